import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../db/client.js';
import type { Logger } from '../jobs/context.js';

const CHANNEL = 'nurselab_submission';
const RECONNECT_MS = 1000;

/**
 * "Submission X changed". Whoever updates a submission publishes; live streams and waiting
 * requests listen. On PostgreSQL the news travels by NOTIFY to every process LISTENing (API
 * servers on other machines, told by a worker elsewhere); on embedded PGlite everything runs
 * in one process, so an in-process emitter is the whole story.
 */
export class SubmissionEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private listener?: pg.Client;
  private closed = false;

  private constructor(
    private readonly database?: Database,
    private readonly log?: Logger,
  ) {}

  /** Events inside this process only (tests, tools). */
  static inProcess(): SubmissionEvents {
    return new SubmissionEvents();
  }

  /** Events shared by every process on the database; `listen` when this process has watchers. */
  static async forDatabase(database: Database, log: Logger, options: { listen: boolean }): Promise<SubmissionEvents> {
    const events = new SubmissionEvents(database, log);
    if (database.kind === 'postgres' && options.listen) await events.connectListener();
    return events;
  }

  publish(submissionId: string): void {
    this.emitter.emit(submissionId);
    if (this.database?.kind === 'postgres') {
      this.database.executeSql('select pg_notify($1, $2)', [CHANNEL, submissionId]).catch((error: unknown) => {
        this.log?.warn({ err: error, submissionId }, 'could not announce a submission change');
      });
    }
  }

  subscribe(submissionId: string, listener: () => void): () => void {
    this.emitter.on(submissionId, listener);
    return () => this.emitter.off(submissionId, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }

  private async connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: this.database!.url });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.emitter.emit(message.payload);
    });
    client.on('error', (error) => {
      this.log?.warn({ err: error }, 'submission events connection lost; reconnecting');
      void client.end().catch(() => undefined);
      this.reconnectLater();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  private reconnectLater(): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.connectListener().catch(() => this.reconnectLater());
    }, RECONNECT_MS).unref();
  }
}
