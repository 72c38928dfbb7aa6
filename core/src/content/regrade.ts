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
