import type { Language } from '@nurselab/core';
import english from './v1/en.js';
import thai from './v1/th.js';

/** The prompt version new evaluations use; its files live in ./<version>/<language>.ts. */
export const PROMPT_VERSION = 'v1';

const LANGUAGE_NAMES: Record<Language, string> = { th: 'Thai', zh: 'Simplified Chinese', en: 'English', ja: 'Japanese', id: 'Indonesian' };
/** Languages whose wording differs from the English fallback. */
const OWN: Partial<Record<Language, string>> = { th: thai };

/** The system prompt for an answer in this language, and its version as stored ("v1/th", "v1/en"). */
export function promptFor(language: Language): { version: string; system: string } {
  const own = OWN[language];
  if (own) return { version: `${PROMPT_VERSION}/${language}`, system: own };
  return { version: `${PROMPT_VERSION}/en`, system: english.replaceAll('{language}', LANGUAGE_NAMES[language]) };
}
