import type { JobHandler } from './context.js';
import type { JobName, SubmissionJobData } from './names.js';

const handlers = new Map<JobName, JobHandler<SubmissionJobData>>();

/**
 * Installs the handler the workers run for a job. Features call this at module load; the
 * module is imported from jobs/handlers.ts. A job without a handler stays queued until one
 * is registered and a worker starts.
 */
export function registerJobHandler(name: JobName, handler: JobHandler<SubmissionJobData>): void {
  handlers.set(name, handler);
}

export function registeredJobHandlers(): ReadonlyMap<JobName, JobHandler<SubmissionJobData>> {
  return handlers;
}
