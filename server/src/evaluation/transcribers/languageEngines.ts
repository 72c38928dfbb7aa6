import { toLanguage } from '@nurselab/core';
import type { LanguageEngines, TranscriberName } from './registry.js';

const ENGINE = '(?:pocketsphinx|whisper|openai)';
const ENTRY = `[a-z]{2,4}=${ENGINE}(?:,${ENGINE})*`;
/** "en=pocketsphinx,whisper;th=whisper": per language, the engines to try in order (config validates the languages). */
export const TRANSCRIBERS_PATTERN = new RegExp(`^${ENTRY}(?:;${ENTRY})*$`);

export function parseLanguageEngines(value: string): LanguageEngines {
  const engines: LanguageEngines = {};
  for (const entry of value.split(';')) {
    const [code, names] = entry.split('=');
    const language = toLanguage(code);
    if (language) engines[language] = names.split(',') as TranscriberName[];
  }
  return engines;
}
