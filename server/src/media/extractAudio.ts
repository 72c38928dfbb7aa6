import { rename, rm } from 'node:fs/promises';
import { MediaError, mediaErrorFromProcess } from './errors.js';
import { ffmpegPath } from './ffmpegPaths.js';
import { ProcessError, runProcess } from './runProcess.js';

/** ffmpeg's output options for the first audio stream as the recognisers' WAV; the file name follows. */
export const RECOGNISER_WAV_OUTPUT = [
  '-map', '0:a:0', '-vn', '-sn', '-dn',
  '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le',
  // No LIST/INFO chunk: some readers assume the samples start at byte 44.
  '-bitexact', '-map_metadata', '-1',
  '-f', 'wav',
];

export interface ExtractAudioOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** See RunProcessOptions.niceness. */
  niceness?: number;
}

/**
 * Decodes the first audio stream of any media file into the 16 kHz mono 16-bit WAV that the
 * speech recognisers expect. The file appears at outputWav only once it is complete.
 */
export async function extractAudio(input: string, outputWav: string, options: ExtractAudioOptions = {}): Promise<void> {
  const partial = `${outputWav}.partial`;
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
    '-i', input,
    ...RECOGNISER_WAV_OUTPUT,
    partial,
  ];
  try {
    await runProcess(ffmpegPath(), args, { timeoutMs: options.timeoutMs ?? 120_000, signal: options.signal, niceness: options.niceness });
    await rename(partial, outputWav);
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof ProcessError && /matches no streams/.test(error.stderr)) {
      throw new MediaError('no_audio', `${input} has no audio stream`, error.stderr, { cause: error });
    }
    if (error instanceof ProcessError && /Invalid data found|could not find codec|EBML header/i.test(error.stderr)) {
      throw new MediaError('not_media', `${input} is not a readable audio or video file`, error.stderr, { cause: error });
    }
    throw mediaErrorFromProcess(error, `extracting audio from ${input}`);
  }
}
