import { buildAttemptEvidence, type LabSubmission, type Question, type Subject } from '@nurselab/core';
import type { CatalogueService } from '../catalogue/service.js';
import type { SubmissionRow } from '../db/schema/index.js';
import { ApiError, notFound } from '../http/errors.js';
import { mediaLink } from './mediaLinks.js';
import type { SubmissionRepository } from './repository.js';
import type { UrlSigner } from './signing.js';
import { visibleTo, waitingReasonsOf, waitsOnDanger, type Audience } from './visibility.js';

/**
 * One attempt of a lab history (SPEC.md section 3, "Lab submission"); with the rubric version it
 * was graded against, its evidence too.
 */
export function toLabSubmission(
  stored: SubmissionRow,
  signer: UrlSigner,
  audience: Audience = 'student',
  questions?: readonly Question[],
  dangerDecided = false,
  /** The lecturer or administrator the media link is made for (the audit log names them when it plays). */
  viewerId?: string,
): LabSubmission {
  const row = visibleTo(audience, stored);
  return {
    _id: row.id,
    attempt: row.attempt,
    studentScore: row.score,
    pros: row.pros,
    recommendations: row.recommendations,
    fileType: row.fileType,
    fileUrl: mediaLink(signer, row, { viewerId }).url,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    isPass: row.isPass,
    held: row.resultHeld,
    reviewed: row.reviewCount > 0,
    waitingReasons: waitingReasonsOf(stored, dangerDecided),
    ...(questions && { evidence: buildAttemptEvidence(questions, row.evaluation, row.language) }),
  };
}

/** A student's attempts on one lab, newest first (the history screen selects the first one), with their evidence. */
export async function labHistory(
  repository: SubmissionRepository,
  catalogue: CatalogueService,
  signer: UrlSigner,
  userId: string,
  labId: string,
  audience: Audience = 'student',
): Promise<LabSubmission[]> {
  const rows = await repository.labAttemptsOf(userId, labId);
  const versions = [...new Set(rows.map((r) => r.labVersionId))];
  const rubrics = new Map(await Promise.all(versions.map(async (id) => [id, (await catalogue.versionContent(id)).questions] as const)));
  const decided = await repository.dangerDecided(rows.filter(waitsOnDanger).map((r) => r.id));
  return rows.map((row) => toLabSubmission(row, signer, audience, rubrics.get(row.labVersionId) ?? [], decided.has(row.id)));
}

/**
 * The id of a subject's lab as a university sees it (built-in, or its own), or 404 "This lab
 * does not exist".
 */
export async function currentLabId(catalogue: CatalogueService, subject: Subject, labNumber: number, universityId: string | null): Promise<string> {
  try {
    const { lab } = await catalogue.currentLab({ subject, labNumber });
    if (lab.universityId !== null && lab.universityId !== universityId) throw notFound('submission.labNotFound');
    return lab.id;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound('submission.labNotFound');
    throw error;
  }
}
