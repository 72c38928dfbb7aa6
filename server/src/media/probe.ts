import { MediaError, mediaErrorFromProcess } from './errors.js';
import { ffprobePath } from './ffmpegPaths.js';
import { ProcessError, runProcess } from './runProcess.js';

export interface MediaProbe {
  hasAudio: boolean;
  hasVideo: boolean;
  durationSeconds: number;
  /** ffprobe's format name, e.g. "matroska,webm" or "mov,mp4,m4a,3gp,3g2,mj2". */
  formatName: string;
  videoCodec?: string;
  audioCodec?: string;
  videoProfile?: string;
  pixelFormat?: string;
  width?: number;
  height?: number;
}

export interface ProbeOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

/** Demuxers that accept files which are not recordings: still images and text. */
const NOT_RECORDING_FORMAT = /(^|,)(tty|image2|[a-z0-9]+_pipe)(,|$)/;

/**
 * Reads a media file's streams and duration with ffprobe. Throws MediaError('not_media') for
 * anything that is not audio or video. Handles browser MediaRecorder WebM, whose header has
 * no duration, by reading the packet timestamps.
 */
export async function probeMedia(filePath: string, options: ProbeOptions = {}): Promise<MediaProbe> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const output = await runFfprobe(
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath],
    { timeoutMs, signal: options.signal },
    filePath,
  );
  let parsed: FfprobeOutput;
  try {
    parsed = JSON.parse(output) as FfprobeOutput;
  } catch (error) {
    throw new MediaError('failed', `ffprobe printed unreadable JSON for ${filePath}`, output.slice(0, 500), { cause: error });
  }

  const formatName = parsed.format?.format_name ?? '';
  // Cover art in an audio file is a "video" stream with attached_pic; it is not a video.
  const streams = (parsed.streams ?? []).filter((stream) => stream.disposition?.attached_pic !== 1);
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const video = streams.find((stream) => stream.codec_type === 'video');
  if ((!audio && !video) || NOT_RECORDING_FORMAT.test(formatName)) {
    throw new MediaError('not_media', `${filePath} holds no audio or video (format: ${formatName || 'unknown'})`);
  }

  const durationSeconds =
    headerDuration(parsed) ??
    (await durationFromPackets(filePath, audio ? 'a:0' : 'v:0', { timeoutMs, signal: options.signal }));

  return {
    hasAudio: Boolean(audio),
    hasVideo: Boolean(video),
    durationSeconds,
    formatName,
    ...(video?.codec_name && { videoCodec: video.codec_name }),
    ...(audio?.codec_name && { audioCodec: audio.codec_name }),
    ...(video?.profile && { videoProfile: video.profile }),
    ...(video?.pix_fmt && { pixelFormat: video.pix_fmt }),
    ...(video?.width && { width: video.width }),
    ...(video?.height && { height: video.height }),
  };
}

function headerDuration(parsed: FfprobeOutput): number | undefined {
  const candidates = [
    parsed.format?.duration,
    ...(parsed.streams ?? []).flatMap((stream) => [stream.duration, stream.tags?.DURATION]),
  ];
  for (const value of candidates) {
    const seconds = parseDuration(value);
    if (seconds !== undefined && seconds > 0) return seconds;
  }
  return undefined;
}

/** "12.5" or Matroska's "00:01:02.500000000" tag. */
function parseDuration(value: string | undefined): number | undefined {
  if (!value || value === 'N/A') return undefined;
  const clock = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value);
  const seconds = clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : Number(value);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** The end of the last packet of one stream: demuxing only, no decoding. */
async function durationFromPackets(
  filePath: string,
  stream: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<number> {
  const output = await runFfprobe(
    ['-v', 'error', '-select_streams', stream, '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', filePath],
    options,
    filePath,
  );
  let end = 0;
  for (const line of output.split('\n')) {
    const [pts, duration] = line.split(',');
    const start = Number(pts);
    if (!Number.isFinite(start) || pts === '' || pts === 'N/A') continue;
    const length = Number(duration);
    end = Math.max(end, start + (Number.isFinite(length) ? length : 0));
  }
  return end;
}

async function runFfprobe(args: string[], options: { timeoutMs: number; signal?: AbortSignal }, filePath: string): Promise<string> {
  try {
    return (await runProcess(ffprobePath(), args, options)).stdout;
  } catch (error) {
    if (error instanceof ProcessError && error.failure === 'exit') {
      const reason = error.stderr.trim().split('\n').at(-1) ?? '';
      throw new MediaError('not_media', `${filePath} is not a readable audio or video file`, reason, { cause: error });
    }
    throw mediaErrorFromProcess(error, `ffprobe ${filePath}`);
  }
}
