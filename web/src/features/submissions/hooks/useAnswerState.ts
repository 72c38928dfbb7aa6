import { initialRecordingState, recordingReducer, type RecordingState } from '@nurselab/core';
import type { TFunction } from 'i18next';
import { useEffect, useReducer } from 'react';
import { recordingSupport } from '../lib/media';
import { useLatestRef } from './useLatestRef';

/**
 * The answer area's flow: core's recordingReducer, started in the file picker mode when the
 * browser cannot record. The server's attempts count wins whenever it arrives or changes.
 */
export function useAnswerState(attemptsLeft: number | undefined, t: TFunction<'submissions'>) {
  const [state, dispatch] = useReducer(recordingReducer, undefined, () => initialState(attemptsLeft, t));
  const stateRef = useLatestRef(state);

  useEffect(() => {
    dispatch({ type: 'ATTEMPTS', attemptsLeft });
  }, [attemptsLeft]);

  return { state, dispatch, stateRef };
}

function initialState(attemptsLeft: number | undefined, t: TFunction<'submissions'>): RecordingState {
  const support = recordingSupport();
  if (!support.recorder) return initialRecordingState({ attemptsLeft, canRecord: false, problem: { code: 'noMimeType' } });
  if (!support.camera) return initialRecordingState({ attemptsLeft, canRecord: false, problem: { code: 'camera', kind: 'video', reason: t('errors.reasons.unsupported') } });
  return initialRecordingState({ attemptsLeft });
}
