import type { Database } from '../db/client.js';
import type { Logger } from './context.js';
import type { JobQueue } from './queue.js';
import { JobRepository } from './repository.js';
import { repeatEvery } from './repeat.js';

/** A submission this long without a live evaluate job has lost it (queueing failed after it was stored). */
const GRACE_SECONDS = 120;
const SWEEP_MS = 60_000;

/**
 * Re-queues the evaluation of any unfinished submission with no live job: a failed enqueue
 * after the submission was stored must not lose the answer. On PostgreSQL one sweeper at a
 * time holds a transaction-level advisory lock while it sends, so two servers never queue the
 * same submission twice.
 */
export async function requeueOrphans(database: Database, jobs: JobQueue, graceSeconds = GRACE_SECONDS): Promise<string[]> {
  await jobs.start();
  const requeued = await new JobRepository(database).withOrphans(graceSeconds, async (ids) => {
    for (const id of ids) await jobs.send('evaluate', { submissionId: id });
    return ids;
  });
  return requeued ?? [];
}

/** Sweeps now and every minute; returns stop(). */
export function startOrphanSweep(database: Database, jobs: JobQueue, log: Logger): () => void {
  const sweep = async () => {
    const requeued = await requeueOrphans(database, jobs);
    if (requeued.length) log.warn({ submissions: requeued }, 'evaluations re-queued for submissions without a live job');
  };
  return repeatEvery(SWEEP_MS, sweep, log, 'orphan sweep failed');
}

