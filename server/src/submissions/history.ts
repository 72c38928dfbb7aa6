import type { LabSubmission, Subject } from '@nurselab/core';
import type { CatalogueService } from '../catalogue/service.js';
import type { SubmissionRow } from '../db/schema/index.js';
import { ApiError, notFound } from '../http/errors.js';
import { mediaLink } from './mediaLinks.js';
import type { SubmissionRepository } from './repository.js';
import type { UrlSigner } from './signing.js';
import { visibleTo, type Audience } from './visibility.js';

/** One attempt of a lab history (SPEC.md section 3, "Lab submission"). */
export function toLabSubmission(stored: SubmissionRow, signer: UrlSigner, audience: Audience = 'student'): LabSubmission {
  const row = visibleTo(audience, stored);
  return {
    _id: row.id,
    attempt: row.attempt,
    studentScore: row.score,
    pros: row.pros,
    recommendations: row.recommendations,
    fileType: row.fileType,
    fileUrl: mediaLink(signer, row).url,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    isPass: row.isPass,
    held: row.resultHeld,
    reviewed: row.reviewCount > 0,
  };
}

/** A student's attempts on one lab, newest first (the history screen selects the first one). */
export async function labHistory(
  repository: SubmissionRepository,
  signer: UrlSigner,
  userId: string,
  labId: string,
  audience: Audience = 'student',
): Promise<LabSubmission[]> {
  return (await repository.labAttemptsOf(userId, labId)).map((row) => toLabSubmission(row, signer, audience));
}

/** The id of a subject's lab, or 404 "This lab does not exist". */
export async function currentLabId(catalogue: CatalogueService, subject: Subject, labNumber: number): Promise<string> {
  try {
    return (await catalogue.currentLab({ subject, labNumber })).lab.id;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound('submission.labNotFound');
    throw error;
  }
}
