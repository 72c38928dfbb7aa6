import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language, SpeechEngine, SpeechSelfTest } from '@nurselab/core';
import { extractAudio } from '../../media/index.js';
import { readWavInfo } from '../../media/wav.js';
import type { TranscriberChoiceConfig } from '../transcribers/registry.js';
import type { Transcriber } from '../transcribers/types.js';
import { recognitionAccuracy } from './accuracy.js';
import { selfTestClip, type SelfTestClip } from './clips.js';

/** A language's self-test clip as the recognisers take it: a 16 kHz mono WAV, with its length. */
export interface PreparedClip extends SelfTestClip {
  wav: string;
  durationSeconds: number;
}

const latest = new WeakMap<TranscriberChoiceConfig, Map<string, SpeechSelfTest>>();

export function latestSelfTests(choice: TranscriberChoiceConfig): SpeechSelfTest[] {
  return [...(latest.get(choice)?.values() ?? [])];
}

/**
 * Transcribes a bundled clip with every engine set up, one after the other, and keeps the
 * timings and accuracy: how fast and how well each engine hears on this server, and whether it
 * works at all. Each engine is tested in English, or in the first language it has.
 */
export async function runSelfTest(choice: TranscriberChoiceConfig): Promise<SpeechSelfTest[]> {
  const transcribers = Object.values(choice.transcribers);
  const languageOf = (transcriber: Transcriber): Language =>
    transcriber.supports('en') ? 'en' : ((['th', 'zh', 'ja', 'id'] as const).find((l) => transcriber.supports(l)) ?? 'en');
  const results = await withSelfTestClips([...new Set(transcribers.map(languageOf))], async (clips) => {
    const measured: SpeechSelfTest[] = [];
    for (const transcriber of transcribers) measured.push(await selfTestOn(transcriber, clips.get(languageOf(transcriber))!));
    return measured;
  });
  const kept = latest.get(choice) ?? new Map<string, SpeechSelfTest>();
  for (const result of results) kept.set(result.engine, result);
  latest.set(choice, kept);
  return results;
}

/** The languages' clips as 16 kHz mono WAVs, in a temporary folder removed afterwards. */
export async function withSelfTestClips<T>(languages: Language[], use: (clips: Map<Language, PreparedClip>) => Promise<T>): Promise<T> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'nurselab-speech-self-test-'));
  try {
    const clips = new Map<Language, PreparedClip>();
    const wavs = new Map<string, { wav: string; durationSeconds: number }>();
    for (const language of languages) {
      const clip = selfTestClip(language);
      let prepared = wavs.get(clip.file);
      if (!prepared) {
        const wav = path.join(workDir, `${clip.clipLanguage}.wav`);
        await extractAudio(clip.file, wav);
        prepared = { wav, durationSeconds: (await readWavInfo(wav)).durationSeconds };
        wavs.set(clip.file, prepared);
      }
      clips.set(language, { ...clip, ...prepared });
    }
    return await use(clips);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * One timed transcription of a prepared clip (the language forced, as a lab in that language
 * would), with the accuracy where the clip is in the tested language.
 */
export async function selfTestOn(transcriber: Transcriber, clip: PreparedClip): Promise<SpeechSelfTest> {
  const started = performance.now();
  let heard = '';
  let words = 0;
  let error: string | null = null;
  try {
    const transcript = await transcriber.transcribe(clip.wav, clip.language);
    heard = transcript.text;
    words = transcript.words.length;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const elapsedMs = Math.round(performance.now() - started);
  const scored = !error && clip.expected !== null ? recognitionAccuracy(clip.expected, heard, clip.language) : null;
  return {
    engine: transcriber.name as SpeechEngine,
    version: transcriber.version,
    language: clip.language,
    audioSeconds: Math.round(clip.durationSeconds * 10) / 10,
    elapsedMs,
    speed: error ? 0 : Math.round((clip.durationSeconds / Math.max(elapsedMs / 1000, 0.001)) * 10) / 10,
    words,
    error,
    at: new Date().toISOString(),
    clipLanguage: clip.clipLanguage,
    accuracy: scored?.accuracy ?? null,
    accuracyUnit: scored && clip.expected !== null ? scored.unit : null,
  };
}
