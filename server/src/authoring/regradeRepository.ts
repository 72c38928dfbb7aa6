import { and, asc, desc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  dangerVerdicts,
  labs,
  labVersions,
  submissionRegradePreviews,
  submissionRegrades,
  submissions,
  universities,
  users,
  type RegradeResult,
  type SubmissionRow,
} from '../db/schema/index.js';
import type { SubmissionUpdate } from '../submissions/repository.js';
import { recordGradeEvents } from '../audit/repository.js';

export interface RegradeCandidate {
  row: SubmissionRow;
  version: number;
  student: { _id: string; username: string; firstName: string; lastName: string };
  /** A lecturer reviewed it or decided a danger in it: their grade stands. */
  lecturerGraded: boolean;
}

/** Older attempts of a lab and their re-grades against its newer versions. */
export class RegradeRepository {
  constructor(private readonly db: Db) {}

  async currentVersion(labId: string): Promise<{ id: string; version: number } | undefined> {
    const [row] = await this.db
      .select({ id: labVersions.id, version: labVersions.version })
      .from(labs)
      .innerJoin(labVersions, and(eq(labVersions.labId, labs.id), eq(labVersions.version, labs.currentVersion)))
      .where(eq(labs.id, labId));
    return row;
  }

  /** Every attempt of the lab graded against another version than `versionId`, oldest first. */
  async olderAttempts(labId: string, versionId: string): Promise<RegradeCandidate[]> {
    const rows = await this.db
      .select({
        row: submissions,
        version: labVersions.version,
        student: { _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
        dangerDecided: exists(this.db.select({ one: sql`1` }).from(dangerVerdicts).where(eq(dangerVerdicts.submissionId, submissions.id))),
      })
      .from(submissions)
      .innerJoin(labVersions, eq(labVersions.id, submissions.labVersionId))
      .innerJoin(users, eq(users.id, submissions.userId))
      .where(and(eq(submissions.labId, labId), ne(submissions.labVersionId, versionId)))
      .orderBy(asc(submissions.createdAt));
    return rows.map((r) => ({ row: r.row, version: r.version, student: r.student, lecturerGraded: r.row.reviewCount > 0 || Boolean(r.dangerDecided) }));
  }

  /**
   * Writes one re-grade: the attempt's row is locked and must still be graded against
   * `fromVersionId` with no lecturer's grade; the result before is kept in submission_regrades
   * (one per attempt and version, a constraint). False when another request got there first.
   */
  async apply(input: {
    submissionId: string;
    fromVersionId: string;
    toVersionId: string;
    regradedBy: string;
    before: RegradeResult;
    after: RegradeResult;
    values: SubmissionUpdate;
  }): Promise<{ held: boolean } | false> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(submissions).where(eq(submissions.id, input.submissionId)).for('update');
      if (!row || row.labVersionId !== input.fromVersionId || row.reviewCount > 0 || !['graded', 'needs_review'].includes(row.status)) return false;
      const [decided] = await tx.select({ id: dangerVerdicts.id }).from(dangerVerdicts).where(eq(dangerVerdicts.submissionId, row.id)).limit(1);
      if (decided) return false;
      const inserted = await tx
        .insert(submissionRegrades)
        .values({ submissionId: row.id, fromVersionId: input.fromVersionId, toVersionId: input.toVersionId, regradedBy: input.regradedBy, before: input.before, after: input.after })
        .onConflictDoNothing()
        .returning({ id: submissionRegrades.id });
      if (!inserted.length) return false;
      // The usual release rules: a university holding results holds the new one until a lecturer releases it.
      const [{ held }] = await tx
        .select({ held: sql<boolean>`coalesce(bool_or(${universities.releasePolicy} = 'held'), false)` })
        .from(users)
        .leftJoin(universities, eq(universities.id, users.universityId))
        .where(eq(users.id, row.userId));
      const v = input.values;
      await tx
        .update(submissions)
        .set({
          labVersionId: input.toVersionId,
          status: v.status,
          score: v.score ?? null,
          isPass: v.isPass ?? null,
          pros: v.pros ?? [],
          recommendations: v.recommendations ?? [],
          evaluation: v.evaluation,
          failureReason: v.failureReason ?? null,
          criticalFlag: v.criticalFlag ?? false,
          auditSample: v.auditSample ?? false,
          gradedAt: v.gradedAt ?? null,
          resultHeld: Boolean(held),
          releasedAt: null,
          releasedBy: null,
          updatedAt: new Date(),
        })
        .where(eq(submissions.id, row.id));
      await recordGradeEvents(tx, {
        kind: 'grade.regraded',
        actorId: input.regradedBy,
        submissionIds: [row.id],
        details: () => ({ fromVersionId: input.fromVersionId, toVersionId: input.toVersionId, scoreBefore: input.before.score, scoreAfter: input.after.score, statusAfter: input.after.status }),
      });
      await tx.delete(submissionRegradePreviews).where(eq(submissionRegradePreviews.submissionId, row.id));
      return { held: Boolean(held) };
    });
  }

  /**
   * The re-grade of an attempt against `toVersionId` as first computed while the attempt stays as it
   * was (graded against `fromVersionId`, unchanged since `sourceUpdatedAt`): a preview computed
   * at the same time by another request loses to the stored one, so every look and the confirm agree.
   */
  async previewOnce(key: { submissionId: string; toVersionId: string; fromVersionId: string; sourceUpdatedAt: Date }, compute: () => Promise<Record<string, unknown>>) {
    const where = and(eq(submissionRegradePreviews.submissionId, key.submissionId), eq(submissionRegradePreviews.toVersionId, key.toVersionId));
    const read = async () => {
      const [row] = await this.db.select().from(submissionRegradePreviews).where(where);
      return row && row.fromVersionId === key.fromVersionId && row.sourceUpdatedAt.getTime() === key.sourceUpdatedAt.getTime() ? row.values : undefined;
    };
    const kept = await read();
    if (kept) return kept;
    const values = await compute();
    await this.db
      .delete(submissionRegradePreviews)
      .where(and(where, or(ne(submissionRegradePreviews.fromVersionId, key.fromVersionId), ne(submissionRegradePreviews.sourceUpdatedAt, key.sourceUpdatedAt))));
    await this.db.insert(submissionRegradePreviews).values({ ...key, values }).onConflictDoNothing();
    return (await read()) ?? values;
  }

  /** The lab's re-grades, newest first. */
  async history(labId: string) {
    return this.db
      .select({
        regrade: submissionRegrades,
        attempt: submissions.attempt,
        fromVersion: sql<number>`(select ${labVersions.version} from ${labVersions} where ${labVersions.id} = ${submissionRegrades.fromVersionId})`,
        toVersion: sql<number>`(select ${labVersions.version} from ${labVersions} where ${labVersions.id} = ${submissionRegrades.toVersionId})`,
        student: { _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
      })
      .from(submissionRegrades)
      .innerJoin(submissions, eq(submissions.id, submissionRegrades.submissionId))
      .innerJoin(users, eq(users.id, submissions.userId))
      .where(inArray(submissionRegrades.submissionId, this.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.labId, labId))))
      .orderBy(desc(submissionRegrades.createdAt));
  }
}
