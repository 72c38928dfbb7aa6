import { rename, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { mediaErrorFromProcess } from './errors.js';
import { ffmpegPath } from './ffmpegPaths.js';
import { probeMedia, type MediaProbe } from './probe.js';
import { BACKGROUND_NICENESS, runProcess } from './runProcess.js';

export interface PlaybackFile {
  path: string;
  kind: 'video' | 'audio';
  mimeType: 'video/mp4' | 'audio/mp4';
  /** True when the streams were already playable everywhere and were only remuxed. */
  copied: boolean;
}

export interface TranscodeOptions {
  /** Output file name without extension. Default: the input's name plus ".playback". */
  baseName?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Profiles every browser decodes, Safari on old iPhones included. */
const PLAYABLE_H264_PROFILES = new Set(['Constrained Baseline', 'Baseline', 'Main', 'High']);

/**
 * A copy that plays in every browser: MP4 (H.264 + AAC) for a video, M4A (AAC) for audio only,
 * with the index at the front (+faststart) so playback starts before the download ends.
 */
export async function transcodeForPlayback(
  input: string,
  outputDir: string,
  options: TranscodeOptions = {},
): Promise<PlaybackFile> {
  const probe = await probeMedia(input, { signal: options.signal });
  const kind = probe.hasVideo ? 'video' : 'audio';
  const name = options.baseName ?? `${basename(input, extname(input))}.playback`;
  const output = join(outputDir, `${name}.${kind === 'video' ? 'mp4' : 'm4a'}`);
  const partial = `${output}.partial`;
  const copied = isPlayableAsIs(probe);

  const streamArgs =
    kind === 'video'
      ? ['-map', '0:v:0', '-map', '0:a:0?', ...(copied ? ['-c', 'copy'] : videoEncodeArgs())]
      : ['-map', '0:a:0', '-vn', ...(copied ? ['-c', 'copy'] : ['-c:a', 'aac', '-b:a', '96k'])];
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
    '-i', input,
    ...streamArgs,
    '-sn', '-dn', '-map_metadata', '-1',
    '-movflags', '+faststart',
    '-f', 'mp4', partial,
  ];
  try {
    // The playback copy can wait; a student waiting for a result cannot.
    await runProcess(ffmpegPath(), args, { timeoutMs: options.timeoutMs ?? 15 * 60_000, signal: options.signal, niceness: BACKGROUND_NICENESS });
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw mediaErrorFromProcess(error, `transcoding ${input} for playback`);
  }
  return { path: output, kind, mimeType: kind === 'video' ? 'video/mp4' : 'audio/mp4', copied };
}

function isPlayableAsIs(probe: MediaProbe): boolean {
  if (!probe.formatName.includes('mp4')) return false;
  const audioOk = !probe.hasAudio || probe.audioCodec === 'aac';
  if (!probe.hasVideo) return audioOk;
  return (
    audioOk &&
    probe.videoCodec === 'h264' &&
    probe.pixelFormat === 'yuv420p' &&
    PLAYABLE_H264_PROFILES.has(probe.videoProfile ?? '')
  );
}

function videoEncodeArgs(): string[] {
  return [
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26',
    '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    // H.264 in yuv420p needs even dimensions; phone recordings are not always even.
    '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    // MediaRecorder WebM has variable frame timing; keep it rather than duplicating frames.
    '-vsync', 'vfr',
    '-c:a', 'aac', '-b:a', '128k',
  ];
}
