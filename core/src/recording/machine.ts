import { DEFAULT_ATTEMPTS, MAX_RECORDING_SECONDS } from '../constants.js';
import { isFinalStatus, type SubmissionStatus } from '../submissions/status.js';
import type { AnswerFileProblem, AnswerKind } from './media.js';

/**
 * The answer area of a lab screen (SPEC.md section 4, "Recording flow", with ARCHITECTURE.md's
 * live evaluation): a pure reducer, so every transition and guard is unit-tested and the
 * screen only performs the side effects (camera, MediaRecorder, upload) the state asks for.
 *
 * initial -> ready (camera and microphone granted) -> recording -> recorded (Stop, or the
 * automatic stop at 180 s) -> uploading (Submit) -> evaluating (queued, transcribing, grading)
 * -> done (graded, needs_review, failed). Retake discards the clip and goes back to ready.
 * When recording is impossible or refused the area falls back to the file picker ("upload"
 * mode); a chosen file goes straight to recorded.
 */
export type RecordingStatus = 'initial' | 'ready' | 'recording' | 'recorded' | 'uploading' | 'evaluating' | 'done';

/** record: camera or microphone; upload: the file picker fallback. */
export type RecorderMode = 'record' | 'upload';

/** The answer to submit: a recorded clip or a chosen file (the bytes stay with the screen). */
export interface AnswerClip {
  /** Stable for this clip: a resumed upload finds its earlier part by it. */
  id: string;
  source: 'recording' | 'file';
  kind: AnswerKind;
  mimeType: string;
  name: string;
  size: number;
  durationSeconds: number | null;
}

/** What went wrong, as a code the screen translates. */
export type RecordingProblem =
  | { code: 'camera'; kind: AnswerKind; reason: string }
  | { code: 'noMimeType' }
  | { code: 'recorder'; reason: string }
  | { code: 'uploadError'; message: string }
  | { code: 'network' }
  | AnswerFileProblem;

export interface RecordingState {
  status: RecordingStatus;
  mode: RecorderMode;
  kind: AnswerKind;
  /** The camera/microphone request is under way (Ready pressed). */
  requesting: boolean;
  /** The camera/microphone stream should be open; the screen stops the tracks when false. */
  cameraOn: boolean;
  elapsedSeconds: number;
  /** The last recording ended at the limit rather than by Stop. */
  autoStopped: boolean;
  clip: AnswerClip | null;
  attemptsLeft: number;
  upload: { loaded: number; total: number } | null;
  submissionId: string | null;
  evaluation: SubmissionStatus | null;
  problem: RecordingProblem | null;
}

export type RecordingEvent =
  | { type: 'CHOOSE_KIND'; kind: AnswerKind }
  | { type: 'READY_REQUESTED' }
  | { type: 'READY_OK' }
  | { type: 'READY_FAILED'; problem: RecordingProblem }
  | { type: 'START' }
  | { type: 'TICK'; seconds: number }
  | { type: 'STOP' }
  | { type: 'CLIP_READY'; clip: AnswerClip }
  | { type: 'RECORDER_FAILED'; reason: string }
  | { type: 'RETAKE' }
  | { type: 'FILE_CHOSEN'; clip: AnswerClip }
  | { type: 'FILE_REJECTED'; problem: RecordingProblem }
  | { type: 'SUBMIT' }
  | { type: 'RESUME'; clip: AnswerClip }
  | { type: 'UPLOAD_PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD_DONE'; submissionId: string; status: SubmissionStatus; attemptsLeft?: number }
  | { type: 'UPLOAD_FAILED'; problem: RecordingProblem; discardClip?: boolean }
  | { type: 'RESULT'; submissionId: string; status: SubmissionStatus; attemptsLeft?: number }
  | { type: 'ATTEMPTS'; attemptsLeft: number | undefined }
  | { type: 'DISMISS_PROBLEM' };

export interface RecordingOptions {
  attemptsLeft?: number;
  /** False when the browser has no camera API or no MediaRecorder: start in the file picker mode. */
  canRecord?: boolean;
  /** Why recording is impossible, shown with the file picker. */
  problem?: RecordingProblem | null;
  kind?: AnswerKind;
}

const clampAttempts = (n: number | undefined) => Math.max(0, Math.floor(n ?? DEFAULT_ATTEMPTS));

export function initialRecordingState(options: RecordingOptions = {}): RecordingState {
  return {
    status: 'initial',
    mode: options.canRecord === false ? 'upload' : 'record',
    kind: options.kind ?? 'video',
    requesting: false,
    cameraOn: false,
    elapsedSeconds: 0,
    autoStopped: false,
    clip: null,
    attemptsLeft: clampAttempts(options.attemptsLeft),
    upload: null,
    submissionId: null,
    evaluation: null,
    problem: options.problem ?? null,
  };
}

/** Back to the start of a new answer, keeping the mode, the answer kind and the attempts. */
function fresh(state: RecordingState, status: 'initial' | 'ready'): RecordingState {
  return {
    ...state,
    status,
    requesting: false,
    cameraOn: status === 'ready',
    elapsedSeconds: 0,
    autoStopped: false,
    clip: null,
    upload: null,
    submissionId: null,
    evaluation: null,
    problem: null,
  };
}

function afterResult(state: RecordingState, submissionId: string, status: SubmissionStatus, attemptsLeft: number | undefined): RecordingState {
  return {
    ...state,
    status: isFinalStatus(status) ? 'done' : 'evaluating',
    submissionId,
    evaluation: status,
    attemptsLeft: attemptsLeft === undefined ? state.attemptsLeft : clampAttempts(attemptsLeft),
    cameraOn: false,
    requesting: false,
    upload: null,
  };
}

export function recordingReducer(state: RecordingState, event: RecordingEvent): RecordingState {
  const hasAttempts = state.attemptsLeft > 0;
  switch (event.type) {
    case 'CHOOSE_KIND':
      return state.status === 'initial' && !state.requesting ? { ...state, kind: event.kind } : state;

    case 'READY_REQUESTED':
      return state.status === 'initial' && state.mode === 'record' && hasAttempts && !state.requesting ? { ...state, requesting: true, problem: null } : state;

    case 'READY_OK':
      return state.status === 'initial' && state.requesting ? { ...state, status: 'ready', requesting: false, cameraOn: true, problem: null } : state;

    case 'READY_FAILED':
      // SPEC.md: a camera failure or no recorder format falls back to the file picker.
      return state.status === 'initial' && state.requesting ? { ...state, mode: 'upload', requesting: false, cameraOn: false, problem: event.problem } : state;

    case 'START':
      return state.status === 'ready' && hasAttempts ? { ...state, status: 'recording', elapsedSeconds: 0, autoStopped: false, clip: null, problem: null } : state;

    case 'TICK': {
      if (state.status !== 'recording') return state;
      const seconds = Math.max(state.elapsedSeconds, Math.min(MAX_RECORDING_SECONDS, event.seconds));
      if (event.seconds >= MAX_RECORDING_SECONDS) return { ...state, status: 'recorded', elapsedSeconds: MAX_RECORDING_SECONDS, autoStopped: true };
      return { ...state, elapsedSeconds: seconds };
    }

    case 'STOP':
      return state.status === 'recording' ? { ...state, status: 'recorded', autoStopped: false } : state;

    case 'CLIP_READY':
      // The recorder hands over its data after it stopped (or stopped on its own, e.g. a track ended).
      if (state.status === 'recording' || (state.status === 'recorded' && !state.clip)) return { ...state, status: 'recorded', clip: event.clip };
      return state;

    case 'RECORDER_FAILED':
      if (state.status !== 'ready' && state.status !== 'recording' && state.status !== 'recorded') return state;
      return { ...fresh(state, 'initial'), problem: { code: 'recorder', reason: event.reason } };

    case 'RETAKE':
      // Discard the clip, reset the timer and go back to ready (or to the start when the camera is off).
      if (state.status === 'recorded') return fresh(state, state.cameraOn ? 'ready' : 'initial');
      if (state.status === 'done') return fresh(state, 'initial');
      return state;

    case 'FILE_CHOSEN':
      if (!hasAttempts || !['initial', 'ready', 'recorded'].includes(state.status) || state.requesting) return state;
      if (state.status === 'recorded' && state.clip?.source === 'recording') return state;
      return { ...state, status: 'recorded', clip: event.clip, kind: event.clip.kind, cameraOn: false, elapsedSeconds: 0, autoStopped: false, problem: null };

    case 'FILE_REJECTED':
      return ['initial', 'ready', 'recorded'].includes(state.status) ? { ...state, problem: event.problem } : state;

    case 'SUBMIT':
      // SPEC.md section 5: ignored without a clip or with no attempts left.
      if (state.status !== 'recorded' || !state.clip || !hasAttempts) return state;
      return { ...state, status: 'uploading', upload: { loaded: 0, total: state.clip.size }, cameraOn: false, problem: null };

    case 'RESUME':
      // An upload a reload interrupted, picked up again.
      if (state.status !== 'initial' || !hasAttempts) return state;
      return { ...state, status: 'uploading', clip: event.clip, kind: event.clip.kind, upload: { loaded: 0, total: event.clip.size }, cameraOn: false, requesting: false, problem: null };

    case 'UPLOAD_PROGRESS':
      if (state.status !== 'uploading') return state;
      return { ...state, upload: { loaded: Math.max(0, Math.min(event.loaded, event.total)), total: event.total } };

    case 'UPLOAD_DONE':
      return state.status === 'uploading' ? afterResult(state, event.submissionId, event.status, event.attemptsLeft) : state;

    case 'UPLOAD_FAILED':
      if (state.status !== 'uploading') return state;
      // A clip whose bytes are gone (a resumed upload the server refused) cannot be sent again.
      if (event.discardClip) return { ...fresh(state, 'initial'), problem: event.problem };
      // Otherwise the clip stays, so Submit tries again (and resumes what already arrived).
      return { ...state, status: 'recorded', upload: null, problem: event.problem };

    case 'RESULT':
      if (state.status === 'initial' && !state.requesting) return afterResult({ ...state, problem: null }, event.submissionId, event.status, event.attemptsLeft);
      if ((state.status === 'evaluating' || state.status === 'done') && state.submissionId === event.submissionId) {
        return afterResult(state, event.submissionId, event.status, event.attemptsLeft);
      }
      return state;

    case 'ATTEMPTS':
      return event.attemptsLeft === undefined ? state : { ...state, attemptsLeft: clampAttempts(event.attemptsLeft) };

    case 'DISMISS_PROBLEM':
      return { ...state, problem: null };
  }
}

/** Which controls are enabled: everything is off while uploading or with no attempts left. */
export function recorderControls(state: RecordingState): {
  chooseKind: boolean;
  ready: boolean;
  start: boolean;
  stop: boolean;
  retake: boolean;
  submit: boolean;
  chooseFile: boolean;
} {
  const hasAttempts = state.attemptsLeft > 0;
  const s = state.status;
  return {
    chooseKind: s === 'initial' && state.mode === 'record' && !state.requesting && hasAttempts,
    ready: s === 'initial' && state.mode === 'record' && !state.requesting && hasAttempts,
    start: s === 'ready' && hasAttempts,
    stop: s === 'recording',
    retake: (s === 'recorded' && !!state.clip) || (s === 'done' && hasAttempts),
    submit: s === 'recorded' && !!state.clip && hasAttempts,
    chooseFile: hasAttempts && !state.requesting && (s === 'initial' || s === 'ready' || (s === 'recorded' && state.clip?.source === 'file')),
  };
}

/** True while the state holds something the student would lose by leaving (a clip or an upload). */
export const hasUnsavedAnswer = (state: RecordingState) => state.status === 'recording' || state.status === 'uploading' || (state.status === 'recorded' && !!state.clip);
