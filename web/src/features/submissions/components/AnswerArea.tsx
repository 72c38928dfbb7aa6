import {
  answerKindOf,
  checkAnswerFile,
  countdown,
  initialRecordingState,
  labHistoryPath,
  MAX_RECORDING_SECONDS,
  MAX_UPLOAD_MB,
  mediaConstraints,
  RECORDER_TIMESLICE_MS,
  recorderControls,
  recordingFileName,
  recordingReducer,
  VIDEO_BITRATE,
  type AnswerClip,
  type AnswerKind,
  type Language,
  type RecordingProblem,
  type RecordingState,
  type SubmissionView,
} from '@nurselab/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { buttonClass } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { message } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { createSubmission, fetchHistory, newestFirst, submissionKeys, useLabHistory, useLiveSubmission } from '../api';
import '../locales';
import { cameraFailureReason, formatBytes, newClipId, readDuration, recorderMimeType, recordingSupport } from '../lib/media';
import { loadPending, pendingKey, removePending, savePending, updatePending, type PendingUpload } from '../lib/pendingUploads';
import { fingerprintOf, forgetUpload, startTusUpload, type UploadFailure, type UploadHandle } from '../lib/tusUpload';
import { CountdownRing } from './CountdownRing';
import { EvaluationPanel } from './EvaluationPanel';
import { ResultPanel } from './ResultPanel';
import { AttemptsBadge } from '../../../components/ui/AttemptsBadge';
import { UploadProgress } from './UploadProgress';
import type { AnswerAreaProps } from '../index';

type T = TFunction<'submissions'>;

/**
 * The lab screen's answer area: recorder (or file picker), resumable upload, live evaluation and
 * result. The flow itself is core's recordingReducer; this component performs what the state
 * asks for (camera, MediaRecorder, tus upload, live stream) and renders it.
 */
export default function AnswerArea({ subject, labNumber, language, attemptsLeft, labId }: AnswerAreaProps) {
  const { t, i18n } = useTranslation('submissions');
  const session = useSession();
  const userId = session?.user._id ?? 'anonymous';
  const queryClient = useQueryClient();
  const key = pendingKey(userId, subject, labNumber);
  const ids = useId();

  const [state, dispatch] = useReducer(recordingReducer, undefined, () => initialState(attemptsLeft, t));
  const history = useLabHistory(subject, labNumber);
  const controls = recorderControls(state);

  // What async callbacks need to read without restarting effects.
  const stateRef = useRef(state);
  const latest = useRef({ language, key, subject, labNumber, userId, newestAttempt: 0 });
  useEffect(() => {
    stateRef.current = state;
    latest.current = { language, key, subject, labNumber, userId, newestAttempt: history.data?.[0]?.attempt ?? 0 };
  });

  const sectionRef = useRef<HTMLElement>(null);
  const readyRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const resumeFileRef = useRef<HTMLInputElement>(null);

  const streamRef = useRef<MediaStream | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const mimeRef = useRef('');
  const startedAtRef = useRef(0);
  /** The bytes of the current clip, with the clip's id. */
  const blobRef = useRef<{ id: string; blob: Blob; lastModified?: number } | null>(null);
  const [clipUrl, setClipUrl] = useState<string | null>(null);
  const uploadRef = useRef<UploadHandle | null>(null);
  const mountedRef = useRef(true);
  /** Attempts left right after this session's submission was created: tells a given-back attempt. */
  const [checkingFile, setCheckingFile] = useState(false);
  const [resumeError, setResumeError] = useState<string | null>(null);

  // ---- the server's attempts count wins whenever it arrives or changes
  useEffect(() => {
    dispatch({ type: 'ATTEMPTS', attemptsLeft });
  }, [attemptsLeft]);

  // ---- camera: closed whenever the state no longer wants it, and on leaving
  const stopStream = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
  }, []);
  useEffect(() => {
    if (!state.cameraOn) stopStream();
  }, [state.cameraOn, stopStream]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.stop();
      }
      recorderRef.current = null;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      uploadRef.current?.abort();
    };
  }, []);

  useEffect(() => () => void (clipUrl && URL.revokeObjectURL(clipUrl)), [clipUrl]);

  // ---- timer: ticks while recording; the reducer stops at 180 s
  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = setInterval(() => dispatch({ type: 'TICK', seconds: (performance.now() - startedAtRef.current) / 1000 }), 200);
    return () => clearInterval(timer);
  }, [state.status]);

  // ---- the recorder stops whenever the state left "recording" (Stop, the limit, a failure)
  useEffect(() => {
    if (state.status !== 'recording' && recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, [state.status]);

  // ---- a recording not yet submitted is not lost by closing the tab unawares (an upload resumes anyway)
  const unsavedRecording = state.status === 'recording' || (state.status === 'recorded' && state.clip?.source === 'recording');
  useEffect(() => {
    if (!unsavedRecording) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedRecording]);

  const previewRef = useCallback(
    (element: HTMLVideoElement | null) => {
      if (element && element.srcObject !== stream) element.srcObject = stream;
    },
    [stream],
  );

  // ---- restoring after a reload: an unfinished upload, else the newest submission of the lab
  const [pending, setPending] = useState<PendingUpload | null | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void loadPending(key).then((found) => {
      if (!cancelled) setPending(found ?? null);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(() => {
    if (restored || pending === undefined || history.isPending) return;
    setRestored(true);
    const current = stateRef.current;
    if (current.status !== 'initial' || current.requesting) return;
    if (pending) {
      // All bytes arrived before the reload: only the submission remains, nothing to ask.
      if (pending.uploadId) {
        setPending(null);
        dispatch({ type: 'RESUME', clip: pending.clip });
      }
      return;
    }
    const newest = history.data?.[0];
    if (newest) dispatch({ type: 'RESULT', submissionId: newest._id, status: newest.status });
  }, [restored, pending, history.isPending, history.data]);

  // ---- live evaluation
  const live = useLiveSubmission(state.submissionId);
  useEffect(() => {
    const view = live.data;
    if (view) dispatch({ type: 'RESULT', submissionId: view._id, status: view.status, attemptsLeft: view.attemptsLeft });
  }, [live.data]);

  const refreshOthers = useCallback(() => {
    // Attempts left, lab status and history changed: everything but the live submission refetches.
    void queryClient.invalidateQueries({ predicate: (q) => !(q.queryKey[0] === submissionKeys.all[0] && q.queryKey[1] === 'one') });
  }, [queryClient]);

  const previousStatus = useRef(state.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = state.status;
    if (before === 'evaluating' && state.status === 'done') refreshOthers();
  }, [state.status, refreshOthers]);

  // ---- focus follows the flow, for keyboard and screen-reader users
  const focusTarget = `${state.status}:${state.clip ? 1 : 0}:${state.requesting ? 1 : 0}`;
  const previousFocusTarget = useRef(focusTarget);
  useEffect(() => {
    if (previousFocusTarget.current === focusTarget) return;
    previousFocusTarget.current = focusTarget;
    const active = document.activeElement;
    const ours = !active || active === document.body || !!sectionRef.current?.contains(active);
    if (!ours) return;
    const s = stateRef.current;
    const target =
      s.status === 'initial' ? readyRef : s.status === 'ready' ? startRef : s.status === 'recording' ? stopRef : s.status === 'recorded' ? submitRef : s.status === 'uploading' ? progressRef : s.status === 'done' ? resultRef : null;
    if (target?.current && !(target.current as HTMLButtonElement).disabled) target.current.focus();
  }, [focusTarget]);

  // ---- actions
  const onReady = async () => {
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
        media.getTracks().forEach((track) => track.stop());
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

  const onStart = () => {
    const media = streamRef.current;
    if (!controls.start || !media) return;
    const kind = state.kind;
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(media, { mimeType: mimeRef.current, ...(kind === 'video' ? { videoBitsPerSecond: VIDEO_BITRATE } : {}) });
    } catch (error) {
      dispatch({ type: 'RECORDER_FAILED', reason: (error as Error).message });
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
      const durationSeconds = Math.min(MAX_RECORDING_SECONDS, (performance.now() - startedAtRef.current) / 1000);
      const clip: AnswerClip = {
        id: newClipId(),
        source: 'recording',
        kind,
        mimeType: type,
        name: recordingFileName(subject, labNumber, type, Date.now()),
        size: blob.size,
        durationSeconds,
      };
      blobRef.current = { id: clip.id, blob };
      setClipUrl(blob.size > 0 ? URL.createObjectURL(blob) : null);
      dispatch({ type: 'CLIP_READY', clip });
    };
    recorder.onerror = (event) => {
      if (recorderRef.current !== recorder) return;
      recorderRef.current = null;
      dispatch({ type: 'RECORDER_FAILED', reason: (event as unknown as { error?: Error }).error?.message || t('errors.reasons.unknown') });
    };
    recorderRef.current = recorder;
    try {
      recorder.start(RECORDER_TIMESLICE_MS);
    } catch (error) {
      recorderRef.current = null;
      dispatch({ type: 'RECORDER_FAILED', reason: (error as Error).message });
      return;
    }
    startedAtRef.current = performance.now();
    dispatch({ type: 'START' });
  };

  const onStop = () => dispatch({ type: 'STOP' });

  const onRetake = () => {
    blobRef.current = null;
    setClipUrl(null);
    dispatch({ type: 'RETAKE' });
  };

  const acceptFile = async (file: File): Promise<AnswerClip | null> => {
    const kind = answerKindOf(file);
    const quick = checkAnswerFile(file);
    if (quick || !kind) {
      dispatch({ type: 'FILE_REJECTED', problem: quick ?? { code: 'upload.notMedia' } });
      return null;
    }
    setCheckingFile(true);
    const durationSeconds = await readDuration(file, kind);
    if (!mountedRef.current) return null;
    setCheckingFile(false);
    const problem = checkAnswerFile(file, durationSeconds);
    if (problem) {
      dispatch({ type: 'FILE_REJECTED', problem });
      return null;
    }
    return {
      id: newClipId(),
      source: 'file',
      kind,
      mimeType: file.type || (kind === 'audio' ? 'audio/mpeg' : 'video/mp4'),
      name: file.name,
      size: file.size,
      durationSeconds,
    };
  };

  const onFileChosen = async (file: File | undefined) => {
    if (!file || !recorderControls(stateRef.current).chooseFile) return;
    const clip = await acceptFile(file);
    if (!clip || !recorderControls(stateRef.current).chooseFile) return;
    blobRef.current = { id: clip.id, blob: file, lastModified: file.lastModified };
    setClipUrl(URL.createObjectURL(file));
    dispatch({ type: 'FILE_CHOSEN', clip });
  };

  const onSubmit = () => {
    const clip = state.clip;
    if (!controls.submit || !clip || blobRef.current?.id !== clip.id) return;
    const problem = checkAnswerFile({ type: clip.mimeType, name: clip.name, size: clip.size }, clip.durationSeconds);
    if (problem) {
      dispatch({ type: 'FILE_REJECTED', problem });
      return;
    }
    dispatch({ type: 'SUBMIT' });
  };

  // ---- the upload: runs while the state is "uploading"; resumes what an earlier try or page sent
  const finalize = useCallback(
    async (uploadId: string, answerLanguage: Language, attemptsBefore: number) => {
      const { key: pendingId, subject: s, labNumber: n, userId: uid } = latest.current;
      try {
        const { submission } = await createSubmission({ uploadId, subject: s, labNumber: n, language: answerLanguage });
        await removePending(pendingId);
        queryClient.setQueryData(submissionKeys.one(uid, submission._id), submission);
        dispatch({ type: 'UPLOAD_DONE', submissionId: submission._id, status: submission.status, attemptsLeft: submission.attemptsLeft });
        refreshOthers();
      } catch (error) {
        if (error instanceof ApiError && error.isNetwork) {
          // Kept: Submit (or the next visit) sends the submission again.
          dispatch({ type: 'UPLOAD_FAILED', problem: { code: 'network' } });
          return;
        }
        await removePending(pendingId);
        if (error instanceof ApiError && (error.code === 'upload.alreadySubmitted' || error.code === 'upload.notFound')) {
          // The server may have created the submission while the answer never reached us (a reload,
          // a dropped connection): a newer attempt in the history is that submission.
          const data = await fetchHistory(s, n).catch(() => undefined);
          const newest = data ? newestFirst(data.labSubmissions ?? [])[0] : undefined;
          if (newest && newest.attempt > attemptsBefore) {
            dispatch({ type: 'UPLOAD_DONE', submissionId: newest._id, status: newest.status });
            refreshOthers();
            return;
          }
        }
        const clipId = stateRef.current.clip?.id;
        dispatch({ type: 'UPLOAD_FAILED', problem: { code: 'uploadError', message: (error as Error).message }, discardClip: !clipId || blobRef.current?.id !== clipId });
        refreshOthers();
      }
    },
    [queryClient, refreshOthers],
  );

  const uploadingClipId = state.status === 'uploading' ? (state.clip?.id ?? null) : null;
  useEffect(() => {
    if (!uploadingClipId) return;
    const clip = stateRef.current.clip!;
    const { key: pendingId, subject: s, labNumber: n, language: currentLanguage } = latest.current;
    let cancelled = false;
    let handle: UploadHandle | null = null;
    void (async () => {
      const existing = await loadPending(pendingId);
      if (cancelled) return;
      const same = existing?.clip.id === clip.id ? existing : undefined;
      const answerLanguage = same?.language ?? currentLanguage;
      const attemptsBefore = same?.attemptsBefore ?? latest.current.newestAttempt;
      if (same?.uploadId) {
        await finalize(same.uploadId, answerLanguage, attemptsBefore);
        return;
      }
      const bytes = blobRef.current?.id === clip.id ? blobRef.current : same?.blob ? { id: clip.id, blob: same.blob, lastModified: same.lastModified } : null;
      if (!bytes) {
        dispatch({ type: 'UPLOAD_FAILED', problem: { code: 'uploadError', message: t('resume.chooseAgain') }, discardClip: true });
        return;
      }
      blobRef.current = bytes;
      if (!same) {
        if (existing) forgetUpload(fingerprintOf(existing.clip.id));
        void savePending({ key: pendingId, clip, subject: s, labNumber: n, language: answerLanguage, blob: bytes.blob, lastModified: bytes.lastModified, attemptsBefore, createdAt: Date.now() });
      }
      handle = startTusUpload(bytes.blob, {
        fingerprint: fingerprintOf(clip.id),
        metadata: { subject: s, labNumber: String(n), language: answerLanguage, filetype: clip.mimeType, filename: clip.name },
        onProgress: (loaded, total) => dispatch({ type: 'UPLOAD_PROGRESS', loaded, total }),
        onSuccess: (uploadId) => {
          void updatePending(pendingId, { uploadId }).then(() => finalize(uploadId, answerLanguage, attemptsBefore));
        },
        onError: (failure) => dispatch({ type: 'UPLOAD_FAILED', problem: problemOf(failure) }),
      });
      uploadRef.current = handle;
    })();
    return () => {
      cancelled = true;
      handle?.abort();
      if (uploadRef.current === handle) uploadRef.current = null;
    };
  }, [uploadingClipId, finalize, t]);

  // ---- resuming an upload a reload interrupted
  const onResume = async (file?: File) => {
    if (!pending) return;
    if (!pending.blob) {
      if (!file) return;
      if (file.name !== pending.clip.name || file.size !== pending.clip.size || (pending.lastModified !== undefined && file.lastModified !== pending.lastModified)) {
        setResumeError(t('resume.wrongFile', { name: pending.clip.name }));
        return;
      }
      blobRef.current = { id: pending.clip.id, blob: file, lastModified: file.lastModified };
    } else {
      blobRef.current = { id: pending.clip.id, blob: pending.blob, lastModified: pending.lastModified };
    }
    setResumeError(null);
    setPending(null);
    dispatch({ type: 'RESUME', clip: pending.clip });
  };

  const onDiscardPending = async () => {
    if (!pending) return;
    forgetUpload(fingerprintOf(pending.clip.id));
    await removePending(pending.key);
    setPending(null);
    readyRef.current?.focus();
  };

  // ---- rendering
  const view: SubmissionView | undefined = live.data && live.data._id === state.submissionId ? live.data : undefined;
  const announcement = announce(state, view, t);
  const attemptGivenBack = view?.status === 'failed' ? view.attemptReturned : null;
  const showFilePicker =
    state.status === 'initial' || state.status === 'ready' || ((state.status === 'recorded' || state.status === 'uploading') && state.clip?.source === 'file');
  const uploadHintId = `${ids}-upload-hint`;
  const readyHintId = `${ids}-ready-hint`;

  let body: ReactNode;
  if (!restored) {
    body = <p className="text-slate-600">{t('loading')}</p>;
  } else if (state.status === 'evaluating') {
    body = <EvaluationPanel status={view?.status ?? state.evaluation ?? 'queued'} />;
  } else if (state.status === 'done') {
    body = view ? (
      <ResultPanel
        view={view}
        labNumber={labNumber}
        attemptsLeft={state.attemptsLeft}
        attemptGivenBack={attemptGivenBack}
        historyPath={labHistoryPath(subject, labNumber)}
        onRetake={onRetake}
        headingRef={resultRef}
      />
    ) : live.isError ? (
      <Alert tone="error">{(live.error as Error).message}</Alert>
    ) : (
      <p className="text-slate-600">{t('loading')}</p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {pending && state.status === 'initial' && (
          <div className="flex flex-col gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
            <h3 className="font-semibold">{t('resume.title')}</h3>
            <p>{t('resume.text', { name: pending.clip.name, size: formatBytes(pending.clip.size, i18n.language) })}</p>
            {resumeError && (
              <p role="alert" className="font-semibold text-red-800">
                {resumeError}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              {pending.blob ? (
                <button type="button" className={buttonClass('primary', 'w-full sm:w-auto')} onClick={() => void onResume()} disabled={state.attemptsLeft <= 0}>
                  {t('resume.resume')}
                </button>
              ) : (
                <>
                  <input
                    ref={resumeFileRef}
                    type="file"
                    accept="video/*,audio/*"
                    className="sr-only"
                    tabIndex={-1}
                    aria-hidden="true"
                    onChange={(e) => {
                      void onResume(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                  <button type="button" className={buttonClass('primary', 'w-full sm:w-auto')} onClick={() => resumeFileRef.current?.click()} disabled={state.attemptsLeft <= 0}>
                    {t('resume.chooseAgain')}
                  </button>
                </>
              )}
              <button type="button" className={buttonClass('secondary', 'w-full sm:w-auto')} onClick={() => void onDiscardPending()}>
                {t('resume.discard')}
              </button>
            </div>
          </div>
        )}

        {state.problem && (
          <Alert tone="error" onClose={() => dispatch({ type: 'DISMISS_PROBLEM' })} closeLabel={t('errors.dismiss')}>
            <p>{problemText(state.problem, t)}</p>
            {(state.problem.code === 'camera' || state.problem.code === 'noMimeType') && <p className="mt-1">{t('uploadFallback')}</p>}
          </Alert>
        )}

        {state.attemptsLeft <= 0 && <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900">{t('noAttempts')}</p>}

        {state.status === 'initial' && state.mode === 'record' && (
          <>
            <p>{t('intro', { minutes: MAX_RECORDING_SECONDS / 60 })}</p>
            <fieldset className="flex flex-col gap-2" disabled={!controls.chooseKind}>
              <legend className="mb-1 font-medium">{t('kind.legend')}</legend>
              {(['video', 'audio'] as AnswerKind[]).map((kind) => (
                <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="radio" name={`${ids}-kind`} value={kind} checked={state.kind === kind} onChange={() => dispatch({ type: 'CHOOSE_KIND', kind })} className="h-5 w-5 accent-brand-700" />
                  <span>{t(`kind.${kind}`)}</span>
                </label>
              ))}
            </fieldset>
            <p id={readyHintId} className="text-sm text-slate-700">
              {t(`readyHint.${state.kind}`)}
            </p>
          </>
        )}

        {(state.status === 'ready' || state.status === 'recording') && (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            {state.kind === 'video' ? (
              <video
                ref={previewRef}
                muted
                autoPlay
                playsInline
                aria-label={t('preview')}
                className="aspect-[4/3] w-full max-w-md -scale-x-100 rounded-lg bg-black object-cover"
              />
            ) : (
              <div className="flex w-full max-w-md items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
                <MicIcon />
                <p>{t('micOn')}</p>
              </div>
            )}
            <CountdownRing elapsedSeconds={state.elapsedSeconds} recording={state.status === 'recording'} />
          </div>
        )}

        {(state.status === 'recorded' || state.status === 'uploading') && state.clip && (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <div className="flex w-full max-w-md flex-col gap-2">
              {clipUrl &&
                (state.clip.kind === 'video' ? (
                  <video src={clipUrl} controls playsInline preload="metadata" aria-label={t('yourRecording')} className="aspect-[4/3] w-full rounded-lg bg-black">
                    {t('playbackFallback')}
                  </video>
                ) : (
                  <audio src={clipUrl} controls preload="metadata" aria-label={t('yourRecording')} className="w-full">
                    {t('playbackFallback')}
                  </audio>
                ))}
              {state.clip.source === 'file' && <p className="break-all text-sm text-slate-700">{t('chosenFile', { name: state.clip.name, size: formatBytes(state.clip.size, i18n.language) })}</p>}
            </div>
            {state.clip.source === 'recording' && <CountdownRing elapsedSeconds={state.elapsedSeconds} recording={false} />}
          </div>
        )}

        {state.status === 'uploading' && state.upload && (
          <div ref={progressRef} tabIndex={-1} className="rounded-lg outline-offset-4">
            <UploadProgress loaded={state.upload.loaded} total={state.upload.total} />
          </div>
        )}

        <div className="flex flex-wrap gap-3">
          {state.status === 'initial' && state.mode === 'record' && (
            <button ref={readyRef} type="button" className={buttonClass('primary', 'w-full sm:w-auto')} onClick={() => void onReady()} disabled={!controls.ready} aria-describedby={readyHintId}>
              {state.requesting ? t('requesting') : t('ready')}
            </button>
          )}
          {state.status === 'ready' && (
            <button ref={startRef} type="button" className={buttonClass('primary', 'w-full sm:w-auto')} onClick={onStart} disabled={!controls.start}>
              <span className="inline-block h-3 w-3 rounded-full bg-red-500" aria-hidden="true" />
              {t('start')}
            </button>
          )}
          {state.status === 'recording' && (
            <button ref={stopRef} type="button" className={buttonClass('danger', 'w-full sm:w-auto')} onClick={onStop} disabled={!controls.stop}>
              <span className="inline-block h-3 w-3 bg-white" aria-hidden="true" />
              {t('stop')}
            </button>
          )}
          {(state.status === 'recorded' || state.status === 'uploading') && (
            <>
              <button type="button" className={buttonClass('secondary', 'w-full sm:w-auto')} onClick={onRetake} disabled={!controls.retake}>
                {t('retake')}
              </button>
              <button ref={submitRef} type="button" className={buttonClass('primary', 'w-full sm:w-auto')} onClick={onSubmit} disabled={!controls.submit}>
                {t('submit')}
              </button>
            </>
          )}
        </div>

        {showFilePicker && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
            {state.mode === 'record' && state.status === 'initial' && <p className="text-sm text-slate-700">{t('orUpload')}</p>}
            <input
              ref={fileRef}
              type="file"
              accept="video/*,audio/*"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="answer-file"
              onChange={(e) => {
                void onFileChosen(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <button
              type="button"
              className={buttonClass(state.mode === 'upload' ? 'primary' : 'secondary', 'w-full self-start sm:w-auto')}
              onClick={() => fileRef.current?.click()}
              disabled={!controls.chooseFile || checkingFile}
              aria-describedby={uploadHintId}
            >
              <UploadIcon />
              {checkingFile ? t('checkingFile') : t('uploadVideo')}
            </button>
            <p id={uploadHintId} className="text-sm text-slate-600">
              {t('uploadHint', { mb: MAX_UPLOAD_MB, minutes: MAX_RECORDING_SECONDS / 60 })}
            </p>
          </div>
        )}
      </div>
    );
  }

  return (
    <section ref={sectionRef} id="answer" aria-labelledby={`${ids}-title`} data-lab-id={labId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-title`} className="text-xl font-semibold">
          {t('title')}
        </h2>
        <AttemptsBadge attemptsLeft={state.attemptsLeft} />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {body}
    </section>
  );
}

function initialState(attemptsLeft: number | undefined, t: T): RecordingState {
  const support = recordingSupport();
  if (!support.recorder) return initialRecordingState({ attemptsLeft, canRecord: false, problem: { code: 'noMimeType' } });
  if (!support.camera) return initialRecordingState({ attemptsLeft, canRecord: false, problem: { code: 'camera', kind: 'video', reason: t('errors.reasons.unsupported') } });
  return initialRecordingState({ attemptsLeft });
}

function reasonText(error: unknown, t: T): string {
  const reason = cameraFailureReason(error);
  return 'key' in reason ? t(`errors.reasons.${reason.key}`) : reason.text;
}

function problemOf(failure: UploadFailure): RecordingProblem {
  return failure.status === 0 ? { code: 'network' } : { code: 'uploadError', message: failure.message };
}

/** SPEC.md section 8's texts, and core's (the server's) for the file checks. */
export function problemText(problem: RecordingProblem, t: T): string {
  switch (problem.code) {
    case 'camera':
      return t(problem.kind === 'audio' ? 'errors.microphone' : 'errors.camera', { reason: problem.reason });
    case 'noMimeType':
      return t('errors.noMimeType');
    case 'recorder':
      return t('errors.recorder', { reason: problem.reason });
    case 'uploadError':
      return t('errors.upload', { message: problem.message });
    case 'network':
      return t('errors.network');
    case 'upload.tooLarge':
      return message(problem.code, { maxMb: problem.maxMb });
    case 'upload.tooLong':
      return message(problem.code, { seconds: problem.seconds });
    default:
      return message(problem.code);
  }
}

/** What the polite live region says for the state: each change is announced once. */
function announce(state: RecordingState, view: SubmissionView | undefined, t: T): string {
  switch (state.status) {
    case 'initial':
      return state.requesting ? t('requesting') : '';
    case 'ready':
      return t(`announce.ready.${state.kind}`);
    case 'recording': {
      const { remaining } = countdown(state.elapsedSeconds);
      return remaining <= 30 ? t('announce.thirtySeconds') : remaining <= 60 ? t('announce.oneMinute') : t('announce.recording');
    }
    case 'recorded':
      if (!state.clip) return '';
      return state.clip.source === 'file' ? t('announce.fileChosen') : state.autoStopped ? t('announce.autoStopped') : t('announce.stopped');
    case 'uploading':
      return t('announce.uploading');
    case 'evaluating': {
      const status = view?.status ?? state.evaluation;
      return status === 'transcribing' || status === 'grading' ? t(`evaluation.now.${status}`) : t('evaluation.now.queued');
    }
    case 'done':
      if (!view) return '';
      if (view.status === 'needs_review') return t('result.announce.needsReview');
      if (view.status === 'failed') return t('result.announce.notEvaluated');
      return view.isPass ? t('result.announce.passed', { score: view.score ?? 0 }) : t('result.announce.failed', { score: view.score ?? 0 });
  }
}

function MicIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0 text-brand-700">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
    </svg>
  );
}
