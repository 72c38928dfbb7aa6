import { and, count, desc, inArray, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { SpeedSample } from '@nurselab/core';
import type { Db } from '../db/client.js';
import { submissions } from '../db/schema/index.js';

const IN_PROGRESS = ['queued', 'transcribing', 'grading'] as const;

/** The queries behind the lab screen's estimate: recent evaluation timings and the queue. */
export class SpeedRepository {
  constructor(private readonly db: Db) {}

  /** The stored stage timings of the latest evaluated answers (newest first). */
  async recentSamples(limit: number): Promise<SpeedSample[]> {
    const timing = (field: string) => sql<number | null>`(${submissions.evaluation}->'timings'->>${field})::double precision`;
    const rows = await this.db
      .select({
        audioSeconds: timing('audioSeconds'),
        extractMs: timing('extractMs'),
        speechCheckMs: timing('speechCheckMs'),
        transcribeMs: timing('transcribeMs'),
        gradeMs: timing('gradeMs'),
      })
      .from(submissions)
      .where(sql`${submissions.evaluation}->'timings'->>'audioSeconds' is not null`)
      .orderBy(desc(sql`coalesce(${submissions.gradedAt}, ${submissions.updatedAt})`))
      .limit(limit);
    return rows.map((r) => ({
      audioSeconds: r.audioSeconds ?? 0,
      processingSeconds: ((r.extractMs ?? 0) + (r.speechCheckMs ?? 0) + (r.transcribeMs ?? 0) + (r.gradeMs ?? 0)) / 1000,
      gradeSeconds: (r.gradeMs ?? 0) / 1000,
    }));
  }

  /** Answers still being evaluated that were submitted before this moment, and their total length. */
  async aheadOf(createdAt: Date): Promise<{ count: number; audioSeconds: number }> {
    const [row] = await this.db
      .select({ count: count(), audioSeconds: sum(submissions.durationSeconds) })
      .from(submissions)
      .where(and(inArray(submissions.status, [...IN_PROGRESS]), lt(submissions.createdAt, createdAt), isNotNull(submissions.durationSeconds)));
    return { count: row?.count ?? 0, audioSeconds: Number(row?.audioSeconds ?? 0) };
  }
}
