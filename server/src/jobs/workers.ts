import type { JobContext } from './context.js';
import { registeredJobHandlers } from './handlers.js';
import type { JobQueue, WorkOptions } from './queue.js';

/** Runs every registered job handler (see handlers.ts) in this process, evaluations as many at once as configured. */
export function startWorkers(jobs: JobQueue, context: JobContext, options: WorkOptions = {}): Promise<void> {
  return jobs.work(registeredJobHandlers(), context, {
    ...options,
    concurrency: { evaluate: context.config.evaluationWorkers.perProcess, ...options.concurrency },
  });
}
