import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { Language } from '@nurselab/core';
import { measureSpeech } from '../../media/measureSpeech.js';
import { TranscriberError } from './errors.js';
import { plausibilityHearing } from './hearing.js';
import { openAiSegmentsHearing, type VerboseSegment } from './openaiHearing.js';
import type { TranscribeOptions, Transcriber, Transcript, TranscriptWord } from './types.js';
import { punctuationEndsClause, segmentsToWords } from './whisperWords.js';

export interface OpenAiTranscriberConfig {
  /** "https://api.openai.com/v1", or a university's own server; "/v1" is added when missing. */
  baseUrl: string;
  apiKey?: string;
  /** e.g. "whisper-1", or whatever model name the server expects. */
  model: string;
  languages?: Language[];
  timeoutMs?: number;
  /** A 429 with Retry-After up to this many seconds is waited out and retried here (default 30, at most 2 times); longer ones go back to the job queue. */
  maxRetryAfterSeconds?: number;
  maxRateLimitRetries?: number;
  /** Send the hints as the request's `prompt`. */
  promptWithHints?: boolean;
}

interface VerboseTranscription {
  text?: string;
  language?: string;
  words?: Array<{ word?: string; start?: number; end?: number }>;
  segments?: VerboseSegment[];
}

const NAME = 'openai';
const ALL_LANGUAGES: Language[] = ['th', 'zh', 'en', 'ja', 'id'];
const MAX_PROMPT_CHARACTERS = 800;

export function transcriptionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${/\/v\d+$/.test(base) ? base : `${base}/v1`}/audio/transcriptions`;
}

/** Any server speaking OpenAI's POST /v1/audio/transcriptions (multipart, verbose_json). */
export function createOpenAiTranscriber(config: OpenAiTranscriberConfig): Transcriber {
  const url = transcriptionsUrl(config.baseUrl);
  const languages = new Set(config.languages ?? ALL_LANGUAGES);
  const timeoutMs = config.timeoutMs ?? 180_000;
  const maxRetryAfterSeconds = config.maxRetryAfterSeconds ?? 30;
  const maxRateLimitRetries = config.maxRateLimitRetries ?? 2;
  const fail = (code: 'failed' | 'timeout' | 'aborted', message: string, retryable: boolean, cause?: unknown) =>
    new TranscriberError(code, NAME, message, retryable, { cause });

  return {
    name: NAME,
    version: `${config.model} via ${new URL(url).host}`,
    supports: (language: Language) => languages.has(language),

    async transcribe(wavPath: string, language: Language, options: TranscribeOptions = {}): Promise<Transcript> {
      if (!languages.has(language)) {
        throw new TranscriberError('unsupported_language', NAME, `The OpenAI-compatible transcriber is not set up for "${language}"`, false);
      }
      const candidates = (options.detectAmong ?? []).filter((candidate) => languages.has(candidate));
      if (candidates.some((candidate) => candidate !== language)) {
        // Without a language the server detects it; one outside the lab's languages is transcribed again as the lab's.
        const heard = await request(wavPath, undefined, options);
        const spoken = candidates.find((candidate) => candidate === languageCode(heard.language));
        if (spoken) return transcriptOf(heard, spoken, wavPath, options.signal);
      }
      return transcriptOf(await request(wavPath, language, options), language, wavPath, options.signal);
    },
  };

  async function request(wavPath: string, language: Language | undefined, options: TranscribeOptions): Promise<VerboseTranscription & { text: string }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await requestOnce(wavPath, language, options);
      } catch (error) {
        if (!(error instanceof RateLimited)) throw error;
        const wait = error.retryAfterSeconds;
        if (attempt > maxRateLimitRetries || wait > maxRetryAfterSeconds) throw error.transcriberError;
        await sleep(wait * 1000, options.signal).catch((cause: unknown) => {
          throw fail('aborted', 'Transcription was cancelled', false, cause);
        });
      }
    }
  }

  async function requestOnce(wavPath: string, language: Language | undefined, options: TranscribeOptions): Promise<VerboseTranscription & { text: string }> {
    const form = new FormData();
    form.append('file', await openAsBlob(wavPath, { type: 'audio/wav' }), basename(wavPath));
    form.append('model', config.model);
    if (language) form.append('language', language);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
    if (config.promptWithHints && options.hints?.length) {
      form.append('prompt', options.hints.join(' ').slice(0, MAX_PROMPT_CHARACTERS));
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let body: VerboseTranscription;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        body: form,
        signal,
      });
      if (!response.ok) {
        const reason = describeErrorBody(await response.text().catch(() => ''));
        const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
        const error = fail('failed', `${url} answered HTTP ${response.status}${reason ? `: ${reason}` : ''}`, retryable);
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        if (response.status === 429 && retryAfter !== undefined) throw new RateLimited(retryAfter, error);
        throw error;
      }
      body = (await response.json()) as VerboseTranscription;
    } catch (error) {
      if (error instanceof TranscriberError || error instanceof RateLimited) throw error;
      if (timeout.aborted) throw fail('timeout', `${url} did not answer within ${timeoutMs} ms`, true, error);
      if (options.signal?.aborted) throw fail('aborted', 'Transcription was cancelled', false, error);
      if (error instanceof SyntaxError) throw fail('failed', `${url} answered with invalid JSON`, true, error);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw fail('failed', `Could not reach ${url}: ${cause?.code ?? cause?.message ?? String(error)}`, true, error);
    }
    if (typeof body.text !== 'string') {
      throw fail('failed', `${url} answered without a transcript (is response_format=verbose_json supported?)`, false);
    }
    return body as VerboseTranscription & { text: string };
  }
}

/** A 429 the server says when to retry after. */
class RateLimited extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly transcriberError: TranscriberError,
  ) {
    super(transcriberError.message);
  }
}

/** Retry-After in seconds or as an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

async function transcriptOf(body: VerboseTranscription & { text: string }, language: Language, wavPath: string, signal?: AbortSignal): Promise<Transcript> {
  const text = body.text.trim();
  const words = wordsOf(body, language);
  // A server that gives no avg_logprob leaves only how plausible the words are as speech.
  const hearing =
    openAiSegmentsHearing(body.segments ?? []) ??
    plausibilityHearing(PLAUSIBILITY_METHOD, words, text, await speechSecondsOf(wavPath, signal));
  return { language, text, words, hearing };
}

const PLAUSIBILITY_METHOD = 'openai-plausibility/1';

async function speechSecondsOf(wavPath: string, signal?: AbortSignal): Promise<number> {
  try {
    return (await measureSpeech(wavPath, { signal })).speechSeconds;
  } catch (error) {
    throw new TranscriberError('failed', NAME, `Could not measure the speech in ${wavPath}: ${String(error)}`, false, { cause: error });
  }
}

/** OpenAI answers "english"; other servers "en". */
const LANGUAGE_NAMES: Record<string, Language> = { thai: 'th', chinese: 'zh', english: 'en', japanese: 'ja', indonesian: 'id' };

function languageCode(reported: string | undefined): string | undefined {
  if (!reported) return undefined;
  const lower = reported.trim().toLowerCase();
  return LANGUAGE_NAMES[lower] ?? lower.split(/[-_]/)[0];
}

function wordsOf(body: VerboseTranscription, language: Language): TranscriptWord[] {
  const timed = (body.words ?? []).filter(
    (word): word is { word: string; start: number; end: number } =>
      typeof word.word === 'string' && word.word.trim() !== '' && typeof word.start === 'number' && typeof word.end === 'number',
  );
  if (timed.length > 0) return withClauseEnds(timed.map((word) => ({ text: word.word.trim(), start: word.start, end: word.end })), body.text ?? '');
  // Servers that ignore timestamp_granularities still return segments: spread their times over their words.
  const segments = (body.segments ?? []).filter((segment) => typeof segment.text === 'string' && typeof segment.start === 'number');
  return segmentsToWords(
    segments.map((segment) => ({ text: segment.text!, t0: segment.start! * 1000, t1: (segment.end ?? segment.start!) * 1000 })),
    language,
  );
}

/**
 * The words list carries no punctuation; the text does. A word followed in the text by clause
 * punctuation before the next word ends a clause, as the grader reads punctuation.
 */
function withClauseEnds(words: TranscriptWord[], text: string): TranscriptWord[] {
  let at = 0;
  const found = words.map((word) => {
    const index = text.indexOf(word.text, at);
    if (index < 0) return -1;
    at = index + word.text.length;
    return index;
  });
  return words.map((word, i) => {
    if (found[i] < 0) return word;
    const next = found.slice(i + 1).find((index) => index >= 0) ?? text.length;
    const between = text.slice(found[i] + word.text.length, next);
    return punctuationEndsClause(word.text, between, text.slice(next)) ? { ...word, endsClause: true } : word;
  });
}

/** OpenAI's {"error":{"message":...}}, or the start of whatever else the server said. */
export function describeErrorBody(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string; message?: string; detail?: string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message ?? parsed.message ?? parsed.detail;
    if (message) return message;
  } catch {
    // not JSON
  }
  return text.trim().slice(0, 200);
}
