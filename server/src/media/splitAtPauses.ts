import { join } from 'node:path';
import { frameEnergies, quietestMoment, type FrameEnergies } from './loudness.js';
import { detectSilences, type TimeRange } from './silence.js';
import { readWavInfo, writeWavSlice, type WavInfo } from './wav.js';

export interface AudioChunk {
  path: string;
  /** Where the chunk starts in the original recording, in seconds. */
  offsetSeconds: number;
  durationSeconds: number;
}

export interface SplitOptions {
  maxChunkSeconds: number;
  /** Directory for the chunk files; the caller owns and removes it. */
  outputDir: string;
  /** Default -35 dBFS: pauses in a room recording are rarely quieter than -40. */
  noiseDb?: number;
  minPauseSeconds?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** See RunProcessOptions.niceness. */
  niceness?: number;
}

/**
 * Cuts a 16-bit PCM WAV into chunks no longer than maxChunkSeconds, each cut in the middle of
 * a pause, so that no word is split. Where a stretch has no pause at all (continuous speech, or
 * room noise above the pause threshold), it is cut at its quietest tenth of a second.
 * A recording that fits in one chunk is returned as it is, without copying.
 */
export async function splitAtPauses(wavPath: string, options: SplitOptions): Promise<AudioChunk[]> {
  const info = await readWavInfo(wavPath);
  if (info.durationSeconds <= options.maxChunkSeconds) {
    return [{ path: wavPath, offsetSeconds: 0, durationSeconds: info.durationSeconds }];
  }
  const silences = await pausesOf(wavPath, options);
  let cuts = chooseCuts(info.durationSeconds, silences, options.maxChunkSeconds);
  if (cuts.some((cut) => !silences.some((pause) => (pause.start + pause.end) / 2 === cut))) {
    cuts = chooseCuts(info.durationSeconds, silences, options.maxChunkSeconds, await frameEnergies(wavPath, info));
  }
  return writeChunks(wavPath, info, [0, ...cuts, info.durationSeconds], options.outputDir);
}

/**
 * The start of a recording still arriving: the pieces splitAtPauses will cut from the whole file
 * whatever comes after, i.e. each cut whose window lies well before the end of what has arrived:
 * at a pause, or (a stretch with none) at the quietest moment, as the whole file is cut. Stops at
 * a pause that runs into the end. Their bytes are compared again later, so a wrong guess costs
 * only time.
 */
export async function splitFinishedPieces(partialWavPath: string, options: SplitOptions): Promise<AudioChunk[]> {
  const info = await readWavInfo(partialWavPath);
  if (info.durationSeconds <= options.maxChunkSeconds) return [];
  const silences = await pausesOf(partialWavPath, options);
  const cuts = chooseFinishedCuts(info.durationSeconds, silences, options.maxChunkSeconds, await frameEnergies(partialWavPath, info));
  return cuts.length ? writeChunks(partialWavPath, info, [0, ...cuts], options.outputDir) : [];
}

/** Seconds before the end of a partial recording in which nothing is trusted yet (decoder and filter delays). */
export const UNSETTLED_TAIL_SECONDS = 2;

/**
 * The whole file is cut as chooseCuts with its energies does (splitAtPauses): without the
 * energies of what has arrived, a stretch with no pause stops the cutting here.
 */
export function chooseFinishedCuts(durationSeconds: number, silences: readonly TimeRange[], maxChunkSeconds: number, energies?: FrameEnergies): number[] {
  const settled = durationSeconds - UNSETTLED_TAIL_SECONDS;
  const cuts: number[] = [];
  let start = 0;
  while (start + maxChunkSeconds <= settled) {
    const limit = start + maxChunkSeconds;
    const touching = silences.filter((pause) => pause.end > start && pause.start <= limit);
    if (touching.some((pause) => pause.end >= settled)) break;
    const [cut] = chooseCuts(limit + maxChunkSeconds, touching, maxChunkSeconds, energies, start);
    if (cut === undefined || (!energies && !touching.some((pause) => (pause.start + pause.end) / 2 === cut))) break;
    cuts.push(cut);
    start = cut;
  }
  return cuts;
}

async function pausesOf(wavPath: string, options: SplitOptions): Promise<TimeRange[]> {
  const { silences } = await detectSilences(wavPath, {
    noiseDb: options.noiseDb ?? -35,
    minSilenceSeconds: options.minPauseSeconds ?? 0.3,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    niceness: options.niceness,
  });
  return silences;
}

async function writeChunks(wavPath: string, info: WavInfo, bounds: number[], outputDir: string): Promise<AudioChunk[]> {
  const chunks: AudioChunk[] = [];
  for (let index = 0; index < bounds.length - 1; index++) {
    const start = bounds[index];
    const end = bounds[index + 1];
    const path = join(outputDir, `chunk-${String(index).padStart(3, '0')}.wav`);
    await writeWavSlice(wavPath, info, start, end, path);
    chunks.push({ path, offsetSeconds: start, durationSeconds: end - start });
  }
  return chunks;
}

/**
 * Greedy: from each chunk start, among the pauses whose middle falls in the second half of the
 * allowed window, cut at the longest one (most likely a sentence end); failing that, at the
 * latest pause in the window; failing that, at the quietest moment of the window's second half
 * (given the energies), else hard at the window's end.
 */
export function chooseCuts(
  durationSeconds: number,
  silences: readonly TimeRange[],
  maxChunkSeconds: number,
  energies?: FrameEnergies,
  from = 0,
): number[] {
  const middles = silences
    .map((silence) => ({ at: (silence.start + silence.end) / 2, length: silence.end - silence.start }))
    .sort((a, b) => a.at - b.at);
  const cuts: number[] = [];
  let start = from;
  while (durationSeconds - start > maxChunkSeconds) {
    const limit = start + maxChunkSeconds;
    const inWindow = middles.filter((pause) => pause.at > start + 0.5 && pause.at <= limit);
    const secondHalf = inWindow.filter((pause) => pause.at >= start + maxChunkSeconds / 2);
    const best =
      secondHalf.length > 0
        ? secondHalf.reduce((longest, pause) => (pause.length > longest.length ? pause : longest))
        : inWindow.at(-1);
    const cut = best?.at ?? (energies ? quietestMoment(energies, start + maxChunkSeconds / 2, limit) : limit);
    cuts.push(cut);
    start = cut;
  }
  return cuts;
}
