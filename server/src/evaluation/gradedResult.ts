import { decideRelease, evaluationFeedbackLines, isAuditSample, type GradeResult, type Question, type ReleaseDecision, type Transcript } from '@nurselab/core';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { SubmissionRepository, type SubmissionUpdate } from '../submissions/repository.js';
import { combineJudges } from './combineJudges.js';
import type { EvaluationOutcome } from './pipeline.js';
import type { SecondJudge } from './secondJudge.js';

export type GradedOutcome = Extract<EvaluationOutcome, { kind: 'graded' }>;

/**
 * A graded answer as it is stored: both judges combined, the release decision (the owner's
 * university's rules), pros and recommendations from the evidence. The evaluate job writes it;
 * a re-grade against a newer lab version computes it the same way.
 */
export async function gradedResult(
  context: { db: Db; config: Config },
  submission: { id: string; userId: string },
  outcome: GradedOutcome,
  questions: Question[],
  second?: SecondJudge,
  extra: Record<string, unknown> = {},
): Promise<{ values: SubmissionUpdate; release: ReleaseDecision; grade: GradeResult }> {
  const { transcript, engine, speech, timings, language } = outcome;
  const { grade, judges, stored } = combineJudges(outcome.grade, second);
  const rules = await new SubmissionRepository(context.db).releaseRulesOf(submission.userId);
  const auditSample = isAuditSample(submission.id, rules.auditShare);
  const release = decideRelease(
    grade,
    { confidence: (transcript as Transcript).hearing?.confidence, lab: language.lab, spoken: language.spoken },
    { danger: rules.dangerPolicy, auditSample, minHearing: context.config.release.minHearing, judgesMargin: context.config.evaluation.margin },
    judges,
  );
  const automatic = { score: grade.score, isPass: grade.isPass };
  const evaluation = {
    transcript,
    questions: grade.questions,
    critical: grade.critical,
    uncappedScore: grade.uncappedScore,
    explained: grade.explained,
    mode: grade.mode,
    graderVersion: grade.graderVersion,
    engine,
    speech,
    timings,
    language,
    automatic,
    release,
    ...stored,
    ...extra,
  };
  // SPEC.md's plain pros and recommendations, in the language graded: only what the evidence shows
  // (the language model's own, in the answer's language, when its grade is the one given).
  const fromEvidence = evaluationFeedbackLines(questions, evaluation, language.gradedIn);
  const fromModel = second?.kind === 'llm' && (grade.pros.length > 0 || grade.recommendations.length > 0);
  const { pros, recommendations } = fromModel ? { pros: grade.pros, recommendations: grade.recommendations } : fromEvidence;
  // Harmful advice said: the finding (danger, quote, time) is in the evaluation and the attempt is flagged for the professor.
  const criticalFlag = grade.critical.length > 0;
  const values: SubmissionUpdate = release.automatic
    ? { status: 'graded', ...automatic, pros, recommendations, criticalFlag, auditSample, evaluation, gradedAt: new Date() }
    : // Not sure: a lecturer grades it. The automatic grade stays in the evaluation as their starting point.
      { status: 'needs_review', failureReason: 'evaluation.heldForLecturer', pros, recommendations, criticalFlag, evaluation };
  return { values, release, grade };
}
