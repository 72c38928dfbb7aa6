import { mediaErrorFromProcess } from './errors.js';
import { ffmpegPath } from './ffmpegPaths.js';
import { runProcess } from './runProcess.js';

export interface TimeRange {
  start: number;
  end: number;
}

export interface SilenceAnalysis {
  durationSeconds: number;
  /** Stretches quieter than the noise threshold for at least the minimum pause. */
  silences: TimeRange[];
  meanVolumeDb: number;
  maxVolumeDb: number;
}

export interface SilenceOptions {
  /** Anything quieter than this (dBFS) is silence. Default -40. */
  noiseDb?: number;
  /** Shorter quiet stretches are gaps between words, not pauses. Default 0.3 s. */
  minSilenceSeconds?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** See RunProcessOptions.niceness. */
  niceness?: number;
}

/** One decoding pass with ffmpeg's silencedetect and volumedetect filters. */
export async function detectSilences(audioPath: string, options: SilenceOptions = {}): Promise<SilenceAnalysis> {
  const { noiseDb = -40, minSilenceSeconds = 0.3, timeoutMs = 60_000, signal, niceness } = options;
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'info',
    '-i', audioPath,
    '-map', '0:a:0',
    '-af', `silencedetect=noise=${noiseDb}dB:d=${minSilenceSeconds},volumedetect`,
    '-f', 'null', '-',
  ];
  let stderr: string;
  try {
    ({ stderr } = await runProcess(ffmpegPath(), args, { timeoutMs, signal, niceness }));
  } catch (error) {
    throw mediaErrorFromProcess(error, `analysing the loudness of ${audioPath}`);
  }
  return parseSilenceLog(stderr);
}

export function parseSilenceLog(log: string): SilenceAnalysis {
  const durationSeconds = lastDecodedTime(log) ?? headerDuration(log) ?? 0;
  const silences: TimeRange[] = [];
  let openStart: number | undefined;
  for (const match of log.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const time = Math.max(0, Number(match[2]));
    if (match[1] === 'start') openStart = time;
    else if (openStart !== undefined) {
      silences.push({ start: openStart, end: time });
      openStart = undefined;
    }
  }
  // Older ffmpeg prints no silence_end when the file ends in silence.
  if (openStart !== undefined && openStart < durationSeconds) silences.push({ start: openStart, end: durationSeconds });

  return {
    durationSeconds,
    silences,
    meanVolumeDb: decibels(log, 'mean_volume'),
    maxVolumeDb: decibels(log, 'max_volume'),
  };
}

function decibels(log: string, key: string): number {
  const match = new RegExp(`${key}: (-?[\\d.]+|-inf) dB`).exec(log);
  if (!match || match[1] === '-inf') return -Infinity;
  return Number(match[1]);
}

function headerDuration(log: string): number | undefined {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(log);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
}

/** The final "time=" of the progress line: exact even when the header has no duration. */
function lastDecodedTime(log: string): number | undefined {
  const times = [...log.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  return last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : undefined;
}
