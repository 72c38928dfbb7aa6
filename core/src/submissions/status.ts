/** The life of a submission: queued -> transcribing -> grading -> graded, or needs_review, or failed. */
export const SUBMISSION_STATUSES = ['queued', 'transcribing', 'grading', 'graded', 'needs_review', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Statuses after which nothing changes without a person (a professor's review). */
export const FINAL_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['graded', 'needs_review', 'failed'];

export const isFinalStatus = (status: SubmissionStatus) => FINAL_SUBMISSION_STATUSES.includes(status);

/** A page showing the submission keeps listening: a person may still review or release it. */
export const awaitsUpdates = (status: SubmissionStatus) => !isFinalStatus(status) || status === 'needs_review';

/** The legacy analysis response's verdict (SPEC.md section 3, "Analysis response"). */
export const passFailStatus = (isPass: boolean): 'Passed' | 'Failed' => (isPass ? 'Passed' : 'Failed');
