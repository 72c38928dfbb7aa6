import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let cached: { ffmpeg: string; ffprobe: string } | undefined;

/**
 * Binaries shipped inside @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe.
 * FFMPEG_PATH / FFPROBE_PATH override them (e.g. a system ffmpeg with hardware encoders).
 * Resolved lazily: the installer packages throw at import time when their binary is missing,
 * which must not take the whole server down.
 */
function resolvePaths(): { ffmpeg: string; ffprobe: string } {
  cached ??= {
    ffmpeg: process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
    ffprobe: process.env.FFPROBE_PATH || (require('@ffprobe-installer/ffprobe') as { path: string }).path,
  };
  return cached;
}

export function ffmpegPath(): string {
  return resolvePaths().ffmpeg;
}

export function ffprobePath(): string {
  return resolvePaths().ffprobe;
}
