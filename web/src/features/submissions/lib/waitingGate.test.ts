import { describe, expect, it } from 'vitest';
import { mustAskBeforeSpending, waitingAttemptOf } from './waitingGate';

describe('asking before spending an attempt while an answer waits for a lecturer', () => {
  it('asks only while an answer waits, attempts are left and the student has not confirmed', () => {
    expect(mustAskBeforeSpending({ pendingReview: true, confirmed: false, attemptsLeft: 2 })).toBe(true);
    expect(mustAskBeforeSpending({ pendingReview: true, confirmed: true, attemptsLeft: 2 })).toBe(false);
    expect(mustAskBeforeSpending({ pendingReview: false, confirmed: false, attemptsLeft: 2 })).toBe(false);
    expect(mustAskBeforeSpending({ pendingReview: true, confirmed: false, attemptsLeft: 0 })).toBe(false);
  });
  it('names the newest waiting attempt', () => {
    expect(waitingAttemptOf([{ attempt: 3, status: 'graded' }, { attempt: 2, status: 'needs_review' }, { attempt: 1, status: 'needs_review' }])).toBe(2);
    expect(waitingAttemptOf([{ attempt: 1, status: 'graded' }])).toBeNull();
    expect(waitingAttemptOf(undefined)).toBeNull();
  });
});
