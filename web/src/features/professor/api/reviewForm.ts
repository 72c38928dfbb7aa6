import { isLanguage, reviewFeedbackLines, type AttemptEvidence, type Language, type LocalizedPhrasings, type LocalizedText } from '@nurselab/core';
import type { ReviewForm, ReviewRecord } from './types';

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

/** The grade an attempt has before this review: a lecturer's (the latest review, with who and when), the automatic one, or none. */
export type GradeBefore =
  | { by: 'lecturer'; score: number; name: string; at: string }
  | { by: 'automatic'; score: number }
  | { by: 'none' };

export function gradeBefore(attempt: { status: string; studentScore: number | null; reviewed?: boolean; reviews?: ReviewRecord[] }): GradeBefore {
  const latest = attempt.reviews?.at(-1);
  if (latest) {
    const name = `${latest.reviewer.firstName} ${latest.reviewer.lastName}`.trim() || latest.reviewer.username;
    return { by: 'lecturer', score: attempt.studentScore ?? latest.scoreAfter, name, at: latest.createdAt };
  }
  if (!attempt.reviewed && attempt.status === 'graded' && typeof attempt.studentScore === 'number') return { by: 'automatic', score: attempt.studentScore };
  return { by: 'none' };
}

/**
 * A reason is required only when an AUTOMATIC grade changes (as the server enforces): re-grading a
 * lecturer's grade, or grading an answer that waited for the lecturer, needs none.
 */
export const reasonRequired = (before: GradeBefore, score: number | null): boolean =>
  before.by === 'automatic' && score !== null && Math.abs(before.score - score) >= 0.05;
