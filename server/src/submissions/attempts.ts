import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { labAttempts, labs, submissions, type SubmissionRow } from '../db/schema/index.js';
import { conflict } from '../http/errors.js';

export type NewSubmission = Omit<typeof submissions.$inferInsert, 'attempt'> & { id: string; userId: string; labId: string };

/** Attempts a student has left on a lab now. */
export async function attemptsLeft(db: Db, userId: string, labId: string): Promise<number> {
  const [row] = await db
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
export async function takeAttempt(db: Db, submission: NewSubmission): Promise<SubmissionRow> {
  try {
    return await db.transaction(async (tx) => {
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
      const [row] = await tx
        .insert(submissions)
        .values({ ...submission, attempt: Number(next) })
        .returning();
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === 'submissions_upload_id') throw conflict('upload.alreadySubmitted');
    throw error;
  }
}

/** Undoes takeAttempt when the recording could not be stored: no submission, no attempt used. */
export async function withdrawSubmission(db: Db, submissionId: string): Promise<void> {
  await db.transaction(async (tx) => {
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
export async function giveBackAttempt(db: Db, submissionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
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

function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
