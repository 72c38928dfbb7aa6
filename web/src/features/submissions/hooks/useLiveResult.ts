import type { RecordingEvent, RecordingState } from '@nurselab/core';
import { useEffect, useRef, type Dispatch } from 'react';
import { useLiveSubmission } from '../api';
import { useRefreshLabQueries } from './useRefreshLabQueries';

/**
 * Follows the state's submission live: each update goes to the reducer, and the lab's other data
 * refreshes once the evaluation reaches its result.
 */
export function useLiveResult(state: RecordingState, dispatch: Dispatch<RecordingEvent>) {
  const refreshOthers = useRefreshLabQueries();
  const live = useLiveSubmission(state.submissionId);

  useEffect(() => {
    const view = live.data;
    if (view) dispatch({ type: 'RESULT', submissionId: view._id, status: view.status, attemptsLeft: view.attemptsLeft });
  }, [live.data, dispatch]);

  const previousStatus = useRef(state.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = state.status;
    if (before === 'evaluating' && state.status === 'done') refreshOthers();
  }, [state.status, refreshOthers]);

  return live;
}
