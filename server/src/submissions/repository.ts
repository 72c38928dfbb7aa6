import { and, asc, count, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { recordGradeEvents } from '../audit/repository.js';
import type { Db } from '../db/client.js';
import { DueDateRepository } from '../dueDates/repository.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import {
  dangerVerdicts,
  labAttempts,
  labs,
  studentProgress,
  submissionReviews,
  submissions,
  universities,
  users,
  type DangerVerdict,
  type DangerVerdictRow,
  type SubmissionReviewRow,
  type SubmissionRow,
  type SubmissionStatus,
} from '../db/schema/index.js';
import { ApiError, conflict } from '../http/errors.js';

export type NewSubmission = Omit<typeof submissions.$inferInsert, 'attempt'> & { id: string; userId: string; labId: string };
export type SubmissionUpdate = Partial<typeof submissions.$inferInsert>;

/** Statuses after which the evaluation never writes again. */
export const FINAL_STATUSES: SubmissionStatus[] = ['graded', 'needs_review', 'failed'];

/** A submission with what its view and access checks need: its lab, the owner's attempts and university. */
export interface SubmissionRecord {
  row: SubmissionRow;
  subject: string;
  labNumber: number;
  attemptsLeft: number;
  ownerUniversityId: string | null;
}

/** The one home of the queries on submissions and attempts. */
export class SubmissionRepository {
  /** University-wide reads and writes of professors. */
  readonly professor: ProfessorQueries;

  constructor(readonly db: Db) {
    this.professor = new ProfessorQueries(db);
  }

  /** Attempts a student has left on a lab now. */
  async attemptsLeft(userId: string, labId: string): Promise<number> {
    const [row] = await this.db
      .select({ left: sql<number>`${labs.maxAttempts} - coalesce(${labAttempts.used}, 0)` })
      .from(labs)
      .leftJoin(labAttempts, and(eq(labAttempts.labId, labs.id), eq(labAttempts.userId, userId)))
      .where(eq(labs.id, labId));
    return Math.max(0, Number(row?.left ?? 0));
  }

  /**
   * The newest of a student's answers on a lab that waits for a lecturer (the release contract:
   * status needs_review, or a result the university holds until a lecturer releases it), if any.
   */
  async waitingAnswer(userId: string, labId: string): Promise<{ id: string; attempt: number } | undefined> {
    const [row] = await this.db
      .select({ id: submissions.id, attempt: submissions.attempt })
      .from(submissions)
      .where(
        and(
          eq(submissions.userId, userId),
          eq(submissions.labId, labId),
          or(eq(submissions.status, 'needs_review'), and(eq(submissions.resultHeld, true), eq(submissions.status, 'graded'))),
        ),
      )
      .orderBy(desc(submissions.attempt))
      .limit(1);
    return row;
  }

  /**
   * Takes one attempt and records the submission, in one transaction. The conditional increment
   * holds the row lock until commit, so concurrent submissions of one student on one lab queue
   * up behind it and never use more attempts than the lab allows.
   */
  async takeAttempt(submission: NewSubmission): Promise<SubmissionRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const { userId, labId } = submission;
        await tx.insert(labAttempts).values({ userId, labId, used: 0 }).onConflictDoNothing();
        const taken = await tx
          .update(labAttempts)
          .set({ used: sql`${labAttempts.used} + 1` })
          .where(
            and(
              eq(labAttempts.userId, userId),
              eq(labAttempts.labId, labId),
              sql`${labAttempts.used} < (select ${labs.maxAttempts} from ${labs} where ${labs.id} = ${labId})`,
            ),
          )
          .returning({ used: labAttempts.used });
        if (!taken.length) throw conflict('submission.noAttemptsLeft');
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${submissions.attempt}), 0) + 1` })
          .from(submissions)
          .where(and(eq(submissions.userId, userId), eq(submissions.labId, labId)));
        // An attempt made while the university holds results stays hidden until released.
        const [{ held }] = await tx
          .select({ held: sql<boolean>`coalesce(bool_or(${universities.releasePolicy} = 'held'), false)` })
          .from(users)
          .leftJoin(universities, eq(universities.id, users.universityId))
          .where(eq(users.id, userId));
        const [row] = await tx
          .insert(submissions)
          .values({ ...submission, attempt: Number(next), resultHeld: Boolean(held) })
          .returning();
        return row;
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === 'submissions_upload_id') throw conflict('upload.alreadySubmitted');
      throw error;
    }
  }

  /** Undoes takeAttempt when the recording could not be stored: no submission, no attempt used. */
  async withdraw(submissionId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [removed] = await tx.delete(submissions).where(eq(submissions.id, submissionId)).returning({ userId: submissions.userId, labId: submissions.labId });
      if (!removed) return;
      await tx
        .update(labAttempts)
        .set({ used: sql`greatest(${labAttempts.used} - 1, 0)` })
        .where(and(eq(labAttempts.userId, removed.userId), eq(labAttempts.labId, removed.labId)));
    });
  }

  /**
   * Gives a submission's attempt back to the student (an evaluation that failed for reasons of
   * ours) while keeping the submission. Only once per submission, however often it is called.
   */
  async giveBackAttempt(submissionId: string): Promise<boolean> {
    return this.db.transaction((tx) => giveBackIn(tx, submissionId));
  }

  /**
   * A lecturer gives a submission's attempt back: recorded (who, when) and freed once, however
   * often and however concurrently it is asked (the conditional update of giveBackIn takes the
   * row lock; a second request waits for it and then finds the attempt already returned).
   * givenBack: this call freed it.
   */
  async giveBackByLecturer(submissionId: string, lecturerId: string) {
    const givenBack = await this.db.transaction((tx) => giveBackIn(tx, submissionId, lecturerId));
    const [row] = await this.db
      .select({
        attemptReturned: submissions.attemptReturned,
        returnedAt: submissions.attemptReturnedAt,
        returnedBy: submissions.attemptReturnedBy,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(submissions)
      .leftJoin(users, eq(users.id, submissions.attemptReturnedBy))
      .where(eq(submissions.id, submissionId));
    return {
      givenBack,
      attemptReturned: row?.attemptReturned ?? false,
      returnedAt: row?.returnedAt ?? null,
      returnedBy: row?.returnedBy ? { _id: row.returnedBy, firstName: row.firstName ?? '', lastName: row.lastName ?? '' } : null,
    };
  }

  /**
   * A final failure that is ours, not the student's (silence, an evaluation that failed for good):
   * the status and the attempt given back in one transaction, so no reader sees the failure with
   * the attempt still spent, and a crash between the two cannot keep it. False when already final.
   */
  async writeFailureGivingBackAttempt(id: string, values: SubmissionUpdate): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await writeFinalIn(tx, id, values))) return false;
      await giveBackIn(tx, id);
      return true;
    });
  }

  async find(id: string): Promise<SubmissionRow | undefined> {
    const [row] = await this.db.select().from(submissions).where(eq(submissions.id, id));
    return row;
  }

  /** Where a submission's evaluation stands, without its evaluation. */
  async statusOf(id: string): Promise<{ status: SubmissionStatus } | undefined> {
    const [row] = await this.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    return row;
  }

  /** The submission with its lab, the owner's university and attempts left. */
  async findRecord(id: string): Promise<SubmissionRecord | undefined> {
    const [found] = await this.db
      .select({
        row: submissions,
        subject: labs.subject,
        labNumber: labs.labNumber,
        maxAttempts: labs.maxAttempts,
        used: labAttempts.used,
        ownerUniversityId: users.universityId,
      })
      .from(submissions)
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .innerJoin(users, eq(users.id, submissions.userId))
      .leftJoin(labAttempts, and(eq(labAttempts.userId, submissions.userId), eq(labAttempts.labId, submissions.labId)))
      .where(eq(submissions.id, id));
    if (!found) return undefined;
    const { row, subject, labNumber, maxAttempts, used, ownerUniversityId } = found;
    return { row, subject, labNumber, ownerUniversityId, attemptsLeft: Math.max(0, maxAttempts - (used ?? 0)) };
  }

  /** What the media route needs to stream a recording. */
  async mediaSource(id: string) {
    const [row] = await this.db
      .select({ id: submissions.id, mediaKey: submissions.mediaKey, playbackKey: submissions.playbackKey, mimeType: submissions.mimeType })
      .from(submissions)
      .where(eq(submissions.id, id));
    return row;
  }

  /** A student's attempts on one lab, newest first. */
  async labAttemptsOf(userId: string, labId: string): Promise<SubmissionRow[]> {
    return this.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.userId, userId), eq(submissions.labId, labId)))
      .orderBy(desc(submissions.attempt));
  }

  /** Attempts used and the attempts themselves (oldest first) of one student on some labs. */
  async studentLabResults(userId: string, labIds: string[]) {
    const [attempts, subs] = await Promise.all([
      this.db.select().from(labAttempts).where(and(eq(labAttempts.userId, userId), inArray(labAttempts.labId, labIds))),
      this.db
        .select({
          labId: submissions.labId,
          attempt: submissions.attempt,
          status: submissions.status,
          score: submissions.score,
          isPass: submissions.isPass,
          resultHeld: submissions.resultHeld,
        })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), inArray(submissions.labId, labIds)))
        .orderBy(asc(submissions.attempt)),
    ]);
    return { attempts, submissions: subs };
  }

  /** A student with their university (for staff reads), or undefined when there is no such student. */
  async studentOf(userId: string) {
    const [student] = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        studentId: users.studentId,
        universityId: users.universityId,
        universityName: universities.name,
        course: universities.course,
      })
      .from(users)
      .leftJoin(universities, eq(universities.id, users.universityId))
      .where(and(eq(users.id, userId), eq(users.role, 'student')));
    return student;
  }

  /** What the owner's university asks of automatic results: danger held or failed at once, and the audit share. */
  async releaseRulesOf(userId: string): Promise<{ dangerPolicy: 'hold' | 'fail'; auditShare: number }> {
    const [rules] = await this.db
      .select({ dangerPolicy: universities.dangerPolicy, auditShare: universities.auditShare })
      .from(users)
      .innerJoin(universities, eq(universities.id, users.universityId))
      .where(eq(users.id, userId));
    return rules ?? { dangerPolicy: 'hold', auditShare: 0 };
  }

  /** Writes the evaluation's final result unless one is already there; true when this call wrote it. */
  async writeFinalResult(id: string, values: SubmissionUpdate): Promise<boolean> {
    return writeFinalIn(this.db, id, values);
  }

  /** Moves an unfinished evaluation to its next stage. */
  async setStage(id: string, status: 'transcribing' | 'grading'): Promise<void> {
    await this.db
      .update(submissions)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(submissions.id, id), notInArray(submissions.status, FINAL_STATUSES)));
  }

  /** Which of some submissions have a lecturer's verdict on a danger. */
  async dangerDecided(submissionIds: string[]): Promise<Set<string>> {
    if (!submissionIds.length) return new Set();
    const rows = await this.db.selectDistinct({ id: dangerVerdicts.submissionId }).from(dangerVerdicts).where(inArray(dangerVerdicts.submissionId, submissionIds));
    return new Set(rows.map((r) => r.id));
  }

  async setPlaybackKey(id: string, playbackKey: string): Promise<void> {
    await this.db.update(submissions).set({ playbackKey }).where(eq(submissions.id, id));
  }
}

/** A professor's review as the repository stores it. */
export interface ReviewWrite {
  submissionId: string;
  reviewerId: string;
  itemsMet: string[];
  itemsScore: number;
  score: number;
  isPass: boolean;
  pros: string[];
  recommendations: string[];
  reason: string | null;
}

/** A lecturer's verdict on the dangers the grader found in one answer, and the grade it applies (none: the answer waits for a full grade). */
export interface DangerVerdictWrite {
  submissionId: string;
  reviewerId: string;
  verdict: DangerVerdict;
  findings: { itemId: string; quote: string }[];
  graderVersion: string;
  review: ReviewWrite | null;
}

/** The students of a university and their results, for dashboards, queues and exports. */
export class ProfessorQueries {
  /** The course's due dates: attempts after one are late (issue 22). */
  readonly dueDates: DueDateRepository;

  constructor(readonly db: Db) {
    this.dueDates = new DueDateRepository(db);
  }

  async students(universityId: string) {
    return this.db
      .select({ _id: users.id, username: users.username, studentId: users.studentId, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.universityId, universityId), eq(users.role, 'student')))
      .orderBy(asc(users.studentId), asc(users.lastName), asc(users.firstName));
  }

  /**
   * The university's students (as students() orders them), each with their standing on every lab
   * of a subject they submitted to: read from student_progress, which triggers keep up to date,
   * so a dashboard or export reads one row per student instead of every attempt.
   */
  async progress(universityId: string, subject: string) {
    const rows = await this.db
      .select({
        _id: users.id,
        studentId: users.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
        labs: studentProgress.labs,
        lastActivityAt: studentProgress.lastActivityAt,
        waitingAnswers: studentProgress.waitingAnswers,
      })
      .from(users)
      .leftJoin(studentProgress, and(eq(studentProgress.userId, users.id), eq(studentProgress.subject, subject)))
      .where(and(eq(users.universityId, universityId), eq(users.role, 'student')))
      .orderBy(asc(users.studentId), asc(users.lastName), asc(users.firstName));
    return rows.map(({ labs, lastActivityAt, waitingAnswers, ...student }) => ({
      ...student,
      lastActivityAt: lastActivityAt ?? null,
      waitingAnswers: waitingAnswers ?? 0,
      labs: new Map(
        (labs ?? []).map(([labNumber, attempts, attemptsUsed, bestScore, passed, waiting]) => [labNumber, { attempts, attemptsUsed, bestScore, passed, waiting: waiting === true }]),
      ),
    }));
  }

  private queueColumns() {
    return {
      _id: submissions.id,
      status: submissions.status,
      labId: submissions.labId,
      userId: users.id,
      studentId: users.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      subject: labs.subject,
      labNumber: labs.labNumber,
      attempt: submissions.attempt,
      language: submissions.language,
      createdAt: submissions.createdAt,
      score: submissions.score,
      reviewCount: submissions.reviewCount,
      held: submissions.resultHeld,
      criticalFlag: submissions.criticalFlag,
      auditSample: submissions.auditSample,
      /** The release decision's reason codes (evaluation.release.reasons), without reading the whole evaluation. */
      reasons: sql<string[]>`coalesce((select array_agg(code order by at) from (select r->>'code' as code, min(n) as at from jsonb_array_elements(case when jsonb_typeof(${submissions.evaluation}->'release'->'reasons') = 'array' then ${submissions.evaluation}->'release'->'reasons' else '[]'::jsonb end) with ordinality as e(r, n) where r->>'code' is not null group by 1) codes), '{}'::text[])`,
      /** A lecturer's verdict on the danger found, if any (one verdict covers every finding of an answer). */
      dangerVerdict: sql<DangerVerdict | null>`(select ${dangerVerdicts.verdict} from ${dangerVerdicts} where ${dangerVerdicts.submissionId} = ${submissions.id} order by ${dangerVerdicts.createdAt} limit 1)`,
    };
  }

  /**
   * Attempts waiting for a person: those where the grader heard a "must not say" statement and
   * nobody reviewed them yet come first, then needs_review, oldest first; then the automatic
   * results drawn for a lecturer's check (audit samples) nobody reviewed yet, oldest first; then
   * the latest other automatic grades nobody reviewed yet.
   */
  async reviewQueue(universityId: string, recentLimit: number) {
    const ofUniversity = and(eq(users.universityId, universityId), eq(users.role, 'student'));
    const unreviewedGrade = and(eq(submissions.status, 'graded'), eq(submissions.reviewCount, 0), eq(submissions.criticalFlag, false));
    const [waiting, check, recent, [held]] = await Promise.all([
      this.db
        .select(this.queueColumns())
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .innerJoin(labs, eq(labs.id, submissions.labId))
        .where(
          and(
            ofUniversity,
            or(eq(submissions.status, 'needs_review'), and(eq(submissions.criticalFlag, true), eq(submissions.status, 'graded'), eq(submissions.reviewCount, 0))),
          ),
        )
        .orderBy(desc(submissions.criticalFlag), asc(submissions.createdAt)),
      this.db
        .select(this.queueColumns())
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .innerJoin(labs, eq(labs.id, submissions.labId))
        .where(and(ofUniversity, unreviewedGrade, eq(submissions.auditSample, true)))
        .orderBy(asc(submissions.createdAt)),
      this.db
        .select(this.queueColumns())
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .innerJoin(labs, eq(labs.id, submissions.labId))
        .where(and(ofUniversity, unreviewedGrade, eq(submissions.auditSample, false)))
        .orderBy(desc(submissions.createdAt))
        .limit(recentLimit),
      this.db
        .select({ n: count() })
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .where(and(ofUniversity, eq(submissions.resultHeld, true), inArray(submissions.status, ['graded', 'needs_review']))),
    ]);
    return { waiting, check, recent, held: Number(held.n) };
  }

  /** Every attempt of a university's students on a subject, with the rubric items met by the latest review. */
  async attemptsForExport(universityId: string, subject: string, labNumber?: number) {
    const rows = await this.db
      .select({
        id: submissions.id,
        userId: submissions.userId,
        labId: submissions.labId,
        labNumber: labs.labNumber,
        labVersionId: submissions.labVersionId,
        attempt: submissions.attempt,
        status: submissions.status,
        language: submissions.language,
        score: submissions.score,
        isPass: submissions.isPass,
        createdAt: submissions.createdAt,
        reviewCount: submissions.reviewCount,
        held: submissions.resultHeld,
        evaluation: submissions.evaluation,
      })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .where(and(eq(users.universityId, universityId), eq(users.role, 'student'), eq(labs.subject, subject), labNumber ? eq(labs.labNumber, labNumber) : undefined))
      .orderBy(asc(labs.labNumber), asc(submissions.userId), asc(submissions.attempt));
    const reviewed = rows.filter((r) => r.reviewCount > 0).map((r) => r.id);
    const latest = reviewed.length
      ? await this.db
          .selectDistinctOn([submissionReviews.submissionId], { submissionId: submissionReviews.submissionId, itemsMet: submissionReviews.itemsMet })
          .from(submissionReviews)
          .where(inArray(submissionReviews.submissionId, reviewed))
          .orderBy(submissionReviews.submissionId, desc(submissionReviews.sequence))
      : [];
    const reviewItems = new Map(latest.map((r) => [r.submissionId, r.itemsMet]));
    return rows.map((r) => ({ ...r, reviewedItems: reviewItems.get(r.id) ?? null }));
  }

  /** Names of some staff (lecturers who gave attempts back), by id. */
  async peopleNamed(ids: string[]) {
    if (!ids.length) return [];
    return this.db.select({ _id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  }

  /** Every review of some submissions, oldest first, with the reviewer. */
  async reviewsOf(submissionIds: string[]) {
    if (!submissionIds.length) return [];
    return this.db
      .select({ review: submissionReviews, reviewer: { _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName } })
      .from(submissionReviews)
      .innerJoin(users, eq(users.id, submissionReviews.reviewerId))
      .where(inArray(submissionReviews.submissionId, submissionIds))
      .orderBy(asc(submissionReviews.submissionId), asc(submissionReviews.sequence));
  }

  /**
   * Records a review and applies it, in one transaction. The row lock makes concurrent reviews of
   * one attempt take turns: each is kept, numbered, with the score before it as the other left it.
   */
  async recordReview(review: ReviewWrite, outer?: Transaction): Promise<{ review: SubmissionReviewRow; submission: SubmissionRow }> {
    return inTransaction(this.db, outer, async (tx) => {
      const [before] = await tx.select().from(submissions).where(eq(submissions.id, review.submissionId)).for('update');
      if (!before) throw new ApiError(404, 'submission.notFound');
      if (before.status !== 'graded' && before.status !== 'needs_review') throw conflict('review.notReady');
      // A reason when an AUTOMATIC grade changes (graded, never reviewed): a lecturer re-grading their
      // own or a colleague's grade, or grading an answer that waited for them, needs none.
      const changesGrade = before.status === 'graded' && before.reviewCount === 0 && before.score !== null && Math.abs(before.score - review.score) >= 0.05;
      if (changesGrade && !review.reason) throw new ApiError(400, 'review.reasonRequired', [{ field: 'reason', code: 'review.reasonRequired' }]);
      const sequence = before.reviewCount + 1;
      const now = new Date();
      const [stored] = await tx
        .insert(submissionReviews)
        .values({
          submissionId: review.submissionId,
          reviewerId: review.reviewerId,
          sequence,
          statusBefore: before.status,
          scoreBefore: before.score,
          scoreAfter: review.score,
          itemsScore: review.itemsScore,
          itemsMet: review.itemsMet,
          pros: review.pros,
          recommendations: review.recommendations,
          reason: review.reason,
          createdAt: now,
        })
        .returning();
      const [after] = await tx
        .update(submissions)
        .set({
          status: 'graded',
          score: review.score,
          isPass: review.isPass,
          pros: review.pros,
          recommendations: review.recommendations,
          failureReason: null,
          reviewedAt: now,
          reviewedBy: review.reviewerId,
          reviewCount: sequence,
          gradedAt: before.gradedAt ?? now,
          updatedAt: now,
        })
        .where(eq(submissions.id, review.submissionId))
        .returning();
      // The audit row commits or rolls back with the grade.
      await recordGradeEvents(tx, {
        kind: 'grade.reviewed',
        actorId: review.reviewerId,
        submissionIds: [review.submissionId],
        details: () => ({ sequence, statusBefore: before.status, scoreBefore: before.score, scoreAfter: review.score, isPass: review.isPass, reason: review.reason }),
      });
      return { review: stored, submission: after };
    });
  }

  /** The lecturers' verdicts on the dangers found in some submissions, oldest first. */
  async dangerVerdictsOf(submissionIds: string[]): Promise<DangerVerdictRow[]> {
    if (!submissionIds.length) return [];
    return this.db.select().from(dangerVerdicts).where(inArray(dangerVerdicts.submissionId, submissionIds)).orderBy(asc(dangerVerdicts.createdAt));
  }

  /**
   * Records a lecturer's verdict on every danger found in an answer (one row per finding) and, when
   * given, applies the grade through recordReview, in one transaction. The submission's row lock
   * makes concurrent verdicts take turns; the second finds the first and gets 409
   * danger.alreadyDecided (the unique (submission, item) constraint stands behind it).
   */
  async recordDangerVerdict(input: DangerVerdictWrite): Promise<{ verdicts: DangerVerdictRow[]; reviewed: { review: SubmissionReviewRow; submission: SubmissionRow } | null }> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, input.submissionId)).for('update');
        if (!row) throw new ApiError(404, 'submission.notFound');
        const itemIds = input.findings.map((f) => f.itemId);
        const decided = await tx
          .select({ id: dangerVerdicts.id })
          .from(dangerVerdicts)
          .where(and(eq(dangerVerdicts.submissionId, input.submissionId), inArray(dangerVerdicts.itemId, itemIds)));
        if (decided.length) throw conflict('danger.alreadyDecided');
        const verdicts = await tx
          .insert(dangerVerdicts)
          .values(
            input.findings.map((f) => ({
              submissionId: input.submissionId,
              itemId: f.itemId,
              verdict: input.verdict,
              quote: f.quote,
              graderVersion: input.graderVersion,
              reviewerId: input.reviewerId,
            })),
          )
          .returning();
        const reviewed = input.review ? await this.recordReview(input.review, tx) : null;
        return { verdicts, reviewed };
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === 'danger_verdicts_finding') throw conflict('danger.alreadyDecided');
      throw error;
    }
  }

  /** Releases held, graded results: one attempt, or all of a lab in a university. The ids released. */
  async release(where: { submissionId: string } | { universityId: string; labId: string }, releasedBy: string): Promise<string[]> {
    const scope =
      'submissionId' in where
        ? eq(submissions.id, where.submissionId)
        : and(
            eq(submissions.labId, where.labId),
            inArray(submissions.userId, this.db.select({ id: users.id }).from(users).where(eq(users.universityId, where.universityId))),
          );
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(submissions)
        .set({ resultHeld: false, releasedAt: new Date(), releasedBy })
        .where(and(scope, eq(submissions.resultHeld, true), eq(submissions.status, 'graded')))
        .returning({ id: submissions.id });
      const ids = rows.map((r) => r.id);
      await recordGradeEvents(tx, { kind: 'grade.released', actorId: releasedBy, submissionIds: ids });
      return ids;
    });
  }

  /** A university that stops holding results lets every held attempt through. */
  async releaseAllOf(universityId: string, releasedBy: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(submissions)
        .set({ resultHeld: false, releasedAt: new Date(), releasedBy })
        .where(and(eq(submissions.resultHeld, true), inArray(submissions.userId, tx.select({ id: users.id }).from(users).where(eq(users.universityId, universityId)))))
        .returning({ id: submissions.id });
      const ids = rows.map((r) => r.id);
      await recordGradeEvents(tx, { kind: 'grade.released', actorId: releasedBy, submissionIds: ids, details: () => ({ policyChange: true }) });
      return ids;
    });
  }
}

function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs in the caller's transaction when given one, else in a new one. */
function inTransaction<T>(db: Db, outer: Transaction | undefined, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return outer ? work(outer) : db.transaction(work);
}

/** Writes a final result unless the submission already has one. */
async function writeFinalIn(db: Db | Transaction, id: string, values: SubmissionUpdate): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(submissions.id, id), notInArray(submissions.status, FINAL_STATUSES)))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

/** Marks the attempt returned and frees it, once per submission; `by` a lecturer, recorded with the time. */
async function giveBackIn(tx: Transaction, submissionId: string, by?: string): Promise<boolean> {
  const now = new Date();
  const [marked] = await tx
    .update(submissions)
    .set({ attemptReturned: true, updatedAt: now, ...(by ? { attemptReturnedAt: now, attemptReturnedBy: by } : {}) })
    .where(and(eq(submissions.id, submissionId), eq(submissions.attemptReturned, false)))
    .returning({ userId: submissions.userId, labId: submissions.labId });
  if (!marked) return false;
  await tx
    .update(labAttempts)
    .set({ used: sql`greatest(${labAttempts.used} - 1, 0)` })
    .where(and(eq(labAttempts.userId, marked.userId), eq(labAttempts.labId, marked.labId)));
  return true;
}
