import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';
import type { Logger } from '../jobs/context.js';

const CHANNEL = 'nurselab_tus_release';
const RETRY_MS = 100;
const ACQUIRE_TIMEOUT_MS = 30_000;

/**
 * tus upload locks that hold across API processes: a PostgreSQL session advisory lock per
 * upload, all taken on one connection of this process (so a process that dies lets go of its
 * locks at once, with its connection). Within the process a memory lock keeps two requests of
 * the same upload apart (advisory locks are re-entrant per session). A request waiting for a
 * lock another process holds asks it by NOTIFY to let go, as tus asks a stale request on a
 * half-open connection to finish, whichever process it is on.
 */
export class PostgresLocker implements Locker {
  private readonly local = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  /** Uploads this process holds in PostgreSQL, and how to ask their request to finish. */
  private readonly held = new Map<string, RequestRelease>();
  private connection?: Promise<pg.Client>;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly log?: Logger,
  ) {}

  newLock(id: string): Lock {
    return new PostgresLock(id, this, this.local.newLock(id));
  }

  /** Tries once to take the upload's advisory lock; asks its holder to let go when it is taken. */
  async tryAcquire(id: string, release: RequestRelease): Promise<boolean> {
    const client = await this.client();
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [lockKey(id)]);
    if (rows[0]?.locked) {
      this.held.set(id, release);
      return true;
    }
    await client.query('select pg_notify($1, $2)', [CHANNEL, id]);
    return false;
  }

  async release(id: string): Promise<void> {
    if (!this.held.delete(id)) return;
    const client = await this.client().catch(() => undefined);
    await client?.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(id)]).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.connection?.catch(() => undefined);
    this.connection = undefined;
    await client?.end().catch(() => undefined);
  }

  private client(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('The upload locker was closed'));
    this.connection ??= this.connect();
    return this.connection;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      const release = message.channel === CHANNEL && message.payload ? this.held.get(message.payload) : undefined;
      if (release) void Promise.resolve(release()).catch(() => undefined);
    });
    client.on('error', (error) => {
      // The connection, and with it every lock it held, is gone: finish the requests that held one.
      this.log?.warn({ err: error }, 'upload lock connection lost');
      this.connection = undefined;
      const releases = [...this.held.values()];
      this.held.clear();
      for (const release of releases) void Promise.resolve(release()).catch(() => undefined);
      void client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      this.connection = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }
}

class PostgresLock implements Lock {
  constructor(
    private readonly id: string,
    private readonly locker: PostgresLocker,
    private readonly local: Lock,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.local.lock(signal, requestRelease);
    try {
      const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
      while (!(await this.locker.tryAcquire(this.id, requestRelease))) {
        if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (error) {
      await this.local.unlock();
      throw error;
    }
  }

  async unlock(): Promise<void> {
    try {
      await this.locker.release(this.id);
    } finally {
      await this.local.unlock();
    }
  }
}

const lockKey = (id: string) => `tus:${id}`;
