import { labHistoryPath, recorderControls, type SubmissionView } from '@nurselab/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { AttemptsBadge } from '../../../components/ui/AttemptsBadge';
import { useSession } from '../../../lib/session';
import { ScoringNotice } from '../../speech';
import { useLabHistory } from '../api';
import { useAnswerFile } from '../hooks/useAnswerFile';
import { useAnswerState } from '../hooks/useAnswerState';
import { useAnswerUpload } from '../hooks/useAnswerUpload';
import { useClipBytes } from '../hooks/useClipBytes';
import { useFlowFocus } from '../hooks/useFlowFocus';
import { useLeaveWarning } from '../hooks/useLeaveWarning';
import { useLiveResult } from '../hooks/useLiveResult';
import { useMediaRecorder } from '../hooks/useMediaRecorder';
import { usePendingUpload } from '../hooks/usePendingUpload';
import type { AnswerAreaProps } from '../index';
import { announce } from '../lib/answerTexts';
import { pendingKey } from '../lib/pendingUploads';
import { waitingAttemptOf } from '../lib/waitingGate';
import '../locales';
import { AnswerKindChooser } from './AnswerKindChooser';
import { ClipPlayback } from './ClipPlayback';
import { EvaluationPanel, EvaluationStages } from './EvaluationPanel';
import { FilePicker } from './FilePicker';
import { LivePreview } from './LivePreview';
import { ProblemAlert } from './ProblemAlert';
import { RecorderButtons } from './RecorderButtons';
import { ResultPanel } from './ResultPanel';
import { ResumePanel } from './ResumePanel';
import { UploadProgress } from './UploadProgress';
import { useWaitingConfirm, WaitingNotice } from './WaitingNotice';

/**
 * The lab screen's answer area: recorder (or file picker), resumable upload, live evaluation and
 * result. The flow itself is core's recordingReducer; the hooks perform what the state asks for
 * (camera, MediaRecorder, tus upload, live stream) and this component renders it.
 */
export default function AnswerArea({ subject, labNumber, language, attemptsLeft, labId, pendingReview = false }: AnswerAreaProps) {
  const { t, i18n } = useTranslation('submissions');
  const session = useSession();
  const userId = session?.user._id ?? 'anonymous';
  const key = pendingKey(userId, subject, labNumber);
  const ids = useId();

  const { state, dispatch, stateRef } = useAnswerState(attemptsLeft, t);
  const history = useLabHistory(subject, labNumber);
  const { bytes, playbackUrl } = useClipBytes();
  const focus = useFlowFocus(state);
  const recorder = useMediaRecorder({ state, dispatch, subject, labNumber, bytes, t });
  // An upload resumes after a reload anyway; a recording not yet submitted would be lost.
  const unsavedRecording = state.status === 'recording' || (state.status === 'recorded' && state.clip?.source === 'recording');
  useLeaveWarning(unsavedRecording);
  const resumable = usePendingUpload({ pendingKey: key, history, stateRef, dispatch, bytes, t, onDiscarded: () => focus.readyRef.current?.focus() });
  const live = useLiveResult(state, dispatch);
  const { checkingFile, chooseFile } = useAnswerFile({ stateRef, dispatch, bytes });
  const newestAttempt = history.data?.[0]?.attempt ?? 0;
  const waiting = useWaitingConfirm(pendingReview, state.attemptsLeft);
  const waitingAttempt = waitingAttemptOf(history.data);
  const upload = useAnswerUpload({
    state,
    stateRef,
    dispatch,
    bytes,
    target: { subject, labNumber, language, userId, pendingKey: key, newestAttempt, confirmWhileWaiting: waiting.confirmed },
    t,
  });

  const controls = recorderControls(state);
  const retake = () => {
    waiting.reset();
    bytes.discard();
    dispatch({ type: 'RETAKE' });
  };

  const view: SubmissionView | undefined = live.data && live.data._id === state.submissionId ? live.data : undefined;
  const showFilePicker =
    state.status === 'initial' || state.status === 'ready' || ((state.status === 'recorded' || state.status === 'uploading') && state.clip?.source === 'file');
  const readyHintId = `${ids}-ready-hint`;
  const { pending } = resumable;

  let body: ReactNode;
  if (!resumable.restored) {
    body = <p className="text-slate-600">{t('loading')}</p>;
  } else if (state.status === 'evaluating') {
    body = <EvaluationPanel status={view?.status ?? state.evaluation ?? 'queued'} estimate={view?.estimate} />;
  } else if (state.status === 'done') {
    body = view ? (
      <ResultPanel
        view={view}
        labNumber={labNumber}
        attemptsLeft={state.attemptsLeft}
        attemptGivenBack={view.status === 'failed' ? view.attemptReturned : null}
        historyPath={labHistoryPath(subject, labNumber)}
        onRetake={retake}
        headingRef={focus.resultRef}
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
          <ResumePanel
            pending={pending}
            error={resumable.resumeError}
            disabled={state.attemptsLeft <= 0}
            onResume={(file) => waiting.guard(() => void resumable.resume(file))}
            onDiscard={() => void resumable.discard()}
          />
        )}

        {state.problem && <ProblemAlert problem={state.problem} onDismiss={() => dispatch({ type: 'DISMISS_PROBLEM' })} />}

        {state.attemptsLeft <= 0 && <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900">{t('noAttempts')}</p>}

        {pendingReview && state.attemptsLeft > 0 && (state.status === 'initial' || state.status === 'ready' || state.status === 'recorded') && (
          <WaitingNotice waitingAttempt={waitingAttempt} attemptsLeft={state.attemptsLeft} asking={waiting.asking} onConfirm={waiting.confirm} onCancel={waiting.cancel} />
        )}

        {state.status === 'initial' && state.mode === 'record' && (
          <AnswerKindChooser kind={state.kind} disabled={!controls.chooseKind} hintId={readyHintId} onChoose={(kind) => dispatch({ type: 'CHOOSE_KIND', kind })} />
        )}

        {(state.status === 'ready' || state.status === 'recording') && (
          <LivePreview kind={state.kind} previewRef={recorder.previewRef} elapsedSeconds={state.elapsedSeconds} recording={state.status === 'recording'} />
        )}

        {(state.status === 'recorded' || state.status === 'uploading') && state.clip && (
          <ClipPlayback clip={state.clip} playbackUrl={playbackUrl} elapsedSeconds={state.elapsedSeconds} />
        )}

        {state.status === 'uploading' && state.upload && (
          <div ref={focus.progressRef} tabIndex={-1} className="flex flex-col gap-4 rounded-lg outline-offset-4">
            <EvaluationStages stage="uploading" />
            <UploadProgress loaded={state.upload.loaded} total={state.upload.total} />
          </div>
        )}

        <RecorderButtons
          state={state}
          readyHintId={readyHintId}
          refs={{ ready: focus.readyRef, start: focus.startRef, stop: focus.stopRef, submit: focus.submitRef }}
          on={{ ready: () => waiting.guard(() => void recorder.ready()), start: recorder.start, stop: recorder.stop, retake, submit: () => waiting.guard(upload.submit) }}
        />

        {showFilePicker && (
          <FilePicker mode={state.mode} status={state.status} disabled={!controls.chooseFile} checking={checkingFile} onFile={(file) => void chooseFile(file)} />
        )}
      </div>
    );
  }

  return (
    <section ref={focus.sectionRef} id="answer" aria-labelledby={`${ids}-title`} data-lab-id={labId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-title`} className="text-xl font-semibold">
          {t('title')}
        </h2>
        <AttemptsBadge attemptsLeft={state.attemptsLeft} />
      </div>
      {(state.status === 'initial' || state.status === 'ready') && <ScoringNotice language={language} />}
      <p role="status" aria-live="polite" className="sr-only">
        {announce(state, view, t, i18n.language)}
      </p>
      {body}
    </section>
  );
}
