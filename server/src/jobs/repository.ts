import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The jobs' own reads of the database: submissions whose evaluate job was lost. */
export class JobRepository {
  constructor(private readonly database: Database) {}

  /**
   * Runs `work` with up to 500 unfinished submissions older than the grace period that have no
   * live evaluate job. On PostgreSQL inside one transaction holding an advisory lock until `work`
   * ends, so one sweeper at a time; null when another holds it.
   */
  async withOrphans<T>(graceSeconds: number, work: (ids: string[]) => Promise<T>): Promise<T | null> {
    const find = sql`select s.id::text as id from submissions s
    where s.status in ('queued', 'transcribing', 'grading')
      and s.created_at < now() - ${`${graceSeconds} seconds`}::interval
      and not exists (
        select 1 from pgboss.job j
        where j.name = 'evaluate' and j.data->>'submissionId' = s.id::text and j.state in ('created', 'retry', 'active')
      )
    limit 500`;
    const ids = (result: unknown) => rowsOf<{ id: string }>(result).map((row) => row.id);
    if (this.database.kind === 'pglite') return work(ids(await this.database.db.execute(find)));
    return this.database.db.transaction(async (tx) => {
      const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended('nurselab-orphan-sweep', 0)) as locked`));
      if (!locked[0]?.locked) return null;
      return work(ids(await tx.execute(find)));
    });
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
