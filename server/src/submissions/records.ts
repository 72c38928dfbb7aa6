import type { SubmissionStatus as CoreStatus, SubmissionView } from '@nurselab/core';
import type { SubmissionStatus } from '../db/schema/index.js';
import type { SubmissionRecord } from './repository.js';

/** The database's status list and core's must be the same list. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _statusesMatch: Same<SubmissionStatus, CoreStatus> = true;
void _statusesMatch;

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
