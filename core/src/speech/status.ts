import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { evaluationEstimateSchema } from '../submissions/estimate.js';

export const SPEECH_ENGINES = ['pocketsphinx', 'whisper', 'openai'] as const;
export type SpeechEngine = (typeof SPEECH_ENGINES)[number];

const language = z.enum(LANGUAGES);
const engineName = z.enum(SPEECH_ENGINES);

/** Word accuracy for languages written with spaces, character accuracy for Thai, Chinese and Japanese. */
export const SELF_TEST_ACCURACY_UNITS = ['words', 'characters'] as const;

/** One run of an engine on a bundled clip, on this server. */
export const speechSelfTestSchema = z.object({
  engine: engineName,
  version: z.string(),
  language,
  audioSeconds: z.number(),
  elapsedMs: z.number(),
  /** Seconds of audio transcribed per second of waiting: above 1 is faster than real time. */
  speed: z.number(),
  words: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
  /**
   * The language spoken in the clip: the tested language when it has its own bundled clip, else
   * the one it was timed on (speed only). Null in results kept from before clips per language.
   */
  clipLanguage: language.nullable().default(null),
  /** Share of the clip's expected words (characters in th, zh, ja) the engine wrote; null when the clip is not in the tested language. */
  accuracy: z.number().min(0).max(1).nullable().default(null),
  accuracyUnit: z.enum(SELF_TEST_ACCURACY_UNITS).nullable().default(null),
});
export type SpeechSelfTest = z.infer<typeof speechSelfTestSchema>;
export type SpeechSelfTestInput = z.input<typeof speechSelfTestSchema>;

/** Which engine transcribes a language, or null when answers in it go to the professor. */
export const speechLanguageSchema = z.object({
  language,
  engine: engineName.nullable(),
  version: z.string().nullable(),
  /** The engines named for this language, in order of preference, configured or not. */
  preference: z.array(engineName),
});

export const speechStatusSchema = z.object({
  languages: z.array(speechLanguageSchema),
  engines: z.array(z.object({ name: engineName, version: z.string(), languages: z.array(language) })),
  /** The latest self-test of each engine on this server process; empty until one is run. */
  selfTests: z.array(speechSelfTestSchema),
});
export type SpeechStatus = z.infer<typeof speechStatusSchema>;

/** What a student is told before recording: scored at once, or by the professor. */
export const SCORING_MODES = ['automatic', 'professor'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];
export const scoringModesSchema = z.object({
  languages: z.record(language, z.enum(SCORING_MODES)),
  /**
   * How long after its upload an answer of the longest length is scored on this server now
   * (core estimateEvaluation: its measured speed, the answers waiting, its workers); seconds null
   * without history. Absent from servers that do not estimate.
   */
  estimate: evaluationEstimateSchema.extend({ audioSeconds: z.number() }).optional(),
});
export type ScoringModes = z.infer<typeof scoringModesSchema>;
