import type { LabStatusKey } from '@nurselab/core';

const PATHS: Record<LabStatusKey, string> = {
  // An empty circle: nothing yet.
  notAttempted: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16',
  // A clock: a lecturer has the answer.
  waiting: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M12 8v4l3 2',
  // A tick.
  passed: 'M5 12.5l4.5 4.5L19 7.5',
  // A tick, too: a pass stays earned.
  previouslyPassed: 'M5 12.5l4.5 4.5L19 7.5',
  // A circular arrow: have another go.
  failed: 'M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4',
};

/** The shape that goes with a lab status, so the status never depends on colour alone. */
export function StatusIcon({ status }: { status: LabStatusKey }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[status]} />
    </svg>
  );
}
