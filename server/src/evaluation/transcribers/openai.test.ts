import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, speak } from '../../../test-fixtures/audio/generate.js';
import { json, startTranscriptionStandIn, type TranscriptionStandIn } from '../../../test-fixtures/openai/standIn.js';
import { createOpenAiTranscriber, parseRetryAfter, transcriptionsUrl } from './openai.js';

describe('OpenAI-compatible transcriber', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let wav: string;
  let standIn: TranscriptionStandIn;
  let baseUrl: string;
  let received: TranscriptionStandIn['received'];
  let handler: Parameters<TranscriptionStandIn['answer']>[0];

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-openai-test-'));
    wav = await speak('Give oxygen.', join(dir, 'answer.wav'));
    standIn = await startTranscriptionStandIn();
    standIn.answer((request, response) => handler(request, response));
    ({ baseUrl, received } = standIn);
  });
  afterEach(() => {
    received.length = 0;
  });
  afterAll(async () => {
    await standIn.close();
    await cleanup();
  });

  it('posts the WAV as multipart with the verbose_json word-timestamp fields and maps the words', async () => {
    handler = (_request, response) =>
      json(response, 200, {
        task: 'transcribe',
        language: 'english',
        duration: 1.2,
        text: ' Give oxygen.',
        words: [
          { word: 'Give', start: 0.1, end: 0.4 },
          { word: 'oxygen', start: 0.42, end: 1.05 },
        ],
        segments: [{ id: 0, start: 0, end: 1.2, text: ' Give oxygen.' }],
      });
    const transcriber = createOpenAiTranscriber({ baseUrl, apiKey: 'test-key', model: 'whisper-1' });

    const transcript = await transcriber.transcribe(wav, 'en', { hints: ['oxygen'] });

    expect(transcript).toMatchObject({
      language: 'en',
      text: 'Give oxygen.',
      words: [
        { text: 'Give', start: 0.1, end: 0.4 },
        { text: 'oxygen', start: 0.42, end: 1.05, endsClause: true },
      ],
    });
    // No avg_logprob in this answer: only how plausible the words are as speech.
    expect(transcript.hearing).toMatchObject({ method: 'openai-plausibility/1', measures: { words: 2 } });
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions', authorization: 'Bearer test-key' });
    expect(request.form.get('model')).toBe('whisper-1');
    expect(request.form.get('language')).toBe('en');
    expect(request.form.get('response_format')).toBe('verbose_json');
    expect(request.form.getAll('timestamp_granularities[]')).toContain('word');
    expect(request.form.get('prompt')).toBeNull();
    const file = request.form.get('file') as File;
    expect(file.name).toBe('answer.wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(await readFile(wav))).toBe(true);
  });

  it('reads the hearing from verbose_json segments: token probability and whisper\'s failure markers', async () => {
    const segment = (start: number, end: number, text: string, scores: object) => ({ id: start, seek: 0, start, end, text, tokens: [], temperature: 0, ...scores });
    handler = (_request, response) =>
      json(response, 200, {
        text: 'Give oxygen. Thank you. Thank you.',
        words: [{ word: 'Give', start: 0, end: 0.4 }, { word: 'oxygen', start: 0.4, end: 1 }],
        segments: [
          segment(0, 1, ' Give oxygen.', { avg_logprob: -0.1, no_speech_prob: 0.02, compression_ratio: 0.9 }),
          segment(1, 2, ' Thank you. Thank you.', { avg_logprob: -0.4, no_speech_prob: 0.9, compression_ratio: 1.1 }),
        ],
      });
    const transcript = await createOpenAiTranscriber({ baseUrl, model: 'whisper-1' }).transcribe(wav, 'en');
    expect(received[0].form.get('response_format')).toBe('verbose_json');
    expect(received[0].form.getAll('timestamp_granularities[]')).toContain('segment');
    // The second second is words on what whisper took for silence: it counts 0.
    expect(transcript.hearing).toEqual({
      method: 'openai-segments/1',
      confidence: Math.round((Math.exp(-0.1) / 2) * 1000) / 1000,
      measures: expect.objectContaining({ failedShare: 0.5, maxNoSpeechProb: 0.9, segments: 2 }),
    });
  });

  it('ends a clause where the text has punctuation the words list leaves out, not inside a number', async () => {
    const words = ['Hold', 'it', 'call', 'the', 'doctor', 'at', '10:30', 'today'].map((word, i) => ({ word, start: i, end: i + 0.5 }));
    handler = (_request, response) => json(response, 200, { text: 'Hold it. Call the doctor at 10:30 today', words });
    const transcript = await createOpenAiTranscriber({ baseUrl, apiKey: 'k', model: 'whisper-1' }).transcribe(wav, 'en');
    expect(transcript.words.filter((w) => w.endsClause).map((w) => w.text)).toEqual(['it']);
  });

  it('falls back to segment times when the server returns no words', async () => {
    handler = (_request, response) =>
      json(response, 200, { text: 'วัดความดันโลหิต', segments: [{ id: 0, start: 2, end: 4, text: 'วัดความดันโลหิต' }] });
    const transcript = await createOpenAiTranscriber({ baseUrl, model: 'large-v3', promptWithHints: true }).transcribe(wav, 'th', {
      hints: ['ความดันโลหิต'],
    });
    expect(received[0].authorization).toBeUndefined();
    expect(received[0].form.get('prompt')).toBe('ความดันโลหิต');
    expect(transcript.words.map((word) => word.text).join('')).toBe('วัดความดันโลหิต');
    expect(transcript.words[0].start).toBe(2);
    expect(transcript.words.at(-1)!.end).toBe(4);
  });

  it('reports an HTTP error with its status and the server\'s message, not retryable for a bad key', async () => {
    handler = (_request, response) =>
      json(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    await expect(createOpenAiTranscriber({ baseUrl, apiKey: 'wrong', model: 'whisper-1' }).transcribe(wav, 'en')).rejects.toMatchObject({
      name: 'TranscriberError',
      code: 'failed',
      retryable: false,
      message: expect.stringMatching(/HTTP 401: Incorrect API key provided/),
    });
  });

  it('marks an overloaded server as retryable', async () => {
    handler = (_request, response) => response.writeHead(503).end('busy');
    await expect(createOpenAiTranscriber({ baseUrl, model: 'whisper-1' }).transcribe(wav, 'en')).rejects.toMatchObject({
      code: 'failed',
      retryable: true,
      message: expect.stringContaining('HTTP 503: busy'),
    });
  });

  it('gives up on a server that does not answer in time', async () => {
    handler = () => undefined;
    await expect(createOpenAiTranscriber({ baseUrl, model: 'whisper-1', timeoutMs: 300 }).transcribe(wav, 'en')).rejects.toMatchObject({
      code: 'timeout',
      retryable: true,
    });
  });

  it('explains an unreachable server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createOpenAiTranscriber({ baseUrl: `http://127.0.0.1:${port}`, model: 'whisper-1' }).transcribe(wav, 'en')).rejects.toMatchObject({
      code: 'failed',
      retryable: true,
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('waits out a short Retry-After on 429 and asks again', async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls++;
      if (calls === 1) json(response, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '1' });
      else json(response, 200, { text: 'Give oxygen.', words: [{ word: 'Give', start: 0, end: 0.3 }, { word: 'oxygen', start: 0.3, end: 0.9 }] });
    };
    const started = Date.now();
    const transcript = await createOpenAiTranscriber({ baseUrl, model: 'whisper-1' }).transcribe(wav, 'en');
    expect(transcript.words.map((word) => word.text)).toEqual(['Give', 'oxygen']);
    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('hands a long Retry-After back to the job queue as a retryable failure', async () => {
    handler = (_request, response) => json(response, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '600' });
    await expect(createOpenAiTranscriber({ baseUrl, model: 'whisper-1' }).transcribe(wav, 'en')).rejects.toMatchObject({
      code: 'failed',
      retryable: true,
      message: expect.stringContaining('HTTP 429'),
    });
    expect(received).toHaveLength(1);
  });

  it('reports a model name the server does not know as a configuration error, not worth retrying', async () => {
    handler = (request, response) =>
      json(response, 404, { error: { message: `The model \`${String(request.form.get('model'))}\` does not exist`, code: 'model_not_found' } });
    await expect(createOpenAiTranscriber({ baseUrl, model: 'whisper-9' }).transcribe(wav, 'en')).rejects.toMatchObject({
      code: 'failed',
      retryable: false,
      message: expect.stringMatching(/HTTP 404: The model `whisper-9` does not exist/),
    });
  });

  it('lets the server detect the language when the lab has rubrics in others, and keeps only those', async () => {
    handler = (request, response) =>
      json(response, 200, request.form.get('language') ? { text: 'ให้ออกซิเจน', language: 'thai' } : { text: 'Give oxygen.', language: 'english' });
    const transcriber = createOpenAiTranscriber({ baseUrl, model: 'whisper-1' });
    const english = await transcriber.transcribe(wav, 'th', { detectAmong: ['th', 'en'] });
    expect(english).toMatchObject({ language: 'en', text: 'Give oxygen.' });
    expect(received[0].form.get('language')).toBeNull();
    received.length = 0;
    const thai = await transcriber.transcribe(wav, 'th', { detectAmong: ['th', 'zh'] });
    expect(thai).toMatchObject({ language: 'th', text: 'ให้ออกซิเจน' });
    expect(received.map((request) => request.form.get('language'))).toEqual([null, 'th']);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('accepts a base URL with or without /v1', () => {
    expect(transcriptionsUrl('http://whisper.example:8000')).toBe('http://whisper.example:8000/v1/audio/transcriptions');
    expect(transcriptionsUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/audio/transcriptions');
  });
});
