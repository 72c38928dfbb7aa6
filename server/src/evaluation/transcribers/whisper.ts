import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { Language } from '@nurselab/core';
import type { TranscribeResult, WhisperContext } from '@fugood/whisper.node';
import { measureSpeech } from '../../media/measureSpeech.js';
import { readWavInfo } from '../../media/wav.js';
import { TranscriberError } from './errors.js';
import { plausibilityHearing } from './hearing.js';
import { createLimiter } from './limit.js';
import { currentLoad, RECOGNISER_TIME_LIMIT, recogniserTimeLimitMs, SpeedMeter, type TimeLimitPolicy } from './timeLimit.js';
import type { TranscribeOptions, Transcriber, Transcript } from './types.js';
import { checkWhisperModelFile } from './whisperModelFile.js';
import { loadsInChildProcess } from './whisperPreflight.js';
import { segmentsToWords, tokensToWords, UNSPACED_LANGUAGES } from './whisperWords.js';

export interface WhisperConfig {
  /** A whisper.cpp ggml model, e.g. data/models/ggml-base.bin (`npm run models:download`). */
  modelPath: string;
  /** Native build: 'default' (CPU), 'cuda' or 'vulkan'. */
  libVariant?: 'default' | 'cuda' | 'vulkan';
  useGpu?: boolean;
  threads?: number;
  /** Default: all five, or only English for an English-only ".en" model. */
  languages?: Language[];
  /** Pass the hints as whisper's initial prompt. Off until measured: it can bias hallucinations on silence. */
  promptWithHints?: boolean;
  /** Load the model in a child process first, so a damaged file cannot abort this process. Default true. */
  preflight?: boolean;
  /**
   * A fixed limit of so many wall-clock seconds per second of audio (at least minTimeoutMs,
   * default 30 s). Unset, the limit follows the clip's length and this server's measured
   * whisper speed and load (timeLimit.ts, WHISPER_TIME_LIMIT).
   */
  timeoutPerAudioSecond?: number;
  minTimeoutMs?: number;
  /**
   * How long a stopped run may take to settle before it is abandoned. In @fugood/whisper.node
   * 1.1.x stop() only flags the job: whisper.cpp runs on to the end of the file and the promise
   * never settles, so the adapter gives up on it and loads a fresh context. Default 2 s.
   */
  stopGraceMs?: number;
  /** whisper.cpp's temperature fallback step (its default 0.2 retries a failing window up to five times); 0 turns it off. */
  temperatureInc?: number;
}

export type WhisperTranscriber = Transcriber & {
  release(): Promise<void>;
  /** Releases the model once the runs already queued have finished (a model an administrator replaced). */
  retire(): Promise<void>;
};

const NAME = 'whisper';
const WHISPER_HEARING_METHOD = 'whisper-plausibility/1';
/** whisper on CPU is slower than pocketsphinx: assume real time until this server has measured it. */
const WHISPER_TIME_LIMIT: TimeLimitPolicy = { ...RECOGNISER_TIME_LIMIT, floorMs: 30_000, assumedRealTimeFactor: 1 };
const ALL_LANGUAGES: Language[] = ['th', 'zh', 'en', 'ja', 'id'];
const MAX_PROMPT_CHARACTERS = 600;
/** Audio decoded to tell the language: whisper detects it from the first window's encoding. */
const DETECTION_WINDOW_MS = 1000;

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

export function createWhisperTranscriber(config: WhisperConfig): WhisperTranscriber {
  const englishOnlyModel = /\.en([.-]|$)/.test(basename(config.modelPath));
  const languages = new Set(config.languages ?? (englishOnlyModel ? ['en'] : ALL_LANGUAGES));
  const oneAtATime = createLimiter(1);
  const speed = new SpeedMeter();
  let context: Promise<WhisperContext> | undefined;

  async function loadContext(): Promise<WhisperContext> {
    await checkWhisperModelFile(config.modelPath, NAME);
    if (config.preflight ?? true) await loadsInChildProcess(config.modelPath, config.libVariant);
    let binding: typeof import('@fugood/whisper.node');
    try {
      binding = await import('@fugood/whisper.node');
      // whisper.cpp's own log callback keeps a handle open, so Node would never exit.
      await binding.toggleNativeLog(false);
    } catch (error) {
      throw new TranscriberError('unavailable', NAME, `The whisper.cpp binding could not be loaded: ${String(error)}`, false, { cause: error });
    }
    try {
      return await binding.initWhisper({ filePath: config.modelPath, useGpu: config.useGpu ?? false }, config.libVariant);
    } catch (error) {
      throw new TranscriberError('unavailable', NAME, `Whisper model ${config.modelPath} could not be loaded: ${String(error)}`, false, { cause: error });
    }
  }

  function getContext(): Promise<WhisperContext> {
    // A failed load is not cached: the file may be fixed (downloaded) while the server runs.
    context ??= loadContext().catch((error: unknown) => {
      context = undefined;
      throw error;
    });
    return context;
  }

  async function run(wavPath: string, language: Language, options: TranscribeOptions): Promise<Transcript> {
    const whisper = await getContext();
    const { durationSeconds } = await readWavInfo(wavPath).catch((error: unknown) => {
      throw new TranscriberError('failed', NAME, `whisper cannot read ${wavPath}: ${String(error)}`, false, { cause: error });
    });
    const timeoutMs =
      config.timeoutPerAudioSecond === undefined
        ? recogniserTimeLimitMs(durationSeconds, speed.realTimeFactor(), currentLoad(), { ...WHISPER_TIME_LIMIT, floorMs: config.minTimeoutMs ?? WHISPER_TIME_LIMIT.floorMs })
        : Math.max(config.minTimeoutMs ?? 30_000, durationSeconds * config.timeoutPerAudioSecond * 1000);
    const loadAtStart = currentLoad();
    const started = performance.now();
    let spoken: Language;
    let result: TranscribeResult;
    try {
      spoken = await spokenLanguage(whisper, wavPath, language, options, timeoutMs);
      const unspacedRun = UNSPACED_LANGUAGES.has(spoken);
      const prompt = config.promptWithHints && options.hints?.length ? options.hints.join(' ').slice(0, MAX_PROMPT_CHARACTERS) : undefined;
      result = await settle(whisper, wavPath, options.signal, timeoutMs, {
        language: spoken,
        // One token per segment gives token times; merged into words below.
        ...(unspacedRun ? {} : { tokenTimestamps: true, maxLen: 1 }),
        ...(prompt && { prompt }),
      });
      speed.record(durationSeconds, performance.now() - started, loadAtStart, currentLoad());
    } catch (error) {
      // A run stopped at its limit was at least that slow: the retry gets a longer one.
      if (error instanceof TranscriberError && error.code === 'timeout') speed.record(durationSeconds, timeoutMs, loadAtStart, currentLoad());
      throw error;
    }
    const unspaced = UNSPACED_LANGUAGES.has(spoken);
    // An untrained or confused model can place times past the end of the recording.
    const segments = result.segments.map((segment) => ({
      ...segment,
      t0: clamp(segment.t0, 0, durationSeconds * 1000),
      t1: clamp(segment.t1, 0, durationSeconds * 1000),
    }));
    const words = unspaced ? segmentsToWords(segments, spoken) : tokensToWords(segments);
    const text = unspaced ? segments.map((segment) => segment.text.trim()).join(' ') : words.map((word) => word.text).join(' ');
    // @fugood/whisper.node 1.1.x returns only each segment's text, t0 and t1: no token
    // probabilities and no no-speech probability (see its lib/binding.ts and
    // whisper_utils::createTranscribeResult), so the hearing is what the words' timing and text show.
    const { speechSeconds } = await measureSpeech(wavPath, { signal: options.signal }).catch((error: unknown) => {
      throw new TranscriberError('failed', NAME, `Could not measure the speech in ${wavPath}: ${String(error)}`, false, { cause: error });
    });
    return { language: spoken, text, words, hearing: plausibilityHearing(WHISPER_HEARING_METHOD, words, text, speechSeconds) };
  }

  /** The language whisper hears in the first window, when it is one the answer may be graded in. */
  async function spokenLanguage(whisper: WhisperContext, wavPath: string, language: Language, options: TranscribeOptions, timeoutMs: number) {
    const candidates = (options.detectAmong ?? []).filter((candidate) => languages.has(candidate));
    if (!candidates.some((candidate) => candidate !== language)) return language;
    const probe = await settle(whisper, wavPath, options.signal, timeoutMs, { language: 'auto', duration: DETECTION_WINDOW_MS });
    const detected = candidates.find((candidate) => candidate === probe.language);
    return detected ?? language;
  }

  /**
   * One whisper.cpp run that ends one way or another: past the time limit (or on abort) it is
   * stopped with the binding's stop(), and a run that does not even settle after that is given
   * up on, its context dropped so the next transcription loads a fresh one.
   */
  async function settle(
    whisper: WhisperContext,
    wavPath: string,
    signal: AbortSignal | undefined,
    timeoutMs: number,
    options: { language: string; duration?: number; tokenTimestamps?: boolean; maxLen?: number; prompt?: string },
  ): Promise<TranscribeResult> {
    let stopReason: 'aborted' | 'timeout' | undefined;
    let giveUp: (() => void) | undefined;
    const abandoned = new Promise<never>((_, reject) => {
      giveUp = () => reject(new Error('whisper.cpp did not stop'));
    });
    let job: ReturnType<WhisperContext['transcribeFile']> | undefined;
    let graceTimer: NodeJS.Timeout | undefined;
    const current = context;
    const halt = (reason: 'aborted' | 'timeout') => {
      if (stopReason) return;
      stopReason = reason;
      void job?.stop().catch(() => undefined);
      graceTimer = setTimeout(() => {
        if (context === current) context = undefined;
        giveUp?.();
      }, config.stopGraceMs ?? 2_000);
    };
    const onAbort = () => halt('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => halt('timeout'), timeoutMs);
    try {
      job = whisper.transcribeFile(wavPath, {
        ...options,
        temperature: 0,
        ...(config.temperatureInc !== undefined && { temperatureInc: config.temperatureInc }),
        maxThreads: config.threads ?? availableParallelism(),
      });
      if (signal?.aborted) halt('aborted');
      const result = await Promise.race([job.promise, abandoned]).catch((error: unknown) => {
        if (stopReason) return { isAborted: true, segments: [], result: '' } satisfies TranscribeResult;
        throw error;
      });
      if (stopReason === 'timeout') throw new TranscriberError('timeout', NAME, `whisper.cpp took longer than ${Math.round(timeoutMs)} ms and was stopped`, true);
      if (stopReason || result.isAborted) throw new TranscriberError('aborted', NAME, 'Transcription was cancelled', false);
      return result;
    } catch (error) {
      if (error instanceof TranscriberError) throw error;
      throw new TranscriberError('failed', NAME, `whisper.cpp failed on ${wavPath}: ${String(error)}`, false, { cause: error });
    } finally {
      clearTimeout(timer);
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    name: NAME,
    version: `whisper.cpp ${basename(config.modelPath)}`,
    supports: (language: Language) => languages.has(language),

    async transcribe(wavPath: string, language: Language, options: TranscribeOptions = {}): Promise<Transcript> {
      if (!languages.has(language)) {
        throw new TranscriberError('unsupported_language', NAME, `The whisper model ${basename(config.modelPath)} is not set up for "${language}"`, false);
      }
      return oneAtATime(() => run(wavPath, language, options));
    },

    async release() {
      const loaded = context;
      context = undefined;
      if (loaded) await (await loaded.catch(() => undefined))?.release();
    },

    retire() {
      return oneAtATime(() => this.release());
    },
  };
}
