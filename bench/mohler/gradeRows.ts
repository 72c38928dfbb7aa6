import { gradeWithModelAnswers } from '../reference/modelAnswerRubric.js';
import type { Question } from '../../core/src/content/labSchema.js';
import { LANGUAGES } from '../../core/src/i18n/languages.js';
import { referenceSimilarities } from '../reference/sentenceEncoder.js';
import type { MohlerRow } from './dataset.js';

const everyLanguage = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, text])) as Question['text'];

/** One question whose only grading material is the reference answer, as a lab with only a model answer. */
export function questionOf(row: MohlerRow): Question {
  const placeholder = { id: 'placeholder', weight: 1, phrasings: Object.fromEntries(LANGUAGES.map((l) => [l, ['-']])) as never, feedback: { met: everyLanguage('-'), missed: everyLanguage('-') } };
  return { number: 1, points: 100, text: everyLanguage(row.question), modelAnswer: everyLanguage(row.referenceAnswer), rubric: [placeholder] };
}

/** The answers were typed into a web form: its line breaks and escaped characters are markup, not words. */
export function plainAnswer(answer: string): string {
  return answer
    .replace(/<[^>]*>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}

/**
 * Reference mode's grade (0..1) for every row: gradeWithRubric against a rubric derived from the
 * reference answer (gradeWithModelAnswers), the question text as the case, with the sentence
 * encoder's reading of the answer; nothing learnt.
 */
export async function gradeRows(rows: MohlerRow[]): Promise<number[]> {
  const scores: number[] = [];
  for (const row of rows) {
    const answer = plainAnswer(row.studentAnswer);
    const words = answer.split(/\s+/).filter(Boolean).map((text) => ({ text, start: 0, end: 0 }));
    const questions = [questionOf(row)];
    const similarity = await referenceSimilarities(questions, answer, 'en');
    scores.push(gradeWithModelAnswers(questions, { language: 'en', text: answer, words }, { similarity }).score / 100);
  }
  return scores;
}
