import { isLanguage, reviewFeedbackLines, type AttemptEvidence, type Language, type LocalizedPhrasings, type LocalizedText } from '@nurselab/core';
import type { ReviewForm } from './types';

type LabQuestions = ReviewForm['lab']['questions'];

/** A text of the lab in one language (English when the language is not one of the product's). */
export const inLanguage = (text: LocalizedText, language: string): string => text[isLanguage(language) ? language : 'en'];

/** A rubric item's name: its phrasings as a student would say them, in one language. */
export const phrasingsIn = (phrasings: LocalizedPhrasings, language: string, max = 3): string => phrasings[isLanguage(language) ? language : 'en'].slice(0, max).join(' / ');

/**
 * Pros and recommendations drafted from the ticked items, in the answer's language, by core's
 * rule for the student's feedback: pros quote the words that met a ticked item (never a praise
 * sentence, never harmful words), recommendations name each harmful statement ticked, then what
 * the unticked items ask for.
 */
export const draftFeedback = (questions: LabQuestions, evidence: AttemptEvidence | null, itemsMet: ReadonlySet<string>, language: Language | string) =>
  reviewFeedbackLines(questions, evidence, itemsMet, isLanguage(language) ? language : 'en');

/** One entry per non-blank line. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A score typed by the professor: a number from 0 to 100 (one decimal kept), or null. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Math.round(Number(trimmed) * 10) / 10;
  return value >= 0 && value <= 100 ? value : null;
}

/** A reason is required when the attempt had a score and the new one differs (as the server enforces). */
export const reasonRequired = (previousScore: number | null | undefined, score: number | null): boolean =>
  typeof previousScore === 'number' && score !== null && Math.abs(previousScore - score) >= 0.05;
