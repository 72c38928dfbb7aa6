export type { Transcriber, TranscribeOptions, Transcript, TranscriptWord } from './types.js';
export { TranscriberError, type TranscriberErrorCode } from './errors.js';
export { createPocketsphinxTranscriber, DEFAULT_SEARCH_ARGS, type HintModelSettings, type PocketsphinxConfig } from './pocketsphinx.js';
export { createWhisperTranscriber, type WhisperConfig, type WhisperTranscriber } from './whisper.js';
export { createOpenAiTranscriber, type OpenAiTranscriberConfig } from './openai.js';
export {
  chooseTranscriber,
  createTranscriberChoice,
  DEFAULT_LANGUAGE_ENGINES,
  type LanguageEngines,
  type TranscriberChoiceConfig,
  type TranscriberName,
  type TranscriptionSettings,
} from './registry.js';
