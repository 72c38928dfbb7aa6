import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { MediaError, mediaErrorFromProcess } from './errors.js';
import { RECOGNISER_WAV_OUTPUT } from './extractAudio.js';
import { ffmpegPath } from './ffmpegPaths.js';
import { ProcessError, runProcess } from './runProcess.js';

/**
 * How long the first audio stream really is, by decoding it, never by what the header claims
 * (a header can say 12 s over 210 s of sound). Decoding stops after `capSeconds`, so a huge
 * or endless file costs at most that much work; the answer is then `capSeconds`.
 */
export async function decodedAudioSeconds(filePath: string, capSeconds: number, options: StreamOptions & { keepWavAt?: string } = {}): Promise<number> {
  const stream = { unreadable: 'its audio cannot be decoded', step: 'ffmpeg decode' };
  const { keepWavAt } = options;
  if (!keepWavAt) return streamSeconds(filePath, capSeconds, options, { ...stream, args: ['-map', '0:a:0', '-vn', '-t', String(capSeconds), '-f', 'null', '-'] });
  // The very WAV extractAudio writes (stopped at the cap), so the evaluation need not decode the file again.
  // Its own partial file: two finalises of one upload may decode it at once, and each must rename a whole file.
  const partial = `${keepWavAt}.${randomUUID()}.partial`;
  await mkdir(dirname(keepWavAt), { recursive: true });
  try {
    const seconds = await streamSeconds(filePath, capSeconds, options, { ...stream, args: ['-t', String(capSeconds), ...RECOGNISER_WAV_OUTPUT, partial] });
    await rename(partial, keepWavAt);
    return seconds;
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * How long the first video stream really runs, from its packets (copied, not decoded: cheap even
 * for a long film), never from the header. Stops after `capSeconds`; the answer is at most that.
 */
export function videoStreamSeconds(filePath: string, capSeconds: number, options: StreamOptions = {}): Promise<number> {
  return streamSeconds(filePath, capSeconds, options, {
    // A few seconds past the cap, so a stream that reaches it is seen to (copying stops on a packet boundary).
    args: ['-map', '0:v:0', '-an', '-c', 'copy', '-t', String(capSeconds + 5), '-f', 'null', '-'],
    unreadable: 'its video cannot be read',
    step: 'ffmpeg copy',
  });
}

type StreamOptions = { timeoutMs?: number; signal?: AbortSignal };

/** Runs ffmpeg over one stream (into nothing, or a WAV) and reads how far it got from its progress lines. */
async function streamSeconds(filePath: string, capSeconds: number, options: StreamOptions, stream: { args: string[]; unreadable: string; step: string }): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await runProcess(ffmpegPath(), ['-v', 'error', '-nostdin', '-y', '-i', filePath, '-progress', 'pipe:1', '-nostats', ...stream.args], {
      timeoutMs: options.timeoutMs ?? 60_000,
      signal: options.signal,
    }));
  } catch (error) {
    if (error instanceof ProcessError && error.failure === 'exit') {
      throw new MediaError('not_media', `${filePath}: ${stream.unreadable}`, error.stderr, { cause: error });
    }
    throw mediaErrorFromProcess(error, `${stream.step} ${filePath}`);
  }
  let micros = 0;
  for (const match of stdout.matchAll(/^out_time_us=(\d+)$/gm)) micros = Math.max(micros, Number(match[1]));
  return Math.min(micros / 1_000_000, capSeconds);
}
