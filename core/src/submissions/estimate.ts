import { z } from 'zod';

/** One evaluated answer's processing time against its length (from the stored stage timings). */
export interface SpeedSample {
  audioSeconds: number;
  /** Extraction, speech check, recognition and grading together. */
  processingSeconds: number;
  /** Grading alone (what is left once the words are heard). */
  gradeSeconds: number;
}

/** This server's recent speed: medians over the last evaluated answers, null without enough history. */
export interface ServerSpeed {
  /** Seconds of processing per second of audio. */
  ratio: number;
  /** Seconds of grading per second of audio. */
  gradeRatio: number;
  samples: number;
}

/** How many recent evaluations the speed is measured on, and the fewest that make an estimate. */
export const SPEED_WINDOW = 50;
export const SPEED_MIN_SAMPLES = 3;
/** Estimates are rounded up to this step and kept within the bounds: never "0 s", never a made-up hour. */
export const ESTIMATE_STEP_SECONDS = 5;
export const ESTIMATE_MIN_SECONDS = 5;
export const ESTIMATE_MAX_SECONDS = 3600;

export const evaluationEstimateSchema = z.object({
  /** Seconds until the result, or null when this server has no history to estimate from yet. */
  seconds: z.number().nullable(),
  /** Answers waiting or being evaluated before this one. */
  ahead: z.number(),
  /** Answers this deployment evaluates at once (its configured worker concurrency). */
  workers: z.number().int().positive().optional(),
});
export type EvaluationEstimate = z.infer<typeof evaluationEstimateSchema>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median speed of the samples that can be compared (audio of some length, times measured). */
export function serverSpeed(samples: readonly SpeedSample[]): ServerSpeed | null {
  const usable = samples.filter((s) => s.audioSeconds > 0 && Number.isFinite(s.processingSeconds) && s.processingSeconds >= 0 && s.gradeSeconds >= 0);
  if (usable.length < SPEED_MIN_SAMPLES) return null;
  return {
    ratio: median(usable.map((s) => s.processingSeconds / s.audioSeconds)),
    gradeRatio: median(usable.map((s) => s.gradeSeconds / s.audioSeconds)),
    samples: usable.length,
  };
}

export interface EstimateInput {
  stage: 'queued' | 'transcribing' | 'grading';
  audioSeconds: number;
  /** Answers before this one (waiting or being evaluated) and their total length. */
  ahead: { count: number; audioSeconds: number };
  speed: ServerSpeed | null;
  /** Answers evaluated at once (the server's configured worker concurrency); default 1. */
  workers?: number;
}

/**
 * Rounds of evaluation before this answer starts: with `ahead` answers before it and `workers`
 * evaluating at once, ceil((ahead + 1) / workers) - 1, i.e. floor(ahead / workers) (none while a
 * worker is free).
 */
export function roundsBefore(ahead: number, workers: number): number {
  return Math.floor(Math.max(0, ahead) / Math.max(1, Math.floor(workers)));
}

/**
 * Seconds until the result: this answer's length times the server's median speed (only the grading
 * share once it is being graded), plus, while it waits, the rounds before it (answers ahead shared
 * by the workers) times the mean length of those answers at that speed; rounded up to 5 s, within 5 s..1 h.
 */
export function estimateEvaluation({ stage, audioSeconds, ahead, speed, workers = 1 }: EstimateInput): EvaluationEstimate {
  const count = stage === 'queued' ? ahead.count : 0;
  const shown = workers > 1 ? { workers } : {};
  if (!speed) return { seconds: null, ahead: count, ...shown };
  const own = audioSeconds * (stage === 'grading' ? speed.gradeRatio : speed.ratio);
  const perAnswer = count > 0 ? (ahead.audioSeconds / count) * speed.ratio : 0;
  const waiting = roundsBefore(count, workers) * perAnswer;
  const rounded = Math.ceil((own + waiting) / ESTIMATE_STEP_SECONDS) * ESTIMATE_STEP_SECONDS;
  return { seconds: Math.min(ESTIMATE_MAX_SECONDS, Math.max(ESTIMATE_MIN_SECONDS, rounded)), ahead: count, ...shown };
}
