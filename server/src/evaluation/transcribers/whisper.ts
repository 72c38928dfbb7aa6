import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { Language } from '@nurselab/core';
import type { WhisperContext } from '@fugood/whisper.node';
import { readWavInfo } from '../../media/wav.js';
import { TranscriberError } from './errors.js';
import { createLimiter } from './limit.js';
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
  timeoutPerAudioSecond?: number;
}

export type WhisperTranscriber = Transcriber & { release(): Promise<void> };

const NAME = 'whisper';
const ALL_LANGUAGES: Language[] = ['th', 'zh', 'en', 'ja', 'id'];
const MAX_PROMPT_CHARACTERS = 600;

export function createWhisperTranscriber(config: WhisperConfig): WhisperTranscriber {
  const englishOnlyModel = /\.en([.-]|$)/.test(basename(config.modelPath));
  const languages = new Set(config.languages ?? (englishOnlyModel ? ['en'] : ALL_LANGUAGES));
  const oneAtATime = createLimiter(1);
  let context: Promise<WhisperContext> | undefined;

  async function loadContext(): Promise<WhisperContext> {
    await checkWhisperModelFile(config.modelPath, NAME);
    if (config.preflight ?? true) await loadsInChildProcess(config.modelPath, config.libVariant);
    let binding: typeof import('@fugood/whisper.node');
    try {
      binding = await import('@fugood/whisper.node');
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
    const unspaced = UNSPACED_LANGUAGES.has(language);
    const prompt = config.promptWithHints && options.hints?.length ? options.hints.join(' ').slice(0, MAX_PROMPT_CHARACTERS) : undefined;
    let stopReason: 'aborted' | 'timeout' | undefined;
    let stop: (() => Promise<void>) | undefined;
    const halt = (reason: 'aborted' | 'timeout') => {
      stopReason ??= reason;
      void stop?.();
    };
    const onAbort = () => halt('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timeoutMs = Math.max(30_000, durationSeconds * (config.timeoutPerAudioSecond ?? 5) * 1000);
    const timer = setTimeout(() => halt('timeout'), timeoutMs);
    try {
      const job = whisper.transcribeFile(wavPath, {
        language,
        temperature: 0,
        maxThreads: config.threads ?? availableParallelism(),
        // One token per segment gives token times; merged into words below.
        ...(unspaced ? {} : { tokenTimestamps: true, maxLen: 1 }),
        ...(prompt && { prompt }),
      });
      stop = job.stop;
      if (options.signal?.aborted) halt('aborted');
      const result = await job.promise;
      if (stopReason === 'timeout') throw new TranscriberError('timeout', NAME, `whisper.cpp took longer than ${timeoutMs} ms`, true);
      if (stopReason || result.isAborted) throw new TranscriberError('aborted', NAME, 'Transcription was cancelled', false);
      const words = unspaced ? segmentsToWords(result.segments, language) : tokensToWords(result.segments);
      const text = unspaced ? result.segments.map((segment) => segment.text.trim()).join(' ') : words.map((word) => word.text).join(' ');
      return { language, text, words };
    } catch (error) {
      if (error instanceof TranscriberError) throw error;
      throw new TranscriberError('failed', NAME, `whisper.cpp failed on ${wavPath}: ${String(error)}`, false, { cause: error });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
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
  };
}
