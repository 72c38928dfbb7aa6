import { recorderControls, type RecordingState } from '@nurselab/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/Button';

type Step = 'ready' | 'start' | 'stop' | 'submit';

/** The step's buttons: Ready, Start, Stop, or Retake and Submit; each enabled as core's recorderControls says. */
export function RecorderButtons({
  state,
  readyHintId,
  refs,
  on,
}: {
  state: RecordingState;
  /** Describes the Ready button. */
  readyHintId: string;
  /** Where focus goes at each step (useFlowFocus). */
  refs: Record<Step, Ref<HTMLButtonElement>>;
  on: Record<Step | 'retake', () => void>;
}) {
  const { t } = useTranslation('submissions');
  const controls = recorderControls(state);
  const primary = buttonClass('primary', 'w-full sm:w-auto');
  return (
    <div className="flex flex-wrap gap-3">
      {state.status === 'initial' && state.mode === 'record' && (
        <button ref={refs.ready} type="button" className={primary} onClick={on.ready} disabled={!controls.ready} aria-describedby={readyHintId}>
          {state.requesting ? t('requesting') : t('ready')}
        </button>
      )}
      {state.status === 'ready' && (
        <button ref={refs.start} type="button" className={primary} onClick={on.start} disabled={!controls.start}>
          <span className="inline-block h-3 w-3 rounded-full bg-red-500" aria-hidden="true" />
          {t('start')}
        </button>
      )}
      {state.status === 'recording' && (
        <button ref={refs.stop} type="button" className={buttonClass('danger', 'w-full sm:w-auto')} onClick={on.stop} disabled={!controls.stop}>
          <span className="inline-block h-3 w-3 bg-white" aria-hidden="true" />
          {t('stop')}
        </button>
      )}
      {(state.status === 'recorded' || state.status === 'uploading') && (
        <>
          <button type="button" className={buttonClass('secondary', 'w-full sm:w-auto')} onClick={on.retake} disabled={!controls.retake}>
            {t('retake')}
          </button>
          <button ref={refs.submit} type="button" className={primary} onClick={on.submit} disabled={!controls.submit}>
            {t('submit')}
          </button>
        </>
      )}
    </div>
  );
}
