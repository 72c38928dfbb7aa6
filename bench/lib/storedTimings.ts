import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The stage timings each evaluation stored with its result (submissions.evaluation.timings), read
 * from a stopped bench server's PGlite database. Every commit since the first release stores them
 * (the first release: extractMs with the speech check in it, transcribeMs, gradeMs).
 */
export async function storedTimings(dataDir: string): Promise<Map<string, Record<string, number>>> {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ id: string; timings: Record<string, number> | null }>(
      `select id::text as id, evaluation->'timings' as timings from submissions where evaluation ? 'timings'`,
    );
    return new Map(rows.filter((r) => r.timings).map((r) => [r.id, r.timings!]));
  } finally {
    await db.close();
  }
}
