import { toLanguage, type Language } from '@nurselab/core';
import type { LanguageEngines, TranscriberName } from './registry.js';

/**
 * "en=a,b;th=b": per language, names in order (transcribers in TRANSCRIBERS, evaluators in
 * EVALUATORS). The pattern admits only the given names; config validates the languages.
 */
export function languageListPattern(names: readonly string[]): RegExp {
  const name = `(?:${names.join('|')})`;
  const entry = `[a-z]{2,4}=${name}(?:,${name})*`;
  return new RegExp(`^${entry}(?:;${entry})*$`);
}

/** Every language code of a value the pattern accepted is one of the product's. */
export const knownLanguages = (value: string) => value.split(';').every((entry) => toLanguage(entry.split('=')[0]));

export function parseLanguageLists<Name extends string>(value: string): Partial<Record<Language, Name[]>> {
  const lists: Partial<Record<Language, Name[]>> = {};
  for (const entry of value.split(';')) {
    const [code, names] = entry.split('=');
    const language = toLanguage(code);
    if (language) lists[language] = names.split(',') as Name[];
  }
  return lists;
}

/** "en=pocketsphinx,whisper;th=whisper": per language, the engines to try in order. */
export const TRANSCRIBERS_PATTERN = languageListPattern(['pocketsphinx', 'whisper', 'openai']);

export const parseLanguageEngines = (value: string): LanguageEngines => parseLanguageLists<TranscriberName>(value);
