import { CRITICAL_SCORE_CAP, PASS_MARK, type CriticalFinding, type GradeResult, type JudgesEvidence } from '@nurselab/core';
import type { SecondJudge } from './secondJudge.js';

/** The grade the release decision weighs, what it compares it with, and what is stored beside it. */
export interface CombinedGrade {
  grade: GradeResult;
  judges: JudgesEvidence;
  /** Fields added to the stored evaluation: `rubric` (the rubric grade kept) and `llm` (the model's run, grade or failure). */
  stored: Record<string, unknown>;
}

const keptGrade = (g: GradeResult) => ({
  score: g.score,
  isPass: g.isPass,
  uncappedScore: g.uncappedScore,
  questions: g.questions,
  critical: g.critical,
  graderVersion: g.graderVersion,
});

/**
 * Both judges together. Only the rubric: its grade as it is. The model failed: the rubric grade,
 * held (judgeFailed). The model judged: its grade is the one that may be released, carrying
 * every danger either judge found (with quotes; a danger caps the score as the grader's do), and
 * the rubric grade is compared with it (judgesDisagree) and kept for the agreement table. The
 * rubric grade's `explained` (a stretch of words the lab does not use) is not passed on: the
 * model read those words and names a danger among them itself.
 */
export function combineJudges(rubric: GradeResult, second: SecondJudge | undefined): CombinedGrade {
  if (!second) return { grade: rubric, judges: {}, stored: {} };
  if (second.kind === 'failed') {
    return { grade: rubric, judges: { failed: true }, stored: { llm: { model: second.model, promptVersion: second.promptVersion, error: second.failure } } };
  }
  const { grade: llm, llm: run } = second.judgement;
  const critical: CriticalFinding[] = [...rubric.critical, ...llm.critical.filter((f) => !rubric.critical.some((r) => r.itemId === f.itemId))];
  const score = critical.length ? Math.min(llm.uncappedScore, CRITICAL_SCORE_CAP) : llm.uncappedScore;
  const grade: GradeResult = { ...llm, critical, score, isPass: score >= PASS_MARK, explained: undefined };
  return {
    grade,
    judges: { other: { score: rubric.score, isPass: rubric.isPass }, unverifiedDangers: (run?.unverifiedDangers ?? []).map((d) => d.name) },
    stored: {
      rubric: { ...keptGrade(rubric), explained: rubric.explained },
      llm: { ...run, ...keptGrade(llm), pros: llm.pros, recommendations: llm.recommendations },
    },
  };
}
