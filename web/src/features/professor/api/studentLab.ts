import type { StudentLabRow } from '@nurselab/core';

export type StudentLabState = 'notAttempted' | 'waiting' | 'passed' | 'notPassed';

/**
 * SPEC.md's student lab card: Not Attempted, Passed (ever) or Not Passed, the attempts and the latest
 * verdict; Waiting for lecturer first while an answer waits (never "Not Passed" before a lecturer said so).
 */
export function studentLabView(lab: StudentLabRow): { labNumber: number; labName: string; state: StudentLabState; attempts: number; latestIsPass: boolean | null } {
  const attempts = lab.attemptCount;
  const state: StudentLabState = lab.pendingReview ? 'waiting' : attempts === 0 ? 'notAttempted' : lab.everPassed || lab.isPass ? 'passed' : 'notPassed';
  return { labNumber: lab.labNumber, labName: lab.labInfo.labName, state, attempts, latestIsPass: lab.latestAttempt?.isPass ?? null };
}
