import type { LabSubmission } from '@nurselab/core';
import type { SubmissionRow } from '../db/schema/index.js';
import { toLabSubmission } from '../submissions/history.js';
import type { ProfessorQueries } from '../submissions/repository.js';
import type { UrlSigner } from '../submissions/signing.js';

type ReviewWithReviewer = Awaited<ReturnType<ProfessorQueries['reviewsOf']>>[number];

export function toReview({ review, reviewer }: ReviewWithReviewer) {
  return {
    _id: review.id,
    sequence: review.sequence,
    reviewer,
    createdAt: review.createdAt.toISOString(),
    statusBefore: review.statusBefore,
    scoreBefore: review.scoreBefore,
    scoreAfter: review.scoreAfter,
    itemsScore: review.itemsScore,
    itemsMet: review.itemsMet,
    pros: review.pros,
    recommendations: review.recommendations,
    reason: review.reason,
  };
}
export type ReviewView = ReturnType<typeof toReview>;

/** The automatic grader's evidence kept with an attempt: transcript, items met with quotes, harmful statements. */
export function evidenceOf(row: SubmissionRow) {
  const evaluation = row.evaluation as { transcript?: unknown; questions?: unknown; critical?: unknown } | null;
  if (!evaluation || !Array.isArray(evaluation.questions)) return null;
  return {
    transcript: (evaluation.transcript ?? null) as never,
    questions: evaluation.questions as never[],
    ...(Array.isArray(evaluation.critical) ? { critical: evaluation.critical as never[] } : {}),
  };
}

export type ProfessorAttempt = Omit<LabSubmission, 'evidence'> & {
  language: string;
  labNumber: number;
  subject: string;
  held: boolean;
  reviewed: boolean;
  failureReason: string | null;
  evidence: ReturnType<typeof evidenceOf>;
  reviews: ReviewView[];
};

/** Attempts as a professor sees them: every result, the evidence and every review. */
export async function professorAttempts(
  queries: ProfessorQueries,
  signer: UrlSigner,
  rows: SubmissionRow[],
  lab: { subject: string; labNumber: number },
): Promise<ProfessorAttempt[]> {
  const reviews = await queries.reviewsOf(rows.map((r) => r.id));
  return rows.map((row) => ({
    ...toLabSubmission(row, signer, 'staff'),
    language: row.language,
    labNumber: lab.labNumber,
    subject: lab.subject,
    held: row.resultHeld,
    reviewed: row.reviewCount > 0,
    failureReason: row.failureReason,
    evidence: evidenceOf(row),
    reviews: reviews.filter((r) => r.review.submissionId === row.id).map(toReview),
  }));
}
