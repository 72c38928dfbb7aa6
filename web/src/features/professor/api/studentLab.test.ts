import { describe, expect, it } from 'vitest';
import { studentLabView } from './studentLab';

const row = (attemptCount: number, isPass: boolean | null, everPassed: boolean, latest: boolean | null = null, pendingReview = false) => ({
  labInfo: { _id: 'l', labNumber: 4, labName: 'Cord care' },
  labNumber: 4,
  attemptsLeft: 3 - attemptCount,
  attemptCount,
  isPass,
  everPassed,
  pendingReview,
  latestAttempt: attemptCount ? { attempt: attemptCount, isPass: latest, score: null, status: 'graded' } : null,
});

describe('studentLabView (SPEC.md student labs page)', () => {
  it('is Not Attempted without attempts', () => {
    expect(studentLabView(row(0, null, false))).toMatchObject({ state: 'notAttempted', attempts: 0, latestIsPass: null, labName: 'Cord care' });
  });
  it('is Passed once ever passed, even when the latest attempt failed', () => {
    expect(studentLabView(row(2, false, true, false))).toMatchObject({ state: 'passed', attempts: 2, latestIsPass: false });
  });
  it('is Not Passed with attempts and no pass; an attempt still waiting has no verdict', () => {
    expect(studentLabView(row(1, false, false, false))).toMatchObject({ state: 'notPassed', latestIsPass: false });
    expect(studentLabView(row(1, null, false, null))).toMatchObject({ state: 'notPassed', latestIsPass: null });
  });
  it('is Waiting for lecturer while an answer waits: never Not Passed, never Not Attempted', () => {
    expect(studentLabView(row(1, null, false, null, true))).toMatchObject({ state: 'waiting', attempts: 1, latestIsPass: null });
    expect(studentLabView(row(2, false, false, null, true)).state).toBe('waiting');
  });
});
