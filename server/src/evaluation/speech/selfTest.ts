import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language, SpeechEngine, SpeechSelfTest } from '@nurselab/core';
import { extractAudio } from '../../media/index.js';
import { readWavInfo } from '../../media/wav.js';
import type { TranscriberChoiceConfig } from '../transcribers/registry.js';
import type { Transcriber } from '../transcribers/types.js';
import { SERVER_ASSETS_DIR } from '../../paths.js';

/** Eleven seconds of English speech (flite), shipped with the server. */
export const SELF_TEST_CLIP = path.join(SERVER_ASSETS_DIR, 'speech-self-test.ogg');

const latest = new WeakMap<TranscriberChoiceConfig, Map<string, SpeechSelfTest>>();

export function latestSelfTests(choice: TranscriberChoiceConfig): SpeechSelfTest[] {
  return [...(latest.get(choice)?.values() ?? [])];
}

/**
 * Transcribes the bundled clip with every engine set up, one after the other, and keeps the
 * timings: how fast each engine is on this server, and whether it works at all.
 */
export async function runSelfTest(choice: TranscriberChoiceConfig, clip = SELF_TEST_CLIP): Promise<SpeechSelfTest[]> {
  const results = await withClipWav(clip, async (wav, durationSeconds) => {
    const measured: SpeechSelfTest[] = [];
    for (const transcriber of Object.values(choice.transcribers)) measured.push(await measure(transcriber, wav, durationSeconds));
    return measured;
  });
  const kept = latest.get(choice) ?? new Map<string, SpeechSelfTest>();
  for (const result of results) kept.set(result.engine, result);
  latest.set(choice, kept);
  return results;
}

/**
 * Transcribes the bundled clip with one engine once per language (the language forced, as a lab
 * in that language would): that the engine works in each, and how fast, on this server.
 */
export async function runLanguageSelfTests(transcriber: Transcriber, languages: Language[], clip = SELF_TEST_CLIP): Promise<SpeechSelfTest[]> {
  return withClipWav(clip, async (wav, durationSeconds) => {
    const results: SpeechSelfTest[] = [];
    for (const language of languages) results.push(await measure(transcriber, wav, durationSeconds, language));
    return results;
  });
}

/** The clip as the recognisers take it (16 kHz mono WAV, in a temporary folder removed afterwards), with its length. */
async function withClipWav<T>(clip: string, use: (wav: string, durationSeconds: number) => Promise<T>): Promise<T> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'nurselab-speech-self-test-'));
  try {
    const wav = path.join(workDir, 'clip.wav');
    await extractAudio(clip, wav);
    const { durationSeconds } = await readWavInfo(wav);
    return await use(wav, durationSeconds);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function measure(transcriber: Transcriber, wav: string, audioSeconds: number, only?: Language): Promise<SpeechSelfTest> {
  // The clip is English; an engine without English is timed in the first language it has.
  const language: Language = only ?? (transcriber.supports('en') ? 'en' : (['th', 'zh', 'ja', 'id'] as const).find((l) => transcriber.supports(l)) ?? 'en');
  const started = performance.now();
  let words = 0;
  let error: string | null = null;
  try {
    words = (await transcriber.transcribe(wav, language)).words.length;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const elapsedMs = Math.round(performance.now() - started);
  return {
    engine: transcriber.name as SpeechEngine,
    version: transcriber.version,
    language,
    audioSeconds: Math.round(audioSeconds * 10) / 10,
    elapsedMs,
    speed: error ? 0 : Math.round((audioSeconds / Math.max(elapsedMs / 1000, 0.001)) * 10) / 10,
    words,
    error,
    at: new Date().toISOString(),
  };
}
