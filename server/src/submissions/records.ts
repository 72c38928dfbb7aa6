import type { SubmissionStatus as CoreStatus, SubmissionView } from '@nurselab/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { labAttempts, labs, submissions, users, type SubmissionRow, type SubmissionStatus } from '../db/schema/index.js';

/** The database's status list and core's must be the same list. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _statusesMatch: Same<SubmissionStatus, CoreStatus> = true;
void _statusesMatch;

/** A submission with what its view and access checks need: its lab, the owner's attempts and university. */
export interface SubmissionRecord {
  row: SubmissionRow;
  subject: string;
  labNumber: number;
  attemptsLeft: number;
  ownerUniversityId: string | null;
}

export async function findSubmission(db: Db, id: string): Promise<SubmissionRecord | undefined> {
  const [found] = await db
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

export function toSubmissionView(record: SubmissionRecord): SubmissionView {
  const { row } = record;
  return {
    _id: row.id,
    subject: record.subject,
    labNumber: record.labNumber,
    attempt: row.attempt,
    status: row.status,
    fileType: row.fileType,
    language: row.language,
    score: row.score,
    isPass: row.isPass,
    pros: row.pros,
    recommendations: row.recommendations,
    failureReason: row.failureReason,
    attemptReturned: row.attemptReturned,
    createdAt: row.createdAt.toISOString(),
    attemptsLeft: record.attemptsLeft,
  };
}
