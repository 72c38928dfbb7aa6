import type { CriticalItem, Question, RubricItem } from '../content/labSchema.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { packOf } from './language/index.js';
import type { Transcript } from './types.js';

/** Test helpers: small rubrics written per language, and transcripts made from text. */

type Some<T> = Partial<Record<Language, T>>;

const every = <T>(values: Some<T>, fallback: T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, values[l] ?? fallback])) as Record<Language, T>;

export function item(id: string, phrasings: Some<string[]>, weight = 1): RubricItem {
  return {
    id,
    weight,
    phrasings: every(phrasings, ['-']),
    feedback: { met: every({}, `met ${id}`), missed: every({}, `missed ${id}`) },
  };
}

export function criticalItem(id: string, phrasings: Some<string[]>, danger: Some<string>): CriticalItem {
  return { id, phrasings: every(phrasings, ['-']), danger: every(danger, `danger ${id}`) };
}

export function question(number: number, rubric: RubricItem[], critical: CriticalItem[] = [], text: Some<string> = {}): Question {
  return { number, points: 100, text: every(text, `question ${number}`), rubric, critical };
}

/** Words split as a recogniser would give them (spaces, or after punctuation), one every 0.5 s. */
export function spoken(language: Language, text: string): Transcript {
  const parts = packOf(language).unspaced ? text.split(/(?<=[，。、 ])/) : text.split(/\s+/);
  const words = parts.filter((p) => p.trim()).map((t, i) => ({ text: t.trim(), start: i * 0.5, end: i * 0.5 + 0.4 }));
  return { language, text, words };
}
