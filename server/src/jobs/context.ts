import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueService } from '../catalogue/service.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { MediaStorage } from '../storage/index.js';
import type { SubmissionEvents } from '../submissions/events.js';

/** Logging as services need it: Fastify's logger and a plain pino logger both fit. */
export type Logger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** What a job handler may use: the same services the API uses, in whichever process runs it. */
export interface JobContext {
  config: Config;
  database: Database;
  db: Db;
  storage: MediaStorage;
  catalogue: CatalogueService;
  /** Publish after updating a submission, so live pages in this process update at once. */
  events: SubmissionEvents;
  log: Logger;
}

export interface Job<T> {
  id: string;
  data: T;
  /** Retries so far (0 on the first run) and allowed: the last try is retryCount >= retryLimit. */
  retryCount: number;
  retryLimit: number;
}

/** Throwing makes pg-boss retry the job with backoff, up to the queue's retry limit. */
export type JobHandler<T = never> = (job: Job<T>, context: JobContext) => Promise<void>;
