import { CHUNK_SIZE_BYTES, DURATION_TOLERANCE_SECONDS, MAX_RECORDING_SECONDS, MAX_UPLOAD_BYTES } from '../constants.js';

/** Shorter than this is an empty or accidental recording. */
export const MIN_RECORDING_SECONDS = 0.5;
/** The longest clip a server accepts: the recorder's limit plus container and stop latency. */
export const MAX_ACCEPTED_SECONDS = MAX_RECORDING_SECONDS + DURATION_TOLERANCE_SECONDS;
/** SPEC.md: chunk count is the file size over the chunk size, rounded up. */
export const MAX_CHUNKS = Math.floor(MAX_UPLOAD_BYTES / CHUNK_SIZE_BYTES);
export const MAX_UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / 1_048_576);

export const chunkCount = (sizeBytes: number) => Math.ceil(sizeBytes / CHUNK_SIZE_BYTES);

export type DurationVerdict = 'ok' | 'tooShort' | 'tooLong';

export function durationVerdict(seconds: number): DurationVerdict {
  if (!(seconds > MIN_RECORDING_SECONDS)) return 'tooShort';
  if (seconds > MAX_ACCEPTED_SECONDS) return 'tooLong';
  return 'ok';
}
