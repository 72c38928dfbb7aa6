import type { GradeResult, ReleaseDecision } from '@nurselab/core';

/** What "try an answer" answers: the grade with its evidence and the release decision, as a student's answer would get them. */
export function tryResult(grade: GradeResult, release: ReleaseDecision, heard: { text: string; engine: string } | null = null) {
  return {
    score: grade.score,
    uncappedScore: grade.uncappedScore,
    isPass: grade.isPass,
    questions: grade.questions.map((q) => ({
      number: q.number,
      points: q.points,
      earned: q.earned,
      items: q.items.map((i) => ({ itemId: i.itemId, met: i.met, feedback: i.feedback, quote: i.evidence?.quote ?? null, phrasing: i.evidence?.phrasing ?? null })),
    })),
    critical: grade.critical.map((c) => ({ questionNumber: c.questionNumber, itemId: c.itemId, danger: c.danger, quote: c.evidence.quote })),
    pros: grade.pros,
    recommendations: grade.recommendations,
    release,
    heard,
  };
}
