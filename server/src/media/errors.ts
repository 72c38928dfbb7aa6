import { ProcessError } from './runProcess.js';

export type MediaErrorCode =
  /** ffprobe cannot read it, or it holds no audio or video (text, still image). */
  | 'not_media'
  /** Readable media without the audio stream the operation needs. */
  | 'no_audio'
  /** A WAV file that is not 16-bit PCM, where one is required. */
  | 'unsupported_wav'
  | 'timeout'
  | 'aborted'
  /** ffmpeg or ffprobe failed for another reason; `detail` holds its stderr. */
  | 'failed';

export class MediaError extends Error {
  readonly name = 'MediaError';
  constructor(
    readonly code: MediaErrorCode,
    message: string,
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Maps a failed ffmpeg/ffprobe run onto a MediaError, keeping its stderr as detail. */
export function mediaErrorFromProcess(error: unknown, what: string): MediaError {
  if (error instanceof MediaError) return error;
  if (error instanceof ProcessError) {
    const code: MediaErrorCode =
      error.failure === 'timeout' ? 'timeout' : error.failure === 'aborted' ? 'aborted' : 'failed';
    return new MediaError(code, `${what}: ${error.message}`, error.stderr, { cause: error });
  }
  return new MediaError('failed', `${what}: ${String(error)}`, undefined, { cause: error });
}
