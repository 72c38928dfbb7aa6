import { deflateSync } from 'node:zlib';
import type { Hearing, TranscriptWord } from './types.js';

/**
 * Pieces every engine's hearing confidence is built from. Each is 0-1, 1 meaning "nothing
 * suspicious"; an engine multiplies those it has, so one bad sign is enough to doubt a transcript.
 */

/** Seconds of speech covered by recognised words (overlaps counted once), over the speech time. */
export function speechCoverage(words: readonly TranscriptWord[], speechSeconds: number): number {
  if (speechSeconds <= 0) return words.length ? 1 : 0;
  const spans = words.map((word) => [word.start, word.end] as const).sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reach);
    if (end > from) covered += end - from;
    reach = Math.max(reach, end);
  }
  return Math.min(1, covered / speechSeconds);
}

/**
 * Speaking rates from slow dictation to fast speech (about 90-240 words a minute) score 1;
 * beyond them the score falls linearly to 0 at 0.5 and 6 words a second. A recogniser that
 * hears a few words in a long answer, or a stream of short words in a short one, mishears.
 */
export const PLAUSIBLE_RATE = { zeroBelow: 0.5, fullFrom: 1.5, fullTo: 4, zeroAbove: 6 } as const;

export function rateScore(wordsPerSecond: number): number {
  const { zeroBelow, fullFrom, fullTo, zeroAbove } = PLAUSIBLE_RATE;
  if (wordsPerSecond <= zeroBelow || wordsPerSecond >= zeroAbove) return 0;
  if (wordsPerSecond < fullFrom) return (wordsPerSecond - zeroBelow) / (fullFrom - zeroBelow);
  if (wordsPerSecond > fullTo) return (zeroAbove - wordsPerSecond) / (zeroAbove - fullTo);
  return 1;
}

/** Coverage at or above this share of the speech scores 1, below it falls linearly to 0. */
export const FULL_COVERAGE = 0.8;

export function coverageScore(coverage: number): number {
  return Math.min(1, Math.max(0, coverage / FULL_COVERAGE));
}

/** whisper's own measure of looping text: bytes over zlib-compressed bytes (above 2.4 whisper retries the window). */
export function compressionRatio(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length === 0) return 0;
  return bytes.length / deflateSync(bytes).length;
}

export const COMPRESSION_RATIO_LIMIT = 2.4;

/** 1 up to whisper's limit, 0 at one above it. */
export function compressionScore(ratio: number): number {
  return Math.min(1, Math.max(0, 1 - (ratio - COMPRESSION_RATIO_LIMIT)));
}

export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A Hearing with its figures rounded, so equal recordings give byte-equal results. */
export function hearing(method: string, confidence: number, measures: Record<string, number>): Hearing {
  return {
    confidence: round3(Math.min(1, Math.max(0, confidence))),
    method,
    measures: Object.fromEntries(Object.entries(measures).map(([key, value]) => [key, round3(value)])),
  };
}

/** Nothing heard at all: no basis for any confidence. */
export function nothingHeard(method: string, speechSeconds: number): Hearing {
  return hearing(method, 0, { words: 0, speechSeconds });
}

/**
 * For an engine that reports no probabilities: how plausible the transcript is as speech,
 * confidence = coverage score × rate score × compression score. It cannot see a fluent
 * mishearing, only missing words, implausible rates and looping text.
 */
export function plausibilityHearing(method: string, words: readonly TranscriptWord[], text: string, speechSeconds: number): Hearing {
  if (words.length === 0) return nothingHeard(method, speechSeconds);
  const coverage = speechCoverage(words, speechSeconds);
  const wordsPerSecond = speechSeconds > 0 ? words.length / speechSeconds : 0;
  const ratio = compressionRatio(text);
  return hearing(method, coverageScore(coverage) * rateScore(wordsPerSecond) * compressionScore(ratio), {
    coverage,
    wordsPerSecond,
    compressionRatio: ratio,
    speechSeconds,
    words: words.length,
  });
}
