import type { ReviewForm } from './types';
import { phrasingsIn } from './reviewForm';

/** The rubric items a comment may be pinned to, worded as the comment list words them ("Q1 · clean water"). */
export function rubricChoices(questions: ReviewForm['lab']['questions'], language: string): { id: string; label: string }[] {
  return questions.flatMap((q) => q.rubric.map((item) => ({ id: item.id, label: `Q${q.number} · ${phrasingsIn(item.phrasings, language, 1)}` })));
}
