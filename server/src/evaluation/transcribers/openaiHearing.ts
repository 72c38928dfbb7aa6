import { COMPRESSION_RATIO_LIMIT, hearing } from './hearing.js';
import type { Hearing } from './types.js';

export const OPENAI_HEARING_METHOD = 'openai-segments/1';

/** whisper's own failure markers, the thresholds whisper's decoder uses to retry or drop a window. */
export const MIN_AVG_LOGPROB = -1;
export const MAX_NO_SPEECH_PROB = 0.6;

export interface VerboseSegment {
  start?: number;
  end?: number;
  text?: string;
  avg_logprob?: number;
  no_speech_prob?: number;
  compression_ratio?: number;
}

/**
 * confidence = duration-weighted mean over segments of exp(avg_logprob) (the geometric mean
 * token probability), a segment counting 0 when whisper's own markers say it failed:
 * avg_logprob < -1, no_speech_prob > 0.6 (words on what looked like silence) or
 * compression_ratio > 2.4 (looping text). Undefined when the server gave no avg_logprob.
 */
export function openAiSegmentsHearing(segments: readonly VerboseSegment[]): Hearing | undefined {
  const scored = segments.filter(
    (segment): segment is VerboseSegment & { avg_logprob: number } => typeof segment.avg_logprob === 'number' && Boolean(segment.text?.trim()),
  );
  if (scored.length === 0) return undefined;
  let total = 0;
  let weighted = 0;
  let probability = 0;
  let failed = 0;
  for (const segment of scored) {
    // A segment without times still counts, as one second.
    const seconds = typeof segment.start === 'number' && typeof segment.end === 'number' ? Math.max(0.01, segment.end - segment.start) : 1;
    const tokenProbability = Math.exp(segment.avg_logprob);
    const fails =
      segment.avg_logprob < MIN_AVG_LOGPROB ||
      (segment.no_speech_prob ?? 0) > MAX_NO_SPEECH_PROB ||
      (segment.compression_ratio ?? 0) > COMPRESSION_RATIO_LIMIT;
    total += seconds;
    probability += seconds * tokenProbability;
    if (fails) failed += seconds;
    else weighted += seconds * tokenProbability;
  }
  return hearing(OPENAI_HEARING_METHOD, weighted / total, {
    meanTokenProbability: probability / total,
    failedShare: failed / total,
    maxNoSpeechProb: Math.max(...scored.map((segment) => segment.no_speech_prob ?? 0)),
    maxCompressionRatio: Math.max(...scored.map((segment) => segment.compression_ratio ?? 0)),
    segments: scored.length,
  });
}
