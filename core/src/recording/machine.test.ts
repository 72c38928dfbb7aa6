import { describe, expect, it } from 'vitest';
import { initialRecordingState, recorderControls, recordingReducer, hasUnsavedAnswer, type AnswerClip, type RecordingEvent, type RecordingState } from './machine.js';

const clip = (over: Partial<AnswerClip> = {}): AnswerClip => ({
  id: 'c1',
  source: 'recording',
  kind: 'video',
  mimeType: 'video/webm',
  name: 'lab1_recording_1.webm',
  size: 3_000_000,
  durationSeconds: 12,
  ...over,
});

const run = (state: RecordingState, ...events: RecordingEvent[]) => events.reduce(recordingReducer, state);
const readyState = () => run(initialRecordingState(), { type: 'READY_REQUESTED' }, { type: 'READY_OK' });
const recorded = () => run(readyState(), { type: 'START' }, { type: 'TICK', seconds: 5 }, { type: 'STOP' }, { type: 'CLIP_READY', clip: clip() });

describe('recording flow', () => {
  it('starts in initial with 3 attempts until the server says otherwise', () => {
    const s = initialRecordingState();
    expect(s).toMatchObject({ status: 'initial', mode: 'record', kind: 'video', attemptsLeft: 3, cameraOn: false });
    expect(initialRecordingState({ attemptsLeft: 1 }).attemptsLeft).toBe(1);
    expect(initialRecordingState({ attemptsLeft: -2 }).attemptsLeft).toBe(0);
  });

  it('goes initial -> ready -> recording -> recorded -> uploading -> evaluating -> done', () => {
    let s = initialRecordingState();
    s = recordingReducer(s, { type: 'READY_REQUESTED' });
    expect(s).toMatchObject({ status: 'initial', requesting: true });
    expect(recorderControls(s).ready).toBe(false); // no double request
    s = recordingReducer(s, { type: 'READY_OK' });
    expect(s).toMatchObject({ status: 'ready', cameraOn: true, requesting: false });
    s = recordingReducer(s, { type: 'START' });
    expect(s.status).toBe('recording');
    s = recordingReducer(s, { type: 'TICK', seconds: 3.4 });
    expect(s.elapsedSeconds).toBe(3.4);
    s = recordingReducer(s, { type: 'STOP' });
    expect(s).toMatchObject({ status: 'recorded', autoStopped: false, clip: null });
    expect(recorderControls(s).submit).toBe(false); // the clip is not there yet
    s = recordingReducer(s, { type: 'CLIP_READY', clip: clip() });
    expect(recorderControls(s).submit).toBe(true);
    s = recordingReducer(s, { type: 'SUBMIT' });
    expect(s).toMatchObject({ status: 'uploading', cameraOn: false, upload: { loaded: 0, total: 3_000_000 } });
    s = recordingReducer(s, { type: 'UPLOAD_PROGRESS', loaded: 1_048_576, total: 3_000_000 });
    expect(s.upload).toEqual({ loaded: 1_048_576, total: 3_000_000 });
    s = recordingReducer(s, { type: 'UPLOAD_DONE', submissionId: 's1', status: 'queued', attemptsLeft: 2 });
    expect(s).toMatchObject({ status: 'evaluating', submissionId: 's1', evaluation: 'queued', attemptsLeft: 2, upload: null });
    s = recordingReducer(s, { type: 'RESULT', submissionId: 's1', status: 'transcribing' });
    expect(s).toMatchObject({ status: 'evaluating', evaluation: 'transcribing' });
    s = recordingReducer(s, { type: 'RESULT', submissionId: 'other', status: 'graded' });
    expect(s.evaluation).toBe('transcribing'); // another submission's news is ignored
    s = recordingReducer(s, { type: 'RESULT', submissionId: 's1', status: 'graded', attemptsLeft: 2 });
    expect(s).toMatchObject({ status: 'done', evaluation: 'graded' });
  });

  it('stops by itself at 180 seconds', () => {
    let s = run(readyState(), { type: 'START' }, { type: 'TICK', seconds: 179.9 });
    expect(s.status).toBe('recording');
    s = recordingReducer(s, { type: 'TICK', seconds: 180.2 });
    expect(s).toMatchObject({ status: 'recorded', elapsedSeconds: 180, autoStopped: true });
    // A late tick changes nothing.
    expect(recordingReducer(s, { type: 'TICK', seconds: 181 })).toBe(s);
  });

  it('never lets the timer run backwards', () => {
    const s = run(readyState(), { type: 'START' }, { type: 'TICK', seconds: 10 }, { type: 'TICK', seconds: 9 });
    expect(s.elapsedSeconds).toBe(10);
  });

  it('Retake discards the clip, resets the timer and returns to ready', () => {
    const s = recordingReducer(recorded(), { type: 'RETAKE' });
    expect(s).toMatchObject({ status: 'ready', clip: null, elapsedSeconds: 0, cameraOn: true });
  });

  it('Retake after a result starts a new answer from the beginning (the camera was closed on submit)', () => {
    const done = run(recorded(), { type: 'SUBMIT' }, { type: 'UPLOAD_DONE', submissionId: 's', status: 'graded', attemptsLeft: 2 });
    expect(done.status).toBe('done');
    expect(recorderControls(done).retake).toBe(true);
    expect(recordingReducer(done, { type: 'RETAKE' })).toMatchObject({ status: 'initial', submissionId: null, evaluation: null, clip: null });
  });

  it('a recorder that hands over its data by itself (track ended) ends in recorded', () => {
    const s = run(readyState(), { type: 'START' }, { type: 'CLIP_READY', clip: clip() });
    expect(s).toMatchObject({ status: 'recorded', clip: { id: 'c1' } });
  });

  it('a recorder failure returns to the start with the reason', () => {
    const s = run(readyState(), { type: 'START' }, { type: 'RECORDER_FAILED', reason: 'boom' });
    expect(s).toMatchObject({ status: 'initial', cameraOn: false, problem: { code: 'recorder', reason: 'boom' } });
  });
});

describe('fallback to the file picker', () => {
  it('a refused camera switches to upload mode with the reason', () => {
    const s = run(initialRecordingState(), { type: 'READY_REQUESTED' }, { type: 'READY_FAILED', problem: { code: 'camera', kind: 'video', reason: 'Permission denied' } });
    expect(s).toMatchObject({ status: 'initial', mode: 'upload', requesting: false, problem: { code: 'camera', reason: 'Permission denied' } });
    expect(recorderControls(s)).toMatchObject({ ready: false, chooseFile: true });
  });

  it('a browser that cannot record starts in upload mode', () => {
    const s = initialRecordingState({ canRecord: false, problem: { code: 'noMimeType' } });
    expect(s).toMatchObject({ mode: 'upload', problem: { code: 'noMimeType' } });
    expect(recordingReducer(s, { type: 'READY_REQUESTED' })).toBe(s);
  });

  it('a chosen file goes straight to recorded; Retake returns to the start', () => {
    const file = clip({ source: 'file', kind: 'audio', name: 'a.mp3' });
    let s = recordingReducer(initialRecordingState({ canRecord: false }), { type: 'FILE_CHOSEN', clip: file });
    expect(s).toMatchObject({ status: 'recorded', kind: 'audio', clip: file });
    expect(recorderControls(s)).toMatchObject({ submit: true, chooseFile: true, retake: true });
    s = recordingReducer(s, { type: 'FILE_CHOSEN', clip: { ...file, id: 'c2' } });
    expect(s.clip?.id).toBe('c2'); // another file replaces it
    expect(recordingReducer(s, { type: 'RETAKE' })).toMatchObject({ status: 'initial', mode: 'upload', clip: null });
  });

  it('choosing a file from ready closes the camera', () => {
    const s = recordingReducer(readyState(), { type: 'FILE_CHOSEN', clip: clip({ source: 'file' }) });
    expect(s).toMatchObject({ status: 'recorded', cameraOn: false });
  });

  it('a recorded clip is not silently replaced by a file', () => {
    const s = recorded();
    expect(recordingReducer(s, { type: 'FILE_CHOSEN', clip: clip({ id: 'f', source: 'file' }) })).toBe(s);
    expect(recorderControls(s).chooseFile).toBe(false);
  });

  it('a rejected file keeps the state and shows the problem', () => {
    const s = recordingReducer(initialRecordingState(), { type: 'FILE_REJECTED', problem: { code: 'upload.tooLarge', maxMb: 500 } });
    expect(s).toMatchObject({ status: 'initial', problem: { code: 'upload.tooLarge' } });
    expect(recordingReducer(s, { type: 'DISMISS_PROBLEM' }).problem).toBeNull();
  });
});

describe('guards', () => {
  it('nothing can be started, chosen or submitted with no attempts left', () => {
    const none = initialRecordingState({ attemptsLeft: 0 });
    expect(recorderControls(none)).toEqual({ chooseKind: false, ready: false, start: false, stop: false, retake: false, submit: false, chooseFile: false });
    expect(recordingReducer(none, { type: 'READY_REQUESTED' })).toBe(none);
    expect(recordingReducer(none, { type: 'FILE_CHOSEN', clip: clip() })).toBe(none);
    expect(recordingReducer(none, { type: 'RESUME', clip: clip() })).toBe(none);
  });

  it('Submit is ignored without a clip, and when the attempts ran out meanwhile', () => {
    const noClip = run(readyState(), { type: 'START' }, { type: 'STOP' });
    expect(recordingReducer(noClip, { type: 'SUBMIT' })).toBe(noClip);
    const ranOut = recordingReducer(recorded(), { type: 'ATTEMPTS', attemptsLeft: 0 });
    expect(recordingReducer(ranOut, { type: 'SUBMIT' })).toBe(ranOut);
    expect(recorderControls(ranOut).submit).toBe(false);
    expect(recordingReducer(initialRecordingState(), { type: 'SUBMIT' }).status).toBe('initial');
  });

  it('every control is disabled while uploading', () => {
    const s = recordingReducer(recorded(), { type: 'SUBMIT' });
    expect(Object.values(recorderControls(s)).some(Boolean)).toBe(false);
    for (const event of [{ type: 'RETAKE' }, { type: 'START' }, { type: 'READY_REQUESTED' }, { type: 'FILE_CHOSEN', clip: clip() }, { type: 'SUBMIT' }] as RecordingEvent[]) {
      expect(recordingReducer(s, event)).toBe(s);
    }
  });

  it('Start only from ready; Stop only while recording', () => {
    const i = initialRecordingState();
    expect(recordingReducer(i, { type: 'START' })).toBe(i);
    expect(recordingReducer(i, { type: 'STOP' })).toBe(i);
    expect(recorderControls(readyState())).toMatchObject({ start: true, stop: false, ready: false });
    expect(recorderControls(run(readyState(), { type: 'START' }))).toMatchObject({ start: false, stop: true, retake: false, submit: false });
  });

  it('the answer kind is chosen before Ready only', () => {
    expect(recordingReducer(initialRecordingState(), { type: 'CHOOSE_KIND', kind: 'audio' }).kind).toBe('audio');
    const ready = readyState();
    expect(recordingReducer(ready, { type: 'CHOOSE_KIND', kind: 'audio' })).toBe(ready);
  });

  it('attempts from the server never go below 0, and unknown keeps the current value', () => {
    const s = initialRecordingState({ attemptsLeft: 2 });
    expect(recordingReducer(s, { type: 'ATTEMPTS', attemptsLeft: -1 }).attemptsLeft).toBe(0);
    expect(recordingReducer(s, { type: 'ATTEMPTS', attemptsLeft: undefined })).toBe(s);
  });
});

describe('upload failures and reloads', () => {
  it('a failed upload keeps the clip so Submit can try again', () => {
    const s = run(recorded(), { type: 'SUBMIT' }, { type: 'UPLOAD_FAILED', problem: { code: 'network' } });
    expect(s).toMatchObject({ status: 'recorded', clip: { id: 'c1' }, problem: { code: 'network' }, upload: null });
    expect(recorderControls(s).submit).toBe(true);
  });

  it('a refused resumed upload whose bytes are gone starts over, with the reason', () => {
    const s = run(initialRecordingState(), { type: 'RESUME', clip: clip() }, { type: 'UPLOAD_FAILED', problem: { code: 'uploadError', message: 'gone' }, discardClip: true });
    expect(s).toMatchObject({ status: 'initial', clip: null, problem: { code: 'uploadError', message: 'gone' } });
  });

  it('an interrupted upload resumes from initial', () => {
    const s = recordingReducer(initialRecordingState(), { type: 'RESUME', clip: clip({ size: 10 }) });
    expect(s).toMatchObject({ status: 'uploading', upload: { loaded: 0, total: 10 } });
  });

  it('the newest submission is shown after a reload, live when not final', () => {
    const live = recordingReducer(initialRecordingState(), { type: 'RESULT', submissionId: 's9', status: 'grading', attemptsLeft: 1 });
    expect(live).toMatchObject({ status: 'evaluating', submissionId: 's9', attemptsLeft: 1 });
    const final = recordingReducer(initialRecordingState(), { type: 'RESULT', submissionId: 's9', status: 'needs_review' });
    expect(final.status).toBe('done');
    const failed = recordingReducer(live, { type: 'RESULT', submissionId: 's9', status: 'failed', attemptsLeft: 2 });
    expect(failed).toMatchObject({ status: 'done', evaluation: 'failed', attemptsLeft: 2 });
  });

  it('tells when leaving would lose something', () => {
    expect(hasUnsavedAnswer(initialRecordingState())).toBe(false);
    expect(hasUnsavedAnswer(recorded())).toBe(true);
    expect(hasUnsavedAnswer(recordingReducer(recorded(), { type: 'SUBMIT' }))).toBe(true);
  });
});
