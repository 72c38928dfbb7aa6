import { durationVerdict, MAX_RECORDING_SECONDS } from '@nurselab/core';
import { MediaError, probeMedia } from '../media/index.js';
import { ApiError } from '../http/errors.js';
import { recordingFormat, type RecordingFormat } from './recordingFormat.js';

export interface CheckedRecording extends RecordingFormat {
  durationSeconds: number;
}

/** Errors that mean "this file can never become a submission" (as opposed to "try again"). */
export const isRefusedRecording = (error: unknown) =>
  error instanceof ApiError && ['upload.notMedia', 'upload.tooLong', 'upload.tooShort', 'upload.tooLarge'].includes(error.code);

/** ffprobe decides: an audio or video stream, and a duration a recording of the lab can have. */
export async function checkRecording(filePath: string, onProbeFailure: (error: unknown) => void = () => {}): Promise<CheckedRecording> {
  let probe;
  try {
    probe = await probeMedia(filePath);
  } catch (error) {
    if (error instanceof MediaError && error.code === 'not_media') throw new ApiError(422, 'upload.notMedia');
    onProbeFailure(error);
    throw new ApiError(503, 'upload.checkFailed');
  }
  const verdict = durationVerdict(probe.durationSeconds);
  if (verdict === 'tooShort') throw new ApiError(422, 'upload.tooShort');
  if (verdict === 'tooLong') throw new ApiError(422, 'upload.tooLong', [], { seconds: MAX_RECORDING_SECONDS });
  return { ...recordingFormat(probe), durationSeconds: probe.durationSeconds };
}
