import type { Language } from '@nurselab/core';
import { createOpenAiTranscriber, type OpenAiTranscriberConfig } from './openai.js';
import { createPocketsphinxTranscriber, type PocketsphinxConfig } from './pocketsphinx.js';
import type { Transcriber } from './types.js';
import { createWhisperTranscriber, type WhisperConfig } from './whisper.js';

export type TranscriberName = 'pocketsphinx' | 'whisper' | 'openai';

/** Which engine serves which language; a list is a preference order. */
export type LanguageEngines = Partial<Record<Language, TranscriberName | TranscriberName[]>>;

export interface TranscriptionSettings {
  /** Engines to set up. pocketsphinx is on unless set to false; the others only when configured. */
  pocketsphinx?: PocketsphinxConfig | false;
  whisper?: WhisperConfig;
  openai?: OpenAiTranscriberConfig;
  languages?: LanguageEngines;
}

export interface TranscriberChoiceConfig {
  languages: LanguageEngines;
  transcribers: Partial<Record<TranscriberName, Transcriber>>;
}

/** Offline pocketsphinx for English; whisper, then a remote server, for everything. */
export const DEFAULT_LANGUAGE_ENGINES: Required<LanguageEngines> = {
  en: ['pocketsphinx', 'whisper', 'openai'],
  th: ['whisper', 'openai'],
  zh: ['whisper', 'openai'],
  ja: ['whisper', 'openai'],
  id: ['whisper', 'openai'],
};

/**
 * The first configured transcriber named for the language that supports it, or undefined:
 * then nobody can transcribe the answer and it goes to a professor (needs_review) ungraded.
 */
export function chooseTranscriber(config: TranscriberChoiceConfig, language: Language): Transcriber | undefined {
  const named = config.languages[language];
  const candidates = named === undefined ? [] : Array.isArray(named) ? named : [named];
  for (const name of candidates) {
    const transcriber = config.transcribers[name];
    if (transcriber?.supports(language)) return transcriber;
  }
  return undefined;
}

/** Builds the transcribers the settings ask for (nothing is loaded or started until first use). */
export function createTranscriberChoice(settings: TranscriptionSettings = {}): TranscriberChoiceConfig {
  const transcribers: TranscriberChoiceConfig['transcribers'] = {};
  if (settings.pocketsphinx !== false) transcribers.pocketsphinx = createPocketsphinxTranscriber(settings.pocketsphinx ?? {});
  if (settings.whisper) transcribers.whisper = createWhisperTranscriber(settings.whisper);
  if (settings.openai) transcribers.openai = createOpenAiTranscriber(settings.openai);
  return { languages: { ...DEFAULT_LANGUAGE_ENGINES, ...settings.languages }, transcribers };
}
