import { buildAttemptEvidence, type Question, type SubmissionStatus as CoreStatus, type SubmissionView } from '@nurselab/core';
import type { SubmissionStatus } from '../db/schema/index.js';
import type { SubmissionRecord } from './repository.js';
import { visibleTo, waitingReasonsOf, type Audience } from './visibility.js';

/** The database's status list and core's must be the same list. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _statusesMatch: Same<SubmissionStatus, CoreStatus> = true;
void _statusesMatch;

/**
 * The view of a submission for its student (held results hidden) or for staff; `questions` is
 * the rubric version it was graded against, for its evidence.
 */
export function toSubmissionView(record: SubmissionRecord, audience: Audience = 'student', questions: readonly Question[] = [], dangerDecided = false): SubmissionView {
  const row = visibleTo(audience, record.row);
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
    held: record.row.resultHeld,
    reviewed: row.reviewCount > 0,
    evidence: buildAttemptEvidence(questions, row.evaluation, row.language),
    waitingReasons: waitingReasonsOf(record.row, dangerDecided),
  };
}
