import { DURATION_TOLERANCE_SECONDS, durationVerdict, MAX_RECORDING_SECONDS } from '@nurselab/core';
import { decodedAudioSeconds, MediaError, probeMedia, videoStreamSeconds } from '../media/index.js';
import { ApiError } from '../http/errors.js';
import { recordingFormat, type RecordingFormat } from './recordingFormat.js';

export interface CheckedRecording extends RecordingFormat {
  durationSeconds: number;
}

/** Errors that mean "this file can never become a submission" (as opposed to "try again"). */
export const isRefusedRecording = (error: unknown) =>
  error instanceof ApiError && ['upload.notMedia', 'upload.tooLong', 'upload.tooShort', 'upload.tooLarge'].includes(error.code);

/** Decoding stops just past the longest acceptable recording, whatever the file holds. */
const DECODE_CAP_SECONDS = MAX_RECORDING_SECONDS + DURATION_TOLERANCE_SECONDS + 1;

/**
 * ffprobe says whether it is audio or video; the duration is that of the longest stream, measured
 * from the streams (audio decoded, video packets read, both stopped at the cap), never from the
 * header, which may lie. A 20-minute film with 12 s of sound is 20 minutes long.
 */
export async function checkRecording(
  filePath: string,
  onProbeFailure: (error: unknown) => void = () => {},
  /** Where to keep the decoded audio as the recogniser's WAV, so the evaluation need not decode it again. */
  keepWavAt?: string,
): Promise<CheckedRecording> {
  let probe;
  let durationSeconds;
  try {
    probe = await probeMedia(filePath);
    const [audio, video] = await Promise.all([
      probe.hasAudio ? decodedAudioSeconds(filePath, DECODE_CAP_SECONDS, { keepWavAt }) : 0,
      probe.hasVideo ? videoStreamSeconds(filePath, DECODE_CAP_SECONDS) : 0,
    ]);
    durationSeconds = Math.max(audio, video);
  } catch (error) {
    if (error instanceof MediaError && error.code === 'not_media') throw new ApiError(422, 'upload.notMedia');
    onProbeFailure(error);
    throw new ApiError(503, 'upload.checkFailed');
  }
  const verdict = durationVerdict(durationSeconds);
  if (verdict === 'tooShort') throw new ApiError(422, 'upload.tooShort');
  if (verdict === 'tooLong') throw new ApiError(422, 'upload.tooLong', [], { seconds: MAX_RECORDING_SECONDS });
  return { ...recordingFormat(probe), durationSeconds };
}
