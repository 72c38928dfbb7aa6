import { regradeSide, type Language, type LabFile, type RegradeRow, type RegradeSkip, type Transcript } from '@nurselab/core';
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
import type { NotificationService } from '../notifications/service.js';
import type { SubmissionUpdate } from '../submissions/repository.js';
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
    private readonly deps: { db: Db; config: Config; catalogue: CatalogueService; events: SubmissionEvents; log: Logger; notifications: NotificationService },
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

  /**
   * The attempt's re-grade against the target version, computed (the language-model judge asked)
   * once while the attempt stays unchanged, then kept: the preview shows it and the confirm writes it.
   */
  private async after(row: SubmissionRow, target: { id: string; content: LabFile }): Promise<SubmissionUpdate> {
    const kept = await this.repository.previewOnce(
      { submissionId: row.id, toVersionId: target.id, fromVersionId: row.labVersionId, sourceUpdatedAt: row.updatedAt },
      async () => JSON.parse(JSON.stringify((await this.regrade(row, target.content)).values)) as Record<string, unknown>,
    );
    const values = kept as SubmissionUpdate & { gradedAt?: string | Date | null };
    return { ...values, gradedAt: values.gradedAt ? new Date(values.gradedAt) : values.gradedAt };
  }

  private rowOf(candidate: RegradeCandidate, after: RegradeRow['after'], skipped: RegradeSkip | null): RegradeRow {
    const { row } = candidate;
    return { submissionId: row.id, attempt: row.attempt, version: candidate.version, student: candidate.student, before: regradeSide(row), after, skipped };
  }

  async preview(principal: Principal, lab: LabOfDraft): Promise<{ version: number; attempts: RegradeRow[]; history: Awaited<ReturnType<RegradeService['history']>> }> {
    const target = await this.target(principal, lab);
    const labId = lab.labId!;
    const candidates = await this.repository.olderAttempts(labId, target.id);
    const attempts: RegradeRow[] = [];
    for (const candidate of candidates) {
      const skipped = skipOf(candidate);
      attempts.push(this.rowOf(candidate, skipped ? null : regradeSide({ ...(await this.after(candidate.row, target)) } as SubmissionRow), skipped));
    }
    return { version: target.version, attempts, history: await this.history(labId) };
  }

  /**
   * Re-grades against `version` (the one the lecturer saw the before and after of; 409 when the
   * lab was published again since), writing the results previewed. Concurrent or repeated requests
   * re-grade each attempt once; a student whose released result changed is told in the app.
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
        attempts.push(this.rowOf(candidate, null, skipped));
        continue;
      }
      const values = await this.after(row, target);
      const after = regradeSide({ ...values } as SubmissionRow);
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
      if (releasedResult(row) !== releasedResult({ ...values, resultHeld: wrote.held })) {
        await this.deps.notifications.notify([row.userId], { kind: 'resultRegraded', submissionId: row.id, actorId: principal.userId });
      }
      attempts.push(this.rowOf(candidate, after, null));
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

const summary = (r: RegradeResult) => regradeSide({ status: r.status, score: r.score, isPass: r.isPass, evaluation: r.evaluation ?? null });

/** What the student is shown of an attempt's result: its score and pass once released, nothing while a lecturer or the university holds it. */
const releasedResult = (r: Pick<SubmissionUpdate, 'status' | 'score' | 'isPass' | 'resultHeld'>) =>
  r.status === 'graded' && !r.resultHeld ? `${r.score ?? ''}:${String(r.isPass)}` : null;

/** The whole result as stored, kept in the re-grade's history. */
function resultOf(row: SubmissionRow): RegradeResult {
  return {
    status: row.status,
    score: row.score,
    isPass: row.isPass,
    automatic: regradeSide(row).automatic,
    pros: row.pros,
    recommendations: row.recommendations,
    failureReason: row.failureReason,
    criticalFlag: row.criticalFlag,
    gradedAt: row.gradedAt ? new Date(row.gradedAt).toISOString() : null,
    releasedAt: row.releasedAt ? new Date(row.releasedAt).toISOString() : null,
    evaluation: row.evaluation,
  };
}
