import PgBoss from 'pg-boss';
import type { JobTiming } from '../config.js';
import type { Database } from '../db/client.js';
import type { JobContext, JobHandler, Logger } from './context.js';
import { JOB_NAMES, JOB_QUEUE_OPTIONS, type AnyJobHandlerData, type JobDataOf, type JobName } from './names.js';

export interface WorkOptions {
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Jobs of a name this process runs at once (default 1 each). */
  concurrency?: Partial<Record<JobName, number>>;
}

/**
 * pg-boss on the application's database: PGlite through its `db` option (one in-process
 * connection), PostgreSQL through a small pool of its own. Jobs persist, so they survive
 * restarts; several worker processes can share one PostgreSQL queue.
 */
export class JobQueue {
  private starting?: Promise<PgBoss>;
  private stopped = false;
  /** Told when a job run by this process ends (metrics). */
  onJobDone?: (job: JobName, seconds: number, ok: boolean) => void;
  /** This process's pg-boss workers per job name: a job sent here wakes them at once. */
  private readonly localWorkers = new Map<JobName, string[]>();

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    private readonly timing: JobTiming = { maintenanceSeconds: 60 },
  ) {}

  /** Connects and creates the queues; idempotent. Sending starts the queue when needed. */
  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('The job queue was stopped'));
    this.starting ??= this.connect();
    return this.starting;
  }

  async send<N extends JobName>(name: N, data: JobDataOf[N]): Promise<string | null> {
    const boss = await this.start();
    const id = await boss.send(name, data as object);
    // An idle worker of this process starts it now instead of at its next look (every 2 s).
    for (const workerId of this.localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
    return id;
  }

  /** Runs the handlers in this process until stop(). */
  async work(handlers: ReadonlyMap<JobName, JobHandler<AnyJobHandlerData>>, context: JobContext, options: WorkOptions = {}): Promise<void> {
    const boss = await this.start();
    for (const [name, handler] of handlers) {
      const workOptions = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
      const run = async (jobs: PgBoss.JobWithMetadata<JobDataOf[JobName]>[]) => {
        for (const job of jobs) {
          const started = performance.now();
          try {
            await handler({ id: job.id, data: job.data as AnyJobHandlerData, retryCount: job.retryCount, retryLimit: job.retryLimit }, context);
            this.onJobDone?.(name, (performance.now() - started) / 1000, true);
          } catch (error) {
            this.onJobDone?.(name, (performance.now() - started) / 1000, false);
            this.log.warn({ err: error, job: name, jobId: job.id, data: job.data }, 'job failed; pg-boss retries it');
            throw error;
          }
        }
      };
      // pg-boss 10 runs one batch at a time per worker: several workers are several jobs at once.
      const ids: string[] = [];
      for (let i = 0; i < Math.max(1, options.concurrency?.[name] ?? 1); i++) ids.push(await boss.work<JobDataOf[JobName]>(name, workOptions, run));
      this.localWorkers.set(name, ids);
      this.log.info({ job: name, concurrency: options.concurrency?.[name] ?? 1 }, 'worker started');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (!this.starting) return;
    const boss = await this.starting.catch(() => undefined);
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  private async connect(): Promise<PgBoss> {
    const connection =
      this.database.kind === 'postgres'
        ? { connectionString: this.database.url, max: 4 }
        : { db: { executeSql: (text: string, values?: unknown[]) => this.database.executeSql(text, values) } };
    const boss = new PgBoss({ ...connection, schedule: false, supervise: true, maintenanceIntervalSeconds: this.timing.maintenanceSeconds });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const name of JOB_NAMES) {
      const { timeoutSeconds, retryDelaySeconds } = this.timing;
      const options = {
        name,
        ...JOB_QUEUE_OPTIONS[name],
        ...(timeoutSeconds ? { expireInSeconds: timeoutSeconds } : {}),
        ...(retryDelaySeconds ? { retryDelay: retryDelaySeconds } : {}),
      };
      // Another process may create the queue at the same moment: creating is "create if missing".
      if (!(await boss.getQueue(name))) await boss.createQueue(name, options).catch(async (error) => {
        if (!(await boss.getQueue(name))) throw error;
      });
      await boss.updateQueue(name, options);
    }
    if (this.database.kind === 'pglite') await this.recoverAbandoned();
    return boss;
  }

  /**
   * The embedded database belongs to this one process, so a job still "active" when it starts
   * was left by a process that died (a crash, a kill -9): it is retried at once instead of after
   * the job's time limit (15 minutes for an evaluation). Counted as a retry when fetched again.
   * Never on PostgreSQL, where another process may be running that job right now.
   */
  private async recoverAbandoned(): Promise<void> {
    const { rows } = await this.database.executeSql(
      `update pgboss.job set state = 'retry', start_after = now()
       where state = 'active' and retry_count < retry_limit and name = any($1::text[])
       returning id, name`,
      [[...JOB_NAMES]],
    );
    if (rows.length) this.log.warn({ jobs: rows }, 'jobs left running by a process that died are retried now');
  }
}
