import type { StudentLabRow } from '@nurselab/core';

export type StudentLabState = 'notAttempted' | 'passed' | 'notPassed';

/** SPEC.md's student lab card: Not Attempted, Passed (ever) or Not Passed, the attempts and the latest verdict. */
export function studentLabView(lab: StudentLabRow): { labNumber: number; labName: string; state: StudentLabState; attempts: number; latestIsPass: boolean | null } {
  const attempts = lab.attemptCount;
  const state: StudentLabState = attempts === 0 ? 'notAttempted' : lab.everPassed || lab.isPass ? 'passed' : 'notPassed';
  return { labNumber: lab.labNumber, labName: lab.labInfo.labName, state, attempts, latestIsPass: lab.latestAttempt?.isPass ?? null };
}
