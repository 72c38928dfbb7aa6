import type { Language } from '@nurselab/core';
import english from './v1/en.js';
import indonesian from './v1/id.js';
import japanese from './v1/ja.js';
import thai from './v1/th.js';
import chinese from './v1/zh.js';

/** The prompt version new evaluations use; its files live in ./<version>/<language>.ts. */
export const PROMPT_VERSION = 'v1';

/** One system prompt per answer language: the English instructions, with each language's own wording for quoting and feedback. */
const PROMPTS: Record<Language, string> = {
  th: thai,
  zh: chinese,
  en: english.replaceAll('{language}', 'English'),
  ja: japanese,
  id: indonesian,
};

/** The system prompt for an answer in this language, and its version as stored ("v1/th", "v1/en"). */
export function promptFor(language: Language): { version: string; system: string } {
  return { version: `${PROMPT_VERSION}/${language}`, system: PROMPTS[language] };
}
