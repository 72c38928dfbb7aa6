import {
  MAX_RECORDING_SECONDS,
  mediaConstraints,
  RECORDER_TIMESLICE_MS,
  recorderControls,
  recordingFileName,
  VIDEO_BITRATE,
  type AnswerClip,
  type AnswerKind,
  type RecordingEvent,
  type RecordingState,
  type Subject,
} from '@nurselab/core';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { cameraFailureReason, newClipId, recorderMimeType } from '../lib/media';
import type { ClipBytesHolder } from './useClipBytes';
import { useMountedRef } from './useMountedRef';
import { secondsSince, useRecordingTimer } from './useRecordingTimer';

interface MediaRecorderOptions {
  state: RecordingState;
  dispatch: Dispatch<RecordingEvent>;
  subject: Subject;
  labNumber: number;
  bytes: ClipBytesHolder;
  t: TFunction<'submissions'>;
}

/**
 * The camera/microphone stream and the MediaRecorder, as the state asks for them: Ready opens
 * the stream, Start records, and leaving "recording" (Stop, the limit, a failure) stops the
 * recorder, whose bytes become the clip. The stream closes when the state no longer wants it.
 */
export function useMediaRecorder({ state, dispatch, subject, labNumber, bytes, t }: MediaRecorderOptions) {
  const mountedRef = useMountedRef();
  const streamRef = useRef<MediaStream | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const mimeRef = useRef('');
  const startedAtRef = useRef(0);
  const controls = recorderControls(state);

  useEffect(() => {
    if (state.cameraOn) return;
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, [state.cameraOn]);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.stop();
      }
      recorderRef.current = null;
      stopTracks(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  useRecordingTimer(state.status === 'recording', startedAtRef, dispatch);

  useEffect(() => {
    if (state.status !== 'recording' && recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, [state.status]);

  const previewRef = useCallback(
    (element: HTMLVideoElement | null) => {
      if (element && element.srcObject !== stream) element.srcObject = stream;
    },
    [stream],
  );

  const ready = async () => {
    if (!controls.ready) return;
    const kind = state.kind;
    dispatch({ type: 'READY_REQUESTED' });
    const mime = recorderMimeType(kind);
    if (!mime) {
      dispatch({ type: 'READY_FAILED', problem: { code: 'noMimeType' } });
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia(mediaConstraints(kind));
      if (!mountedRef.current) {
        stopTracks(media);
        return;
      }
      streamRef.current = media;
      mimeRef.current = mime;
      setStream(media);
      dispatch({ type: 'READY_OK' });
    } catch (error) {
      dispatch({ type: 'READY_FAILED', problem: { code: 'camera', kind, reason: reasonText(error, t) } });
    }
  };

  const start = () => {
    const media = streamRef.current;
    if (!controls.start || !media) return;
    const kind = state.kind;
    const failed = (reason: string) => dispatch({ type: 'RECORDER_FAILED', reason });
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(media, { mimeType: mimeRef.current, ...(kind === 'video' ? { videoBitsPerSecond: VIDEO_BITRATE } : {}) });
    } catch (error) {
      failed((error as Error).message);
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (recorderRef.current !== recorder || !mountedRef.current) return;
      recorderRef.current = null;
      const type = recorder.mimeType || mimeRef.current;
      const blob = new Blob(chunks, { type });
      const clip = recordedClip({ blob, type, kind, seconds: secondsSince(startedAtRef.current), subject, labNumber });
      bytes.holdForPlayback({ id: clip.id, blob });
      dispatch({ type: 'CLIP_READY', clip });
    };
    recorder.onerror = (event) => {
      if (recorderRef.current !== recorder) return;
      recorderRef.current = null;
      failed((event as unknown as { error?: Error }).error?.message || t('errors.reasons.unknown'));
    };
    recorderRef.current = recorder;
    try {
      recorder.start(RECORDER_TIMESLICE_MS);
    } catch (error) {
      recorderRef.current = null;
      failed((error as Error).message);
      return;
    }
    startedAtRef.current = performance.now();
    dispatch({ type: 'START' });
  };

  const stop = () => dispatch({ type: 'STOP' });

  return { previewRef, ready, start, stop };
}

function stopTracks(media: MediaStream | null) {
  media?.getTracks().forEach((track) => track.stop());
}

function recordedClip(recorded: { blob: Blob; type: string; kind: AnswerKind; seconds: number; subject: Subject; labNumber: number }): AnswerClip {
  const { blob, type, kind, seconds, subject, labNumber } = recorded;
  return {
    id: newClipId(),
    source: 'recording',
    kind,
    mimeType: type,
    name: recordingFileName(subject, labNumber, type, Date.now()),
    size: blob.size,
    durationSeconds: Math.min(MAX_RECORDING_SECONDS, seconds),
  };
}

function reasonText(error: unknown, t: TFunction<'submissions'>): string {
  const reason = cameraFailureReason(error);
  return 'key' in reason ? t(`errors.reasons.${reason.key}`) : reason.text;
}
