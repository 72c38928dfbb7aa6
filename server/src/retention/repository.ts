import { and, asc, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { retentionDeletions, submissions, universities, users, type RetainedMedia, type RetentionDeletionRow } from '../db/schema/index.js';

/**
 * When an attempt's grade became final: the latest of the automatic grade, a lecturer's review
 * and the release of a held result. Only a graded attempt whose result is not held has one.
 */
const finalAt = sql<Date>`greatest(${submissions.gradedAt}, ${submissions.reviewedAt}, ${submissions.releasedAt})`;

export interface DueMedia {
  submissionId: string;
  universityId: string;
  mediaKey: string;
  playbackKey: string | null;
  evaluation: Record<string, unknown> | null;
  settingDays: number;
  finalAt: Date;
  /** The original was deleted by an earlier run (its own setting). */
  originalGone: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The queries of the retention job: what is due, the claim that logs a deletion once, the log itself. */
export class RetentionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Attempts whose `what` is older than their university's setting and not deleted yet, oldest
   * first. An original goes only once a playback copy exists (until then it is the copy people play).
   */
  async due(what: RetainedMedia, now: Date, limit: number): Promise<DueMedia[]> {
    const days = what === 'original' ? universities.originalRetentionDays : universities.copyRetentionDays;
    const rows = await this.db
      .select({
        submissionId: submissions.id,
        universityId: universities.id,
        mediaKey: submissions.mediaKey,
        playbackKey: submissions.playbackKey,
        evaluation: submissions.evaluation,
        settingDays: days,
        finalAt,
        originalGone: sql<boolean>`exists (select 1 from ${retentionDeletions} where ${retentionDeletions.submissionId} = ${submissions.id} and ${retentionDeletions.what} = 'original')`,
      })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .innerJoin(universities, eq(universities.id, users.universityId))
      .where(
        and(
          isNotNull(days),
          eq(submissions.status, 'graded'),
          eq(submissions.resultHeld, false),
          what === 'original' ? isNotNull(submissions.playbackKey) : undefined,
          sql`${finalAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(retentionDeletions)
              .where(and(eq(retentionDeletions.submissionId, submissions.id), eq(retentionDeletions.what, what))),
          ),
        ),
      )
      .orderBy(asc(finalAt))
      .limit(limit);
    return rows.map((r) => ({ ...r, settingDays: r.settingDays!, finalAt: new Date(r.finalAt), originalGone: Boolean(r.originalGone) }));
  }

  /**
   * Logs one deletion and runs `remove` in the same transaction. The log's unique key is the
   * claim: a second server doing the same waits for the first and then finds it taken, so the
   * files are deleted and the deletion logged once. A failing `remove` takes the log back with
   * it, and the next run tries again. False when another run had done it already.
   */
  async logDeletion(entry: DueMedia & { what: RetainedMedia; storageKeys: string[] }, remove: (tx: Tx) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(retentionDeletions)
        .values({
          submissionId: entry.submissionId,
          universityId: entry.universityId,
          what: entry.what,
          storageKeys: entry.storageKeys,
          settingDays: entry.settingDays,
          finalAt: entry.finalAt,
        })
        .onConflictDoNothing()
        .returning({ id: retentionDeletions.id });
      if (!claimed) return false;
      await remove(tx);
      return true;
    });
  }

  /** After the copy's deletion: no playback key, and of the evaluation only what holds nothing the student said. */
  async forgetCopy(tx: Tx, submissionId: string, evaluation: Record<string, unknown> | null): Promise<void> {
    await tx.update(submissions).set({ playbackKey: null, evaluation, updatedAt: new Date() }).where(eq(submissions.id, submissionId));
  }

  async log(limit = 200): Promise<RetentionDeletionRow[]> {
    return this.db.select().from(retentionDeletions).orderBy(desc(retentionDeletions.deletedAt)).limit(limit);
  }

  async logOf(submissionId: string): Promise<RetentionDeletionRow[]> {
    return this.db.select().from(retentionDeletions).where(eq(retentionDeletions.submissionId, submissionId)).orderBy(asc(retentionDeletions.deletedAt));
  }
}
