import type { SubmissionRow } from '../db/schema/index.js';

/** Who reads a submission: its student, or staff (professors of the university, administrators). */
export type Audience = 'student' | 'staff';

type Result = Pick<SubmissionRow, 'resultHeld' | 'status' | 'score' | 'isPass'>;

/** A result the university holds back from the student until a professor releases it. */
export const isHeldFromStudent = (row: Result) => row.resultHeld && (row.status === 'graded' || row.status === 'needs_review');

/**
 * The submission as its audience may see it: while held, the student sees that the answer was
 * received and waits for the lecturer, with no score, pros, recommendations or evidence.
 */
export function visibleTo<T extends Result>(audience: Audience, row: T): T {
  if (audience === 'staff' || !isHeldFromStudent(row)) return row;
  const hidden: Partial<SubmissionRow> = { status: 'needs_review', score: null, isPass: null };
  if ('pros' in row) Object.assign(hidden, { pros: [], recommendations: [], failureReason: 'submission.heldForRelease', evaluation: null });
  return { ...row, ...hidden };
}
