import type { Language, LabFile, RegradeRow, RegradeSide, RegradeSkip, Transcript } from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { RegradeResult, SubmissionRow } from '../db/schema/index.js';
import { gradedResult, type GradedOutcome } from '../evaluation/gradedResult.js';
import { currentJudges } from '../evaluation/judges/settings.js';
import { gradeTranscript } from '../evaluation/pipeline.js';
import { askSecondJudge } from '../evaluation/secondJudge.js';
import { ApiError } from '../http/errors.js';
import type { Logger } from '../jobs/context.js';
import type { SubmissionEvents } from '../submissions/events.js';
import { releaseReasonCodes } from '../submissions/visibility.js';
import type { RegradeCandidate, RegradeRepository } from './regradeRepository.js';

/** A draft's published lab (null while unpublished) and its university, as the authoring service found it for the principal. */
export interface LabOfDraft {
  labId: string | null;
  universityId: string;
}

interface StoredEvaluation {
  transcript?: Transcript;
  engine?: GradedOutcome['engine'];
  speech?: GradedOutcome['speech'];
  timings?: GradedOutcome['timings'];
  language?: GradedOutcome['language'];
  automatic?: { score: number; isPass: boolean };
  release?: { automatic?: boolean };
}

const evaluationOf = (row: SubmissionRow) => (row.evaluation ?? {}) as StoredEvaluation;

/** The result a student or lecturer saw: the automatic grade of an answer held for a lecturer is its score here. */
function sideOf(row: Pick<SubmissionRow, 'status' | 'score' | 'isPass' | 'evaluation'>): RegradeSide {
  const evaluation = (row.evaluation ?? {}) as StoredEvaluation;
  return {
    status: row.status,
    score: row.score ?? evaluation.automatic?.score ?? null,
    isPass: row.isPass ?? evaluation.automatic?.isPass ?? null,
    automatic: row.status === 'graded' && (evaluation.release?.automatic ?? true),
    reasons: releaseReasonCodes(row.evaluation),
  };
}

function skipOf(candidate: RegradeCandidate): RegradeSkip | null {
  const { row } = candidate;
  if (candidate.lecturerGraded) return 'lecturerGraded';
  if (row.status !== 'graded' && row.status !== 'needs_review' && row.status !== 'failed') return 'inProgress';
  if (row.status === 'failed' || !evaluationOf(row).transcript?.words?.length) return 'noTranscript';
  return null;
}

/**
 * Re-grading a lab's older attempts against its current version, only when a lecturer asks:
 * first the before and after of every attempt (nothing written), then, confirmed, the same
 * grading the evaluate job does (the stored transcript graded by the rubric, the language-model
 * judge where the language has one, the owner's university's release rules), each attempt once.
 */
export class RegradeService {
  constructor(
    private readonly repository: RegradeRepository,
    private readonly deps: { db: Db; config: Config; catalogue: CatalogueService; events: SubmissionEvents; log: Logger },
  ) {}

  private async target(principal: Principal, lab: LabOfDraft): Promise<{ id: string; version: number; content: LabFile }> {
    requireAccess(principal, 'lab.author', { kind: 'university', universityId: lab.universityId });
    const { labId } = lab;
    const current = labId ? await this.repository.currentVersion(labId) : undefined;
    if (!labId || !current) throw new ApiError(409, 'authoring.notPublished');
    return { ...current, content: await this.deps.catalogue.versionContent(current.id) };
  }

  /** The attempt graded against `lab` as the evaluate job would grade its transcript. */
  private async regrade(row: SubmissionRow, lab: LabFile) {
    const stored = evaluationOf(row);
    const transcript = stored.transcript!;
    const lang = row.language as Language;
    const outcome: GradedOutcome = {
      kind: 'graded',
      grade: gradeTranscript(lab.questions, transcript, lab.scenario),
      transcript,
      engine: stored.engine ?? { name: 'unknown', version: '' },
      speech: stored.speech!,
      timings: { extractMs: 0, speechCheckMs: 0, transcribeMs: 0, gradeMs: 0, audioSeconds: 0, ...stored.timings },
      language: stored.language ?? { lab: lang, spoken: transcript.language, gradedIn: transcript.language },
    };
    const judges = await currentJudges(this.deps.config, this.deps.db);
    // No queue retries here: a failing language model leaves the rubric grade, held for a lecturer, as in the job's last try.
    const second = await askSecondJudge(this.deps.config, { retryCount: 0, retryLimit: 0 }, { questions: lab.questions, scenario: lab.scenario, transcript }, this.deps.log, judges);
    return gradedResult(this.deps, { id: row.id, userId: row.userId }, outcome, lab.questions, second, { regradedFrom: row.labVersionId });
  }

  async preview(principal: Principal, lab: LabOfDraft): Promise<{ version: number; attempts: RegradeRow[]; history: Awaited<ReturnType<RegradeService['history']>> }> {
    const target = await this.target(principal, lab);
    const labId = lab.labId!;
    const candidates = await this.repository.olderAttempts(labId, target.id);
    const attempts: RegradeRow[] = [];
    for (const candidate of candidates) {
      const skipped = skipOf(candidate);
      const after = skipped ? null : sideOf({ ...(await this.regrade(candidate.row, target.content)).values } as SubmissionRow);
      attempts.push({ submissionId: candidate.row.id, attempt: candidate.row.attempt, version: candidate.version, student: candidate.student, before: sideOf(candidate.row), after, skipped });
    }
    return { version: target.version, attempts, history: await this.history(labId) };
  }

  /**
   * Re-grades against `version` (the one the lecturer saw the before and after of; 409 when the
   * lab was published again since). Concurrent or repeated requests re-grade each attempt once.
   */
  async confirm(principal: Principal, lab: LabOfDraft, version: number): Promise<{ version: number; regraded: number; attempts: RegradeRow[] }> {
    const target = await this.target(principal, lab);
    if (target.version !== version) throw new ApiError(409, 'authoring.regradeVersionChanged', [], { version: target.version }, { version: target.version });
    const candidates = await this.repository.olderAttempts(lab.labId!, target.id);
    const attempts: RegradeRow[] = [];
    let regraded = 0;
    for (const candidate of candidates) {
      const { row } = candidate;
      const skipped = skipOf(candidate);
      if (skipped) {
        attempts.push({ submissionId: row.id, attempt: row.attempt, version: candidate.version, student: candidate.student, before: sideOf(row), after: null, skipped });
        continue;
      }
      const { values } = await this.regrade(row, target.content);
      const after = sideOf({ ...values } as SubmissionRow);
      const wrote = await this.repository.apply({
        submissionId: row.id,
        fromVersionId: row.labVersionId,
        toVersionId: target.id,
        regradedBy: principal.userId,
        before: resultOf(row),
        after: resultOf({
          ...row,
          ...values,
          score: values.score ?? null,
          isPass: values.isPass ?? null,
          failureReason: values.failureReason ?? null,
          gradedAt: values.gradedAt ?? null,
          releasedAt: null,
        } as SubmissionRow),
        values,
      });
      if (!wrote) continue;
      regraded++;
      this.deps.events.publish(row.id);
      attempts.push({ submissionId: row.id, attempt: row.attempt, version: candidate.version, student: candidate.student, before: sideOf(row), after, skipped: null });
    }
    return { version: target.version, regraded, attempts };
  }

  /** Earlier re-grades of the lab: each attempt's result before and after. */
  private async history(labId: string) {
    return (await this.repository.history(labId)).map((h) => ({
      submissionId: h.regrade.submissionId,
      attempt: h.attempt,
      student: h.student,
      fromVersion: Number(h.fromVersion),
      toVersion: Number(h.toVersion),
      at: h.regrade.createdAt.toISOString(),
      before: summary(h.regrade.before),
      after: summary(h.regrade.after),
    }));
  }
}

const summary = (r: RegradeResult): RegradeSide => sideOf({ status: r.status, score: r.score, isPass: r.isPass, evaluation: r.evaluation ?? null });

/** The whole result as stored, kept in the re-grade's history. */
function resultOf(row: SubmissionRow): RegradeResult {
  return {
    status: row.status,
    score: row.score,
    isPass: row.isPass,
    automatic: sideOf(row).automatic,
    pros: row.pros,
    recommendations: row.recommendations,
    failureReason: row.failureReason,
    criticalFlag: row.criticalFlag,
    gradedAt: row.gradedAt ? new Date(row.gradedAt).toISOString() : null,
    releasedAt: row.releasedAt ? new Date(row.releasedAt).toISOString() : null,
    evaluation: row.evaluation,
  };
}
