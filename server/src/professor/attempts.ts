import { isLate, type LabSubmission, type Question } from '@nurselab/core';
import type { CatalogueService } from '../catalogue/service.js';
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

export type ProfessorAttempt = LabSubmission & {
  language: string;
  labNumber: number;
  subject: string;
  held: boolean;
  reviewed: boolean;
  failureReason: string | null;
  /** The evaluation found a "must not say" statement. */
  criticalFlag: boolean;
  late: boolean;
  dueAt: string | null;
  reviews: ReviewView[];
  attemptReturned: boolean;
  attemptReturnedAt: string | null;
  attemptReturnedBy: { _id: string; firstName: string; lastName: string } | null;
};

/** The due date of each student's lab in the student's course, by "userId\0labId". */
async function dueDatesOf(queries: ProfessorQueries, rows: SubmissionRow[]): Promise<Map<string, Date>> {
  const pairs = [...new Set(rows.map((r) => `${r.userId}\0${r.labId}`))];
  const found = await Promise.all(
    pairs.map(async (pair) => {
      const [userId, labId] = pair.split('\0');
      return [pair, await queries.dueDates.forStudent(userId, labId)] as const;
    }),
  );
  return new Map(found.flatMap(([pair, due]) => (due ? [[pair, due] as const] : [])));
}

/** The rubric of every lab version the rows were graded against. */
async function rubricsOf(catalogue: CatalogueService, rows: SubmissionRow[]): Promise<Map<string, readonly Question[]>> {
  const versions = [...new Set(rows.map((r) => r.labVersionId))];
  return new Map(await Promise.all(versions.map(async (id) => [id, (await catalogue.versionContent(id)).questions] as const)));
}

/**
 * Attempts as a professor sees them: every result, every review, and the evidence in the same
 * shape the student gets (core's AttemptEvidence: texts in every language, so the page composes
 * the feedback in the reader's language instead of showing the grader's raw item texts).
 */
export async function professorAttempts(
  queries: ProfessorQueries,
  catalogue: CatalogueService,
  signer: UrlSigner,
  rows: SubmissionRow[],
  lab: { subject: string; labNumber: number },
  /** Who will see the attempts: their media links name them, for the audit log of plays. */
  viewerId?: string,
): Promise<ProfessorAttempt[]> {
  const returners = [...new Set(rows.flatMap((r) => (r.attemptReturnedBy ? [r.attemptReturnedBy] : [])))];
  const [reviews, rubrics, people, dues] = await Promise.all([
    queries.reviewsOf(rows.map((r) => r.id)),
    rubricsOf(catalogue, rows),
    queries.peopleNamed(returners),
    dueDatesOf(queries, rows),
  ]);
  return rows.map((row) => ({
    ...toLabSubmission(row, signer, 'staff', rubrics.get(row.labVersionId) ?? [], false, viewerId),
    language: row.language,
    labNumber: lab.labNumber,
    subject: lab.subject,
    held: row.resultHeld,
    reviewed: row.reviewCount > 0,
    failureReason: row.failureReason,
    criticalFlag: row.criticalFlag,
    late: isLate(row.createdAt, dues.get(`${row.userId}\0${row.labId}`)),
    dueAt: dues.get(`${row.userId}\0${row.labId}`)?.toISOString() ?? null,
    reviews: reviews.filter((r) => r.review.submissionId === row.id).map(toReview),
    attemptReturned: row.attemptReturned,
    attemptReturnedAt: row.attemptReturnedAt?.toISOString() ?? null,
    attemptReturnedBy: people.find((p) => p._id === row.attemptReturnedBy) ?? null,
  }));
}
