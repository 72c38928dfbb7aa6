import { readFile } from 'node:fs/promises';
import type { WavInfo } from './wav.js';

export interface FrameEnergies {
  frameSeconds: number;
  /** Mean square sample value of each frame, all channels together. */
  values: Float64Array;
}

/** Per-frame energy of a 16-bit PCM WAV (a 3-minute 16 kHz answer is 5.8 MB, read at once). */
export async function frameEnergies(wavPath: string, info: WavInfo, frameSeconds = 0.01): Promise<FrameEnergies> {
  const data = (await readFile(wavPath)).subarray(info.dataOffset, info.dataOffset + info.dataBytes);
  const samplesPerFrame = Math.max(1, Math.round(frameSeconds * info.sampleRate)) * info.channels;
  const samples = Math.floor(data.length / 2);
  const values = new Float64Array(Math.ceil(samples / samplesPerFrame));
  for (let frame = 0; frame < values.length; frame++) {
    const from = frame * samplesPerFrame;
    const to = Math.min(samples, from + samplesPerFrame);
    let sum = 0;
    for (let i = from; i < to; i++) {
      const sample = data.readInt16LE(i * 2);
      sum += sample * sample;
    }
    values[frame] = sum / Math.max(1, to - from);
  }
  return { frameSeconds, values };
}

/**
 * The middle of the quietest stretch of `spanSeconds` between two times (the earliest of
 * equals): where no pause was found, the likeliest gap between two words.
 */
export function quietestMoment(energies: FrameEnergies, fromSeconds: number, toSeconds: number, spanSeconds = 0.1): number {
  const { frameSeconds, values } = energies;
  const span = Math.max(1, Math.round(spanSeconds / frameSeconds));
  const first = Math.max(0, Math.floor(fromSeconds / frameSeconds));
  const last = Math.min(values.length, Math.floor(toSeconds / frameSeconds)) - span;
  if (last < first) return toSeconds;
  let sum = 0;
  for (let i = first; i < first + span; i++) sum += values[i];
  let best = sum;
  let bestStart = first;
  for (let start = first + 1; start <= last; start++) {
    sum += values[start + span - 1] - values[start - 1];
    if (sum < best) {
      best = sum;
      bestStart = start;
    }
  }
  return Math.round((bestStart + span / 2) * frameSeconds * 1000) / 1000;
}
