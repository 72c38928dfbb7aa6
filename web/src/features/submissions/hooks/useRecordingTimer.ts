import type { RecordingEvent } from '@nurselab/core';
import { useEffect, type Dispatch, type RefObject } from 'react';

const TICK_MS = 200;

/** Seconds since a performance.now() reading. */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/** While recording, tells the reducer the time since the start; the reducer stops at the limit. */
export function useRecordingTimer(recording: boolean, startedAtRef: RefObject<number>, dispatch: Dispatch<RecordingEvent>) {
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => dispatch({ type: 'TICK', seconds: secondsSince(startedAtRef.current) }), TICK_MS);
    return () => clearInterval(timer);
  }, [recording, startedAtRef, dispatch]);
}
