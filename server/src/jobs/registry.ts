import type { JobHandler } from './context.js';
import type { AnyJobHandlerData, JobDataOf, JobName } from './names.js';

const handlers = new Map<JobName, JobHandler<AnyJobHandlerData>>();

/**
 * Installs the handler the workers run for a job. Features call this at module load; the
 * module is imported from jobs/handlers.ts. A job without a handler stays queued until one
 * is registered and a worker starts.
 */
export function registerJobHandler<N extends JobName>(name: N, handler: JobHandler<JobDataOf[N]>): void {
  handlers.set(name, handler as JobHandler<AnyJobHandlerData>);
}

export function registeredJobHandlers(): ReadonlyMap<JobName, JobHandler<AnyJobHandlerData>> {
  return handlers;
}
