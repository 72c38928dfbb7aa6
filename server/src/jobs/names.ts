/** The background jobs: two about one submission, one posting a score to an LMS gradebook. */
export const JOB_NAMES = ['evaluate', 'transcode', 'ltiScore'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface SubmissionJobData {
  submissionId: string;
}

/** One student's score for one LTI line item (lti_score_posts). */
export interface LtiScoreJobData {
  lineItemId: string;
  userId: string;
}

/** What every job's data has in common, as a handler parameter: a map of handlers of different jobs fits a map of these. */
export type AnyJobHandlerData = SubmissionJobData & LtiScoreJobData;

export interface JobDataOf {
  evaluate: SubmissionJobData;
  transcode: SubmissionJobData;
  ltiScore: LtiScoreJobData;
}

/** Queue policies: retries with exponential backoff; a job running longer than expireInSeconds is retried. */
export const JOB_QUEUE_OPTIONS: Record<JobName, { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }> = {
  evaluate: { retryLimit: 3, retryDelay: 20, retryBackoff: true, expireInSeconds: 15 * 60 },
  transcode: { retryLimit: 4, retryDelay: 15, retryBackoff: true, expireInSeconds: 30 * 60 },
  // An LMS down for a while: about 15 s, 30 s, ... up to hours; after the last try the row stays
  // 'failed' (visible to the lecturer) and the score sweep tries it again later.
  ltiScore: { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 5 * 60 },
};
