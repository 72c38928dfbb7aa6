import { gradeWithModelAnswers } from '../../core/src/grading/modelAnswerRubric.js';
import type { Question } from '../../core/src/content/labSchema.js';
import { LANGUAGES } from '../../core/src/i18n/languages.js';
import type { MohlerRow } from './dataset.js';

const everyLanguage = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, text])) as Question['text'];

/** One question whose only grading material is the reference answer, as a lab with only a model answer. */
function questionOf(row: MohlerRow): Question {
  const placeholder = { id: 'placeholder', weight: 1, phrasings: Object.fromEntries(LANGUAGES.map((l) => [l, ['-']])) as never, feedback: { met: everyLanguage('-'), missed: everyLanguage('-') } };
  return { number: 1, points: 100, text: everyLanguage(row.question), modelAnswer: everyLanguage(row.referenceAnswer), rubric: [placeholder] };
}

/**
 * The product's grade (0..1) for every row: gradeWithRubric against a rubric derived from the
 * reference answer (gradeWithModelAnswers), the question text as the case; nothing learnt.
 */
/** The answers were typed into a web form: its line breaks and escaped characters are markup, not words. */
export function plainAnswer(answer: string): string {
  return answer
    .replace(/<[^>]*>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}

export function gradeRows(rows: MohlerRow[]): number[] {
  return rows.map((row) => {
    const answer = plainAnswer(row.studentAnswer);
    const words = answer.split(/\s+/).filter(Boolean).map((text) => ({ text, start: 0, end: 0 }));
    return gradeWithModelAnswers([questionOf(row)], { language: 'en', text: answer, words }).score / 100;
  });
}
