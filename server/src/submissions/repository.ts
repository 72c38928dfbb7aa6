import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { labAttempts, labs, submissions, universities, users, type SubmissionRow, type SubmissionStatus } from '../db/schema/index.js';
import { conflict } from '../http/errors.js';

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
  constructor(readonly db: Db) {}

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
    return this.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(submissions)
        .set({ attemptReturned: true, updatedAt: new Date() })
        .where(and(eq(submissions.id, submissionId), eq(submissions.attemptReturned, false)))
        .returning({ userId: submissions.userId, labId: submissions.labId });
      if (!marked) return false;
      await tx
        .update(labAttempts)
        .set({ used: sql`greatest(${labAttempts.used} - 1, 0)` })
        .where(and(eq(labAttempts.userId, marked.userId), eq(labAttempts.labId, marked.labId)));
      return true;
    });
  }

  async find(id: string): Promise<SubmissionRow | undefined> {
    const [row] = await this.db.select().from(submissions).where(eq(submissions.id, id));
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

  /** Writes the evaluation's final result unless one is already there; true when this call wrote it. */
  async writeFinalResult(id: string, values: SubmissionUpdate): Promise<boolean> {
    const rows = await this.db
      .update(submissions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(submissions.id, id), notInArray(submissions.status, FINAL_STATUSES)))
      .returning({ id: submissions.id });
    return rows.length > 0;
  }

  /** Moves an unfinished evaluation to its next stage. */
  async setStage(id: string, status: 'transcribing' | 'grading'): Promise<void> {
    await this.db
      .update(submissions)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(submissions.id, id), notInArray(submissions.status, FINAL_STATUSES)));
  }

  async setPlaybackKey(id: string, playbackKey: string): Promise<void> {
    await this.db.update(submissions).set({ playbackKey }).where(eq(submissions.id, id));
  }
}

function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
