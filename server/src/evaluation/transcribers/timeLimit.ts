import { availableParallelism, loadavg } from 'node:os';

/**
 * How long one recogniser run may take: it follows the clip's length and this server's
 * measured speed, so a busy machine slows a run down without failing it.
 *
 *   limit = clamp(clip seconds × real-time factor × load factor × margin, floor, ceiling)
 *
 * - real-time factor: wall seconds per audio second, the slowest of this server's recent runs
 *   (SpeedMeter, normalised to an unloaded machine), or `assumedRealTimeFactor` before any run.
 * - load factor: runnable processes per core now (1-minute load average / cores, at least 1):
 *   at a load of 17 on 2 cores a CPU-bound run takes about 8.5 times as long as on an idle one.
 * - margin: head room for what neither figure sees (a burst of load after the run started).
 */
export interface TimeLimitPolicy {
  floorMs: number;
  ceilingMs: number;
  margin: number;
  assumedRealTimeFactor: number;
}

/**
 * pocketsphinx measured 0.13 CPU-seconds per audio second plus about 1 s to load its model
 * (README); 0.5 assumed before a measurement covers a short chunk's model load. With margin 8,
 * a 30 s chunk on an idle machine gets 120 s unmeasured; at load 17 on 2 cores, 17 minutes.
 */
export const RECOGNISER_TIME_LIMIT: TimeLimitPolicy = {
  floorMs: 60_000,
  ceilingMs: 30 * 60_000,
  margin: 8,
  assumedRealTimeFactor: 0.5,
};

export interface MachineLoad {
  /** 1-minute load average. */
  load: number;
  cores: number;
}

export function currentLoad(): MachineLoad {
  return { load: loadavg()[0], cores: availableParallelism() };
}

export function loadFactor({ load, cores }: MachineLoad): number {
  return Math.max(1, load / Math.max(1, cores));
}

export function recogniserTimeLimitMs(
  audioSeconds: number,
  measuredRealTimeFactor: number | undefined,
  machine: MachineLoad,
  policy: TimeLimitPolicy = RECOGNISER_TIME_LIMIT,
): number {
  const realTimeFactor = measuredRealTimeFactor ?? policy.assumedRealTimeFactor;
  const ms = audioSeconds * realTimeFactor * loadFactor(machine) * policy.margin * 1000;
  return Math.round(Math.min(policy.ceilingMs, Math.max(policy.floorMs, ms)));
}

/** Runs shorter than this are mostly model loading: they say little about speed per second. */
const MIN_MEASURED_AUDIO_SECONDS = 5;

/**
 * This server's recent recogniser speed, per engine instance: every finished run (the
 * administrator's self-test included) is one measurement; a run stopped at its limit counts
 * as at least that slow, so the retry gets a longer limit.
 */
export class SpeedMeter {
  private readonly recent: number[] = [];

  constructor(private readonly keep = 20) {}

  /** Wall time of one run of `audioSeconds`, with the load at its start and end. */
  record(audioSeconds: number, elapsedMs: number, loadAtStart: MachineLoad, loadAtEnd: MachineLoad): void {
    if (audioSeconds < MIN_MEASURED_AUDIO_SECONDS) return;
    // The lower of the two loads: normalising by too high a load would understate the time needed.
    const factor = Math.min(loadFactor(loadAtStart), loadFactor(loadAtEnd));
    this.recent.push(elapsedMs / 1000 / audioSeconds / factor);
    if (this.recent.length > this.keep) this.recent.shift();
  }

  /** The slowest recent real-time factor on an unloaded machine, or undefined before any run. */
  realTimeFactor(): number | undefined {
    return this.recent.length ? Math.max(...this.recent) : undefined;
  }
}
