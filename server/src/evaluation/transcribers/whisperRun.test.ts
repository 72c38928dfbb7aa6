import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, makeTempDir, speak } from '../../../test-fixtures/audio/generate.js';
import { writeTinyWhisperModel } from '../../../test-fixtures/whisper/tinyModel.js';
import { readWavInfo } from '../../media/wav.js';
import { TranscriberError } from './errors.js';
import { createWhisperTranscriber, type WhisperTranscriber } from './whisper.js';
import { checkWhisperModelFile } from './whisperModelFile.js';

/** A real whisper.cpp run on a generated model: what it says is noise, that it runs is the point. */
describe('whisper transcriber: a real model file, a real clip', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let modelPath: string;
  let clip: string;
  let whisper: WhisperTranscriber;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-whisper-run-'));
    modelPath = join(dir, 'ggml-test-tiny.bin');
    await writeTinyWhisperModel(modelPath);
    const sentence = await speak('Check the fundal height, give oxytocin and measure the blood pressure every fifteen minutes.', join(dir, 'sentence.wav'));
    clip = join(dir, 'answer-30s.wav');
    await ffmpeg(['-stream_loop', '-1', '-i', sentence, '-t', '30', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', clip]);
    whisper = createWhisperTranscriber({ modelPath, temperatureInc: 0, threads: 2 });
  }, 60_000);
  afterAll(async () => {
    await whisper?.release();
    await cleanup();
  });

  it('writes a file the header check accepts as a multilingual model', async () => {
    const header = await checkWhisperModelFile(modelPath);
    expect(header).toEqual({ vocabularySize: 51865, audioLayers: 1, multilingual: true });
    expect((await stat(modelPath)).size).toBeLessThan(10_000_000);
  });

  it.each(['th', 'en'] as const)('loads it and transcribes 30 s in %s into words with times inside the clip', async (language) => {
    const { durationSeconds } = await readWavInfo(clip);
    const transcript = await whisper.transcribe(clip, language);
    expect(transcript.language).toBe(language);
    expect(transcript.words.length).toBeGreaterThan(0);
    for (const word of transcript.words) {
      expect(word.text).not.toBe('');
      expect(word.start).toBeGreaterThanOrEqual(0);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(durationSeconds);
    }
    // The binding reports no probabilities: the hearing rests on coverage, rate and looping text.
    const { hearing } = transcript;
    expect(hearing?.method).toBe('whisper-plausibility/1');
    expect(hearing!.confidence).toBeGreaterThanOrEqual(0);
    expect(hearing!.confidence).toBeLessThanOrEqual(1);
    expect(hearing!.measures.words).toBe(transcript.words.length);
    expect(hearing!.measures.speechSeconds).toBeGreaterThan(20);
    expect(hearing!.measures.compressionRatio).toBeGreaterThan(0);
  }, 120_000);

  it('keeps the lab language when the detected one is not among the lab languages', async () => {
    // The untrained model "hears" some language; it is only taken when the lab can be graded in it.
    const transcript = await whisper.transcribe(clip, 'th', { detectAmong: ['th'] });
    expect(transcript.language).toBe('th');
  }, 120_000);

  it('stops a run that outlasts its limit, reports a retryable timeout, and transcribes again afterwards', async () => {
    const impatient = createWhisperTranscriber({ modelPath, timeoutPerAudioSecond: 0.001, minTimeoutMs: 1, stopGraceMs: 5_000 });
    try {
      const error = await impatient.transcribe(clip, 'en').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TranscriberError);
      expect(error).toMatchObject({ code: 'timeout', retryable: true, transcriber: 'whisper' });
      expect((error as Error).message).toMatch(/stopped/);
    } finally {
      await impatient.release();
    }
    const again = await whisper.transcribe(clip, 'en');
    expect(again.words.length).toBeGreaterThan(0);
  }, 120_000);

  it('cancels a run when the caller aborts', async () => {
    const controller = new AbortController();
    const running = whisper.transcribe(clip, 'en', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ code: 'aborted', retryable: false });
  }, 120_000);
});
