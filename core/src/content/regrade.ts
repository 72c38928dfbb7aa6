import { releaseReasonCodes } from '../release/reasonCodes.js';
import type { SubmissionStatus } from '../submissions/status.js';

/** Why an older attempt is not re-graded: a lecturer's grade stands, nothing was heard to grade, or it is still being graded. */
export type RegradeSkip = 'lecturerGraded' | 'noTranscript' | 'inProgress';

/** One side (before or after) of an older attempt's re-grade against a new version of its lab. */
export interface RegradeSide {
  status: SubmissionStatus;
  score: number | null;
  isPass: boolean | null;
  /** The release decision: true, the result reached the student without a lecturer. */
  automatic: boolean;
  reasons: string[];
}

export interface RegradeRow {
  submissionId: string;
  attempt: number;
  version: number;
  student: { _id: string; username: string; firstName: string; lastName: string };
  before: RegradeSide;
  after: RegradeSide | null;
  skipped: RegradeSkip | null;
}

/** What is stored of an attempt's result: its row's columns, or a re-grade's kept before or after. */
export interface RegradeSource {
  status: SubmissionStatus;
  score: number | null;
  isPass: boolean | null;
  evaluation: unknown;
}

/** The result a student or lecturer saw: the automatic grade of an answer held for a lecturer is its score here. */
export function regradeSide(row: RegradeSource): RegradeSide {
  const evaluation = (row.evaluation ?? {}) as { automatic?: { score: number; isPass: boolean }; release?: { automatic?: boolean } };
  return {
    status: row.status,
    score: row.score ?? evaluation.automatic?.score ?? null,
    isPass: row.isPass ?? evaluation.automatic?.isPass ?? null,
    automatic: row.status === 'graded' && (evaluation.release?.automatic ?? true),
    reasons: releaseReasonCodes(row.evaluation),
  };
}
