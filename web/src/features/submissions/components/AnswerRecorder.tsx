import { recorderControls, type Subject } from '@nurselab/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerState } from '../hooks/useAnswerState';
import { useClipBytes } from '../hooks/useClipBytes';
import { useFlowFocus } from '../hooks/useFlowFocus';
import { useMediaRecorder } from '../hooks/useMediaRecorder';
import type { AnswerRecorderProps } from '../index';
import '../locales';
import { AnswerKindChooser } from './AnswerKindChooser';
import { ClipPlayback } from './ClipPlayback';
import { LivePreview } from './LivePreview';
import { ProblemAlert } from './ProblemAlert';
import { RecorderButtons } from './RecorderButtons';

/**
 * The lab screen's recorder on its own (Ready, Start, Stop, play back, Retake, Submit), for a
 * recording that is not a student's attempt: Submit hands the clip to `onRecorded`, nothing is uploaded here.
 */
export default function AnswerRecorder({ subject, onRecorded, busy = false }: AnswerRecorderProps & { subject: Subject }) {
  const { t } = useTranslation('submissions');
  const ids = useId();
  const { state, dispatch } = useAnswerState(1, t);
  const { bytes, playbackUrl } = useClipBytes();
  const focus = useFlowFocus(state);
  const recorder = useMediaRecorder({ state, dispatch, subject, labNumber: 0, bytes, t });
  const controls = recorderControls(state);
  const readyHintId = `${ids}-ready-hint`;

  // A spoken answer is what is graded: audio first (video stays a choice).
  useEffect(() => dispatch({ type: 'CHOOSE_KIND', kind: 'audio' }), [dispatch]);

  const retake = () => {
    bytes.discard();
    dispatch({ type: 'RETAKE' });
  };
  const submit = () => {
    const held = bytes.current();
    if (held && state.clip) onRecorded(new Blob([held.blob], { type: state.clip.mimeType }));
  };

  return (
    <div className="flex flex-col gap-3" data-testid="answer-recorder">
      {state.problem && <ProblemAlert problem={state.problem} onDismiss={() => dispatch({ type: 'DISMISS_PROBLEM' })} />}
      {state.status === 'initial' && state.mode === 'record' && (
        <AnswerKindChooser kind={state.kind} disabled={!controls.chooseKind} hintId={readyHintId} onChoose={(kind) => dispatch({ type: 'CHOOSE_KIND', kind })} />
      )}
      {(state.status === 'ready' || state.status === 'recording') && (
        <LivePreview kind={state.kind} previewRef={recorder.previewRef} elapsedSeconds={state.elapsedSeconds} recording={state.status === 'recording'} />
      )}
      {state.status === 'recorded' && state.clip && <ClipPlayback clip={state.clip} playbackUrl={playbackUrl} elapsedSeconds={state.elapsedSeconds} />}
      <RecorderButtons
        state={busy && state.status === 'recorded' ? { ...state, status: 'uploading' } : state}
        readyHintId={readyHintId}
        refs={{ ready: focus.readyRef, start: focus.startRef, stop: focus.stopRef, submit: focus.submitRef }}
        on={{ ready: () => void recorder.ready(), start: recorder.start, stop: recorder.stop, retake, submit }}
      />
    </div>
  );
}
