import { CRITICAL_SCORE_CAP } from './rubricGrader.js';

/**
 * The rubric grader's score formula, for items ticked by hand: each question earns its points
 * times the weight of its met items over the weight of all its items; the score is the points
 * earned over all points, x 100, to one decimal (ARCHITECTURE.md: whatever the weights sum to).
 * A critical ("must not say") item ticked caps the score below the pass mark, as the grader does.
 * itemsMet holds rubric item ids; an id met counts in every question that has it.
 */
export function scoreFromItems(
  questions: { points: number; rubric: { id: string; weight: number }[]; critical?: { id: string }[] }[],
  itemsMet: Iterable<string>,
): number {
  const met = new Set(itemsMet);
  let total = 0;
  let earned = 0;
  for (const question of questions) {
    total += question.points;
    const allWeight = question.rubric.reduce((sum, i) => sum + i.weight, 0);
    const metWeight = question.rubric.reduce((sum, i) => sum + (met.has(i.id) ? i.weight : 0), 0);
    if (allWeight > 0) earned += (question.points * metWeight) / allWeight;
  }
  const score = total > 0 ? Math.round((earned / total) * 1000) / 10 : 0;
  const harmful = questions.some((q) => (q.critical ?? []).some((c) => met.has(c.id)));
  return harmful ? Math.min(score, CRITICAL_SCORE_CAP) : score;
}
