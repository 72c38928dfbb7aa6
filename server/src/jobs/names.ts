/** The background jobs, each about one submission. */
export const JOB_NAMES = ['evaluate', 'transcode'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface SubmissionJobData {
  submissionId: string;
}

/** Queue policies: retries with exponential backoff; a job running longer than expireInSeconds is retried. */
export const JOB_QUEUE_OPTIONS: Record<JobName, { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number }> = {
  evaluate: { retryLimit: 3, retryDelay: 20, retryBackoff: true, expireInSeconds: 15 * 60 },
  transcode: { retryLimit: 4, retryDelay: 15, retryBackoff: true, expireInSeconds: 30 * 60 },
};
