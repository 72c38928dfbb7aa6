import type { JobContext } from './context.js';
import { registeredJobHandlers } from './handlers.js';
import type { JobQueue, WorkOptions } from './queue.js';

/** Runs every registered job handler (see handlers.ts) in this process. */
export function startWorkers(jobs: JobQueue, context: JobContext, options: WorkOptions = {}): Promise<void> {
  return jobs.work(registeredJobHandlers(), context, options);
}
