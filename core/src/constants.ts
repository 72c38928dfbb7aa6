/** Business constants of SPEC.md section 9 and ARCHITECTURE.md. */
export const PASS_MARK = 60;
export const SCORE_MAX = 100;
export const MAX_RECORDING_SECONDS = 180;
/** Tolerance on the clip duration a server accepts, for container rounding and stop latency. */
export const DURATION_TOLERANCE_SECONDS = 5;
export const CHUNK_SIZE_BYTES = 1_048_576;
export const MAX_UPLOAD_BYTES = 500 * 1_048_576;
export const DEFAULT_ATTEMPTS = 3;
export const REGISTER_CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
export const VIDEO_BITRATE = 600_000;
export const RECORDER_TIMESLICE_MS = 1000;
export const TRIAL_DAYS = 15;
export const TRIAL_STUDENTS = 10;
export const PROGRESS_RING_GREEN_AT = 50;
export const TOAST_DURATION_MS = 3000;
export const COPYRIGHT_YEAR = 2024;
