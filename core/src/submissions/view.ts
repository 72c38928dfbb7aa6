import { z } from 'zod';
import { attemptEvidenceSchema } from '../grading/attemptEvidence.js';
import { evaluationEstimateSchema } from './estimate.js';
import { SUBMISSION_STATUSES } from './status.js';

/** A submission as its owner, their professors and administrators see it (API and live stream). */
export const submissionViewSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  labNumber: z.number(),
  attempt: z.number(),
  status: z.enum(SUBMISSION_STATUSES),
  fileType: z.enum(['audio', 'video']),
  language: z.string(),
  score: z.number().nullable(),
  isPass: z.boolean().nullable(),
  pros: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** A message code (core/src/i18n/messages) saying why it failed or waits for review. */
  failureReason: z.string().nullable(),
  /** The attempt was given back (an answer that could not be heard or evaluated). */
  attemptReturned: z.boolean(),
  createdAt: z.string(),
  /** Attempts the owner has left on this lab now. */
  attemptsLeft: z.number(),
  /** The university holds results: no score until a professor releases it. */
  held: z.boolean(),
  /** A professor reviewed (graded or re-graded) this attempt. */
  reviewed: z.boolean(),
  /** Transcript and per-item evidence of an automatic grade (null before it, or without one). */
  evidence: attemptEvidenceSchema.nullable().optional(),
  /**
   * Why the answer waits for a lecturer (status needs_review, held by the release decision): reason
   * codes only (danger, hearing, nearPassMark, unexplained, fewItems, language), never scores,
   * quotes or items. Empty otherwise.
   */
  waitingReasons: z.array(z.string()).optional(),
  /** While it is evaluated (queued, transcribing, grading): the time left from this server's measured speed. */
  estimate: evaluationEstimateSchema.nullable().optional(),
});
export type SubmissionView = z.infer<typeof submissionViewSchema>;

/** One attempt in a lab history (SPEC.md section 3, "Lab submission"), newest first. */
export const labSubmissionSchema = z.object({
  _id: z.string(),
  attempt: z.number(),
  studentScore: z.number().nullable(),
  pros: z.array(z.string()),
  recommendations: z.array(z.string()),
  fileType: z.enum(['audio', 'video']),
  /** A signed, expiring URL of the recording (playable copy when ready). */
  fileUrl: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: z.string(),
  isPass: z.boolean().nullable(),
  held: z.boolean().optional(),
  reviewed: z.boolean().optional(),
  /** Transcript and per-item evidence of an automatic grade (null before it, or without one). */
  evidence: attemptEvidenceSchema.nullable().optional(),
  /** Why the answer waits for a lecturer (reason codes only), as in SubmissionView. */
  waitingReasons: z.array(z.string()).optional(),
});
export type LabSubmission = z.infer<typeof labSubmissionSchema>;
