import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@nurselab/core';
import { MediaError } from '../../media/errors.js';
import { measureSpeech } from '../../media/measureSpeech.js';
import { BACKGROUND_NICENESS, ProcessError, runProcess } from '../../media/runProcess.js';
import { splitAtPauses, splitFinishedPieces, type AudioChunk } from '../../media/splitAtPauses.js';
import { TranscriberError } from './errors.js';
import { writeHintModel, type HintModelSettings, type ModelFiles } from './hintModelFiles.js';
import { createLimiter } from './limit.js';
import { LastPieces } from './lastPieces.js';
import { PieceCache } from './pieceCache.js';
import { pocketsphinxHearing } from './pocketsphinxHearing.js';
import { parseWordTimes } from './pocketsphinxOutput.js';
import { currentLoad, recogniserTimeLimitMs, SpeedMeter, type TimeLimitPolicy } from './timeLimit.js';
import { StreamedPiece, WAV_HEADER_BYTES } from './streamedPiece.js';
import type { LiveTranscribeOptions, TranscribeOptions, Transcriber, Transcript, TranscriptWord } from './types.js';

export interface PocketsphinxConfig {
  /** Default "pocketsphinx_continuous" (Debian package pocketsphinx). */
  command?: string;
  /** Default /usr/share/pocketsphinx/model/en-us (Debian package pocketsphinx-en-us). */
  modelDir?: string;
  acousticModel?: string;
  languageModel?: string;
  dictionary?: string;
  /** Longer recordings are cut at pauses into chunks of at most this length. Default 30 s. */
  maxChunkSeconds?: number;
  /** Recogniser processes running at once, shared by all transcriptions. Default: the CPU count. */
  parallelism?: number;
  /** Decoder pruning flags; replaces DEFAULT_SEARCH_ARGS. */
  searchArgs?: string[];
  /**
   * A chunk's time limit follows its length and this server's measured speed (timeLimit.ts).
   * This sets a lower bound of so many wall-clock seconds per second of audio on top.
   */
  timeoutPerAudioSecond?: number;
  /** Replaces RECOGNISER_TIME_LIMIT (floor, ceiling, margin, speed assumed before a measurement). */
  timeLimit?: TimeLimitPolicy;
  tmpDir?: string;
  /**
   * Bias recognition towards the hints (rubric phrasings, model answers) with a bigram model
   * built from them and mixed with general English. Off unless set; measure before enabling.
   */
  hintModel?: HintModelSettings;
  /** Where recognised pieces are kept by their exact bytes (transcription during upload fills it). */
  pieceCacheDir?: string;
}

/**
 * Narrower pruning than pocketsphinx's defaults (30000 HMMs and unlimited words per frame).
 * Measured on 321 s of synthetic answers (flite voices): CPU 121.7 s -> 76.6 s, word error
 * rate 0.232 -> 0.227. Dropping the second pass too (-fwdflat no -bestpath no) saves another
 * quarter of the CPU but loses words ("vital signs" -> "vinyl signs"): WER 0.238.
 */
export const DEFAULT_SEARCH_ARGS = ['-maxhmmpf', '3000', '-maxwpf', '10'];

/** A last piece heard while it arrives is given up when its upload stalls this long (or this long in all). */
const STREAMED_PIECE_IDLE_MS = 60_000;
const STREAMED_PIECE_TIMEOUT_MS = 15 * 60_000;
/** Less than half a sample at 16 kHz. */
const SAME_OFFSET_SECONDS = 1e-5;

/** pocketsphinx's lattice search sometimes fails on an utterance and then drops it entirely. */
const LATTICE_FAILURE = 'Failed to find DAG node';

const NAME = 'pocketsphinx';

export type { HintModelSettings };

export function createPocketsphinxTranscriber(config: PocketsphinxConfig = {}): Transcriber {
  const command = config.command ?? 'pocketsphinx_continuous';
  const modelDir = config.modelDir ?? '/usr/share/pocketsphinx/model/en-us';
  const acousticModel = config.acousticModel ?? join(modelDir, 'en-us');
  const languageModel = config.languageModel ?? join(modelDir, 'en-us.lm.bin');
  const dictionary = config.dictionary ?? join(modelDir, 'cmudict-en-us.dict');
  const searchArgs = config.searchArgs ?? DEFAULT_SEARCH_ARGS;
  const maxChunkSeconds = config.maxChunkSeconds ?? 30;
  const speed = new SpeedMeter();
  const parallelism = Math.max(1, config.parallelism ?? availableParallelism());
  const limit = createLimiter(parallelism);
  const pieces = config.pieceCacheDir ? new PieceCache(config.pieceCacheDir) : undefined;
  const recogniserArgs = (models: ModelFiles) => ['-time', 'yes', '-hmm', acousticModel, '-lm', models.lm, '-dict', models.dict, ...searchArgs];
  // With a hint model each answer has its own language model file: not worth holding a recogniser for.
  const lastPieces =
    pieces && !config.hintModel
      ? new LastPieces(
          (offsetSeconds) =>
            new StreamedPiece(offsetSeconds, command, recogniserArgs({ lm: languageModel, dict: dictionary }), {
              niceness: BACKGROUND_NICENESS,
              timeoutMs: STREAMED_PIECE_TIMEOUT_MS,
              idleMs: STREAMED_PIECE_IDLE_MS,
            }),
          maxChunkSeconds,
          parallelism * 2,
        )
      : undefined;
  /**
   * Pieces being recognised (or waiting for a recogniser) in this process: the whole-file path
   * waits for one rather than starting it twice, hurrying it if it waits as background work.
   */
  const running = new Map<string, { output: Promise<string>; hurry: () => void }>();
  const version = [
    '5prealpha en-us',
    ...searchArgs,
    ...(config.hintModel ? [`hint-lm:${config.hintModel.backgroundWords ?? 20000}/${config.hintModel.hintWeight ?? 0.5}`] : []),
  ].join(' ');
  // What decides a piece's words besides its bytes: the engine, its models and (with a hint model) the hints.
  const engineKey = (hints: string[] | undefined) =>
    [version, acousticModel, languageModel, dictionary, ...(config.hintModel ? (hints ?? []) : [])].join('\n');

  /** A piece's words: from the piece cache when these very bytes were recognised before, else from the recogniser. */
  async function recognisePiece(chunk: AudioChunk, models: ModelFiles, hints: string[] | undefined, options: PieceOptions = {}): Promise<TranscriptWord[]> {
    if (!pieces) return parseWordTimes(await recogniserOutput(chunk, models, { background: false, hurryQueued: () => {} }, options.signal), chunk.offsetSeconds);
    const bytes = await readFile(chunk.path);
    const key = PieceCache.key(engineKey(hints), bytes);
    const live = running.get(key);
    if (!options.background) live?.hurry();
    const kept = (await pieces.get(key)) ?? (await live?.output.catch(() => undefined));
    if (kept !== undefined) {
      options.streamed?.abort();
      // Another upload of the same audio recognised it first: this upload relies on it too.
      if (options.owner) await pieces.own(key, options.owner);
      return parseWordTimes(kept, chunk.offsetSeconds);
    }
    const turn: Turn = { background: !!options.background, hurryQueued: () => {} };
    const heard = options.streamed ? streamedOutput(options.streamed, bytes, chunk, models, turn, options.signal) : recogniserOutput(chunk, models, turn, options.signal);
    const output = heard.then(async (stdout) => {
      await pieces.set(key, stdout, options.owner);
      return stdout;
    });
    const hurry = () => {
      turn.background = false;
      turn.hurryQueued();
    };
    running.set(key, { output, hurry });
    try {
      return parseWordTimes(await output, chunk.offsetSeconds);
    } finally {
      running.delete(key);
    }
  }

  /** The last piece's words from the recogniser that heard it arrive, when it heard these very samples; else from its file. */
  async function streamedOutput(stream: StreamedPiece, bytes: Buffer, chunk: AudioChunk, models: ModelFiles, turn: Turn, signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) stream.abort();
    signal?.addEventListener('abort', () => stream.abort(), { once: true });
    const timeoutMs = recogniserTimeLimitMs(chunk.durationSeconds, speed.realTimeFactor(), currentLoad(), config.timeLimit);
    const result = await stream.complete(bytes.subarray(WAV_HEADER_BYTES), timeoutMs)?.catch(() => undefined);
    if (result && !result.stderr.includes(LATTICE_FAILURE)) return result.stdout;
    // The file run would fail the lattice search the same way: straight to the run without it.
    return recogniserOutput(chunk, models, turn, signal, { latticeFailed: !!result });
  }

  async function recogniserOutput(chunk: AudioChunk, models: ModelFiles, turn: Turn, signal?: AbortSignal, known: { latticeFailed?: boolean } = {}): Promise<string> {
    const args = ['-infile', chunk.path, ...recogniserArgs(models)];
    const withoutLattice = () => [...withoutFlag(args, '-bestpath'), '-bestpath', 'no'];
    const run = (runArgs: string[]) =>
      limit(async () => {
        // Measured once a slot is free: waiting for one is not the recogniser's time.
        const loadAtStart = currentLoad();
        const timeoutMs = Math.max(
          recogniserTimeLimitMs(chunk.durationSeconds, speed.realTimeFactor(), loadAtStart, config.timeLimit),
          chunk.durationSeconds * (config.timeoutPerAudioSecond ?? 0) * 1000,
        );
        const started = performance.now();
        try {
          const result = await runProcess(command, runArgs, { timeoutMs, signal });
          speed.record(chunk.durationSeconds, performance.now() - started, loadAtStart, currentLoad());
          return result;
        } catch (error) {
          if (error instanceof ProcessError && error.failure === 'timeout') speed.record(chunk.durationSeconds, timeoutMs, loadAtStart, currentLoad());
          throw error;
        }
      }, { background: turn.background, onQueued: (hurry) => (turn.hurryQueued = hurry) });
    try {
      if (known.latticeFailed) return (await run(withoutLattice())).stdout;
      const first = await run(args);
      const { stdout } = first.stderr.includes(LATTICE_FAILURE) ? await run(withoutLattice()) : first;
      return stdout;
    } catch (error) {
      throw translateError(error, command);
    }
  }

  return {
    name: NAME,
    version,
    supports: (language: Language) => language === 'en',

    async transcribe(wavPath: string, language: Language, options: TranscribeOptions = {}): Promise<Transcript> {
      if (language !== 'en') {
        throw new TranscriberError('unsupported_language', NAME, `pocketsphinx has no model for "${language}"`, false);
      }
      const workDir = await mkdtemp(join(config.tmpDir ?? tmpdir(), 'nurselab-sphinx-'));
      try {
        // Both settle before a failure is reported, so no chunk is written after workDir is removed.
        // The pipeline has measured the speech already: no second pass over the file for the same numbers.
        const [split, measured] = await Promise.allSettled([
          splitAtPauses(wavPath, { maxChunkSeconds, outputDir: workDir, signal: options.signal }),
          options.speech ?? measureSpeech(wavPath, { signal: options.signal }),
        ]);
        if (split.status === 'rejected') throw translateError(split.reason, command);
        if (measured.status === 'rejected') throw translateError(measured.reason, command);
        const [chunks, speech] = [split.value, measured.value];
        const models =
          config.hintModel && options.hints?.length
            ? await writeHintModel(options.hints, config.hintModel, { languageModel, dictionary }, workDir)
            : { lm: languageModel, dict: dictionary };
        // One failed chunk fails the transcription: stop the others before their files are removed.
        const stopOthers = new AbortController();
        const signal = options.signal ? AbortSignal.any([options.signal, stopOthers.signal]) : stopOthers.signal;
        // The last piece may have been heard while it arrived (LastPieces); its samples are checked.
        const streamed = options.pieceOwner ? lastPieces?.take(options.pieceOwner) : undefined;
        const last = chunks.at(-1)!;
        if (streamed && Math.abs(streamed.offsetSeconds - last.offsetSeconds) > SAME_OFFSET_SECONDS) streamed.abort();
        const pending = chunks.map((chunk) =>
          recognisePiece(chunk, models, options.hints, { signal, owner: options.pieceOwner, streamed: chunk === last && streamed?.open ? streamed : undefined }),
        );
        const perChunk = await Promise.all(pending).catch(async (error: unknown) => {
          stopOthers.abort();
          await Promise.allSettled(pending);
          throw error;
        });
        const words = perChunk.flat();
        return { language, text: words.map((word) => word.text).join(' '), words, hearing: pocketsphinxHearing(words, speech.speechSeconds) };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },

    async recogniseFinishedPieces(partialWavPath: string, language: Language, options: LiveTranscribeOptions = {}): Promise<number> {
      if (language !== 'en' || !pieces) return 0;
      const workDir = await mkdtemp(join(config.tmpDir ?? tmpdir(), 'nurselab-sphinx-live-'));
      try {
        const chunks = await splitFinishedPieces(partialWavPath, { maxChunkSeconds, outputDir: workDir, signal: options.signal, niceness: BACKGROUND_NICENESS });
        const models =
          config.hintModel && options.hints?.length
            ? await writeHintModel(options.hints, config.hintModel, { languageModel, dictionary }, workDir)
            : { lm: languageModel, dict: dictionary };
        const settledUntil = chunks.length ? chunks.at(-1)!.offsetSeconds + chunks.at(-1)!.durationSeconds : 0;
        const owner = options.pieceOwner;
        // As background work: any answer whose upload has ended (this one's included) goes first.
        await Promise.all([
          ...chunks.map((chunk) => recognisePiece(chunk, models, options.hints, { signal: options.signal, owner, background: true })),
          owner && lastPieces?.offer(owner, partialWavPath, settledUntil, options.arrivedFraction),
        ]);
        return chunks.length;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

interface PieceOptions {
  signal?: AbortSignal;
  /** The upload the piece is kept under in the piece cache. */
  owner?: string;
  /** Recognised while its answer still uploads: waits behind answers someone waits for. */
  background?: boolean;
  /** A recogniser that heard the piece arrive (the last piece of an upload). */
  streamed?: StreamedPiece;
}

/** Where a piece's recognition stands in the recogniser's line; a waiting student's answer hurries it. */
interface Turn {
  background: boolean;
  hurryQueued: () => void;
}

function withoutFlag(args: string[], flag: string): string[] {
  const index = args.indexOf(flag);
  return index === -1 ? args : [...args.slice(0, index), ...args.slice(index + 2)];
}

function translateError(error: unknown, command: string): TranscriberError {
  if (error instanceof TranscriberError) return error;
  if (error instanceof MediaError) {
    const code = error.code === 'timeout' || error.code === 'aborted' ? error.code : 'failed';
    return new TranscriberError(code, NAME, error.message, error.code === 'timeout', { cause: error });
  }
  if (error instanceof ProcessError) {
    switch (error.failure) {
      case 'spawn':
        return new TranscriberError(
          'unavailable', NAME,
          `${command} could not be started (${error.message}); install the Debian packages pocketsphinx and pocketsphinx-en-us`,
          false, { cause: error },
        );
      case 'timeout':
        return new TranscriberError('timeout', NAME, error.message, true, { cause: error });
      case 'aborted':
        return new TranscriberError('aborted', NAME, error.message, false, { cause: error });
      case 'exit': {
        const reasons = error.stderr.split('\n').filter((line) => /^(ERROR|FATAL)/.test(line)).slice(-3).join('; ');
        return new TranscriberError('failed', NAME, `${error.message}${reasons ? ` (${reasons})` : ''}`, false, { cause: error });
      }
    }
  }
  return new TranscriberError('failed', NAME, String(error), false, { cause: error });
}
