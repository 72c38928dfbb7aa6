import { gradeWithRubric, type Language } from '@nurselab/core';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import type { World } from '../submissions/support/world.js';

type Reason = { code: string } & Record<string, unknown>;

/**
 * Grades a submission with the real rubric grader on a transcript of the given words and stores it
 * in the release contract's states (release-contract.md), as the evaluate job will:
 * - `held`: the release decision held it for a lecturer (status needs_review, no score,
 *   failure_reason evaluation.heldForLecturer, critical_flag when a danger was found);
 * - `released`: released automatically (status graded with the automatic grade), `auditSample`
 *   when drawn for a lecturer's check.
 */
export async function storeDecision(
  world: World,
  submissionId: string,
  said: string | 'model answer',
  options: { then?: string; state: 'held' | 'released'; reasons?: Reason[]; auditSample?: boolean },
) {
  const repository = new SubmissionRepository(world.ctx.database.db);
  const row = (await repository.find(submissionId))!;
  const lab = await world.ctx.app.services.catalogue.versionContent(row.labVersionId);
  const language = row.language as Language;
  const spoken = [said === 'model answer' ? lab.questions.map((q) => q.modelAnswer?.[language] ?? '').join(' ') : said, options.then ?? ''].join(' ').trim();
  const words = spoken.split(/\s+/).filter(Boolean).map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.3 }));
  const transcript = { language, text: spoken, words };
  const grade = gradeWithRubric(lab.questions, transcript);
  const reasons = options.reasons ?? (grade.critical.length ? [{ code: 'danger', itemIds: grade.critical.map((c) => c.itemId) }] : []);
  const evaluation = {
    transcript,
    questions: grade.questions,
    critical: grade.critical,
    uncappedScore: grade.uncappedScore,
    mode: grade.mode,
    graderVersion: grade.graderVersion,
    automatic: { score: grade.score, isPass: grade.isPass },
    release: { automatic: options.state === 'released', reasons },
  };
  const held = options.state === 'held';
  await repository.writeFinalResult(submissionId, {
    status: held ? 'needs_review' : 'graded',
    score: held ? null : grade.score,
    isPass: held ? null : grade.isPass,
    pros: held ? [] : grade.pros,
    recommendations: held ? [] : grade.recommendations,
    failureReason: held ? 'evaluation.heldForLecturer' : null,
    criticalFlag: grade.critical.length > 0,
    auditSample: options.auditSample ?? false,
    evaluation,
    gradedAt: new Date(),
  });
  return grade;
}
