import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Logger } from './context.js';
import type { JobQueue } from './queue.js';
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
  const find = sql`select s.id::text as id from submissions s
    where s.status in ('queued', 'transcribing', 'grading')
      and s.created_at < now() - ${`${graceSeconds} seconds`}::interval
      and not exists (
        select 1 from pgboss.job j
        where j.name = 'evaluate' and j.data->>'submissionId' = s.id::text and j.state in ('created', 'retry', 'active')
      )
    limit 500`;
  const send = async (rows: { id: string }[]) => {
    for (const { id } of rows) await jobs.send('evaluate', { submissionId: id });
    return rows.map((r) => r.id);
  };
  if (database.kind === 'pglite') return send(rowsOf(await database.db.execute(find)));
  return database.db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended('nurselab-orphan-sweep', 0)) as locked`));
    if (!locked[0]?.locked) return [];
    return send(rowsOf(await tx.execute(find)));
  });
}

/** Sweeps now and every minute; returns stop(). */
export function startOrphanSweep(database: Database, jobs: JobQueue, log: Logger): () => void {
  const sweep = async () => {
    const requeued = await requeueOrphans(database, jobs);
    if (requeued.length) log.warn({ submissions: requeued }, 'evaluations re-queued for submissions without a live job');
  };
  return repeatEvery(SWEEP_MS, sweep, log, 'orphan sweep failed');
}

function rowsOf<T = { id: string }>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
