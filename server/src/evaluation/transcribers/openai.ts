import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { Language } from '@nurselab/core';
import { TranscriberError } from './errors.js';
import type { TranscribeOptions, Transcriber, Transcript, TranscriptWord } from './types.js';
import { segmentsToWords } from './whisperWords.js';

export interface OpenAiTranscriberConfig {
  /** "https://api.openai.com/v1", or a university's own server; "/v1" is added when missing. */
  baseUrl: string;
  apiKey?: string;
  /** e.g. "whisper-1", or whatever model name the server expects. */
  model: string;
  languages?: Language[];
  timeoutMs?: number;
  /** Send the hints as the request's `prompt`. */
  promptWithHints?: boolean;
}

interface VerboseTranscription {
  text?: string;
  words?: Array<{ word?: string; start?: number; end?: number }>;
  segments?: Array<{ text?: string; start?: number; end?: number }>;
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
      const form = new FormData();
      form.append('file', await openAsBlob(wavPath, { type: 'audio/wav' }), basename(wavPath));
      form.append('model', config.model);
      form.append('language', language);
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
          throw fail('failed', `${url} answered HTTP ${response.status}${reason ? `: ${reason}` : ''}`, retryable);
        }
        body = (await response.json()) as VerboseTranscription;
      } catch (error) {
        if (error instanceof TranscriberError) throw error;
        if (timeout.aborted) throw fail('timeout', `${url} did not answer within ${timeoutMs} ms`, true, error);
        if (options.signal?.aborted) throw fail('aborted', 'Transcription was cancelled', false, error);
        if (error instanceof SyntaxError) throw fail('failed', `${url} answered with invalid JSON`, true, error);
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw fail('failed', `Could not reach ${url}: ${cause?.code ?? cause?.message ?? String(error)}`, true, error);
      }
      if (typeof body.text !== 'string') {
        throw fail('failed', `${url} answered without a transcript (is response_format=verbose_json supported?)`, false);
      }
      const words = wordsOf(body, language);
      return { language, text: body.text.trim(), words };
    },
  };
}

function wordsOf(body: VerboseTranscription, language: Language): TranscriptWord[] {
  const timed = (body.words ?? []).filter(
    (word): word is { word: string; start: number; end: number } =>
      typeof word.word === 'string' && word.word.trim() !== '' && typeof word.start === 'number' && typeof word.end === 'number',
  );
  if (timed.length > 0) return timed.map((word) => ({ text: word.word.trim(), start: word.start, end: word.end }));
  // Servers that ignore timestamp_granularities still return segments: spread their times over their words.
  const segments = (body.segments ?? []).filter((segment) => typeof segment.text === 'string' && typeof segment.start === 'number');
  return segmentsToWords(
    segments.map((segment) => ({ text: segment.text!, t0: segment.start! * 1000, t1: (segment.end ?? segment.start!) * 1000 })),
    language,
  );
}

/** OpenAI's {"error":{"message":...}}, or the start of whatever else the server said. */
function describeErrorBody(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string; message?: string; detail?: string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message ?? parsed.message ?? parsed.detail;
    if (message) return message;
  } catch {
    // not JSON
  }
  return text.trim().slice(0, 200);
}
