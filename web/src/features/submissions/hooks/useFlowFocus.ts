import type { RecordingState } from '@nurselab/core';
import { useEffect, useRef } from 'react';

/**
 * Focus follows the flow, for keyboard and screen-reader users: each step focuses its main
 * control (Ready, Start, Stop, Submit, the progress, the result), unless focus is outside the area.
 */
export function useFlowFocus(state: RecordingState) {
  const sectionRef = useRef<HTMLElement>(null);
  const readyRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const { status } = state;
  const focusTarget = `${status}:${state.clip ? 1 : 0}:${state.requesting ? 1 : 0}`;
  const previousFocusTarget = useRef(focusTarget);
  useEffect(() => {
    if (previousFocusTarget.current === focusTarget) return;
    previousFocusTarget.current = focusTarget;
    const active = document.activeElement;
    const ours = !active || active === document.body || !!sectionRef.current?.contains(active);
    if (!ours) return;
    const target = { initial: readyRef, ready: startRef, recording: stopRef, recorded: submitRef, uploading: progressRef, evaluating: null, done: resultRef }[status];
    if (target?.current && !(target.current as HTMLButtonElement).disabled) target.current.focus();
  }, [focusTarget, status]);

  return { sectionRef, readyRef, startRef, stopRef, submitRef, progressRef, resultRef };
}
