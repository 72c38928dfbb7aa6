import { releaseReasonCodes } from '@nurselab/core';
import type { SubmissionRow } from '../db/schema/index.js';

/** Who reads a submission: its student, or staff (professors of the university, administrators). */
export type Audience = 'student' | 'staff';

type Result = Pick<SubmissionRow, 'resultHeld' | 'status' | 'score' | 'isPass'>;

/** The failure reason the evaluate job writes when the release decision holds an answer for a lecturer. */
export const HELD_FOR_LECTURER = 'evaluation.heldForLecturer';

/** A result the university holds back from the student until a professor releases it. */
export const isHeldFromStudent = (row: Result) => row.resultHeld && (row.status === 'graded' || row.status === 'needs_review');

/** An answer the release decision sent to a lecturer instead of releasing its automatic grade. */
export const isHeldForLecturer = (row: Partial<Pick<SubmissionRow, 'status' | 'failureReason'>>) => row.status === 'needs_review' && row.failureReason === HELD_FOR_LECTURER;

/** The reason codes of the stored release decision (evaluation.release.reasons), in order, once each. */
export { releaseReasonCodes };

/**
 * Why an answer waits for a lecturer, as the codes the student may see (danger, hearing,
 * nearPassMark, unexplained, fewItems, language): only while it is held for a lecturer, never
 * the audit draw (which holds nothing), never scores, quotes or items. `dangerDecided`: a lecturer
 * already gave the danger its verdict (the answer waits for the other reasons only).
 */
export function waitingReasonsOf(row: Partial<Pick<SubmissionRow, 'status' | 'failureReason' | 'evaluation'>>, dangerDecided = false): string[] {
  if (!isHeldForLecturer(row)) return [];
  return releaseReasonCodes(row.evaluation).filter((code) => code !== 'audit' && !(dangerDecided && code === 'danger'));
}

/** Whether a row's waiting reasons need its danger verdicts read (held for a lecturer with a danger among the reasons). */
export const waitsOnDanger = (row: Partial<Pick<SubmissionRow, 'status' | 'failureReason' | 'evaluation'>>) => waitingReasonsOf(row).includes('danger');

/**
 * The submission as its audience may see it: while held, the student sees that the answer was
 * received and waits for the lecturer, with no score, pros, recommendations or evidence. An answer
 * the release decision held for a lecturer shows the student no score and no evidence either
 * (its automatic grade, quotes and findings stay with the lecturer).
 */
export function visibleTo<T extends Result>(audience: Audience, row: T): T {
  if (audience === 'staff') return row;
  if (isHeldFromStudent(row)) {
    const hidden: Partial<SubmissionRow> = { status: 'needs_review', score: null, isPass: null };
    if ('pros' in row) Object.assign(hidden, { pros: [], recommendations: [], failureReason: 'submission.heldForRelease', evaluation: null });
    return { ...row, ...hidden };
  }
  if (isHeldForLecturer(row as Partial<SubmissionRow>)) {
    const hidden: Partial<SubmissionRow> = { score: null, isPass: null };
    if ('pros' in row) Object.assign(hidden, { pros: [], recommendations: [], evaluation: null });
    return { ...row, ...hidden };
  }
  return row;
}
