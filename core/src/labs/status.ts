import { DEFAULT_ATTEMPTS, PASS_MARK, PROGRESS_RING_GREEN_AT } from '../constants.js';

/** A student's standing on one lab, as the student lab-list API returns it (SPEC.md section 3). */
export interface LabStanding {
  isPass: boolean | null;
  everPassed: boolean;
  /**
   * An answer of this lab waits for a lecturer (status needs_review, or a result the university
   * holds until a lecturer releases it): the student's latest word on the lab is not a grade yet.
   */
  pendingReview?: boolean;
}

export type LabStatusKey = 'notAttempted' | 'waiting' | 'passed' | 'previouslyPassed' | 'failed';
/** blue: waiting for a lecturer, neither a pass nor a fail. */
export type StatusTone = 'grey' | 'green' | 'yellow' | 'red' | 'blue';

/**
 * SPEC.md section 4, "Lab status per student": text key and colour of a dashboard card. An answer
 * waiting for a lecturer comes first: it is never "not attempted", and never "failed" before the
 * lecturer said so.
 */
export function labStatus(standing: LabStanding): { key: LabStatusKey; tone: StatusTone } {
  if (standing.pendingReview) return { key: 'waiting', tone: 'blue' };
  if (standing.isPass === null) return { key: 'notAttempted', tone: 'grey' };
  if (standing.isPass) return { key: 'passed', tone: 'green' };
  if (standing.everPassed) return { key: 'previouslyPassed', tone: 'green' };
  return { key: 'failed', tone: 'red' };
}

/** An attempt passes at 60 or more. */
export const isPassingScore = (score: number) => score >= PASS_MARK;

export type AttemptsBadgeKey = 'many' | 'last' | 'none';

/** SPEC.md section 4, "Attempts": more than 1 green, exactly 1 yellow "Last attempt", 0 red. */
export function attemptsBadge(attemptsLeft: number = DEFAULT_ATTEMPTS): { key: AttemptsBadgeKey; tone: StatusTone; count: number } {
  const count = Math.max(0, Math.floor(attemptsLeft));
  if (count > 1) return { key: 'many', tone: 'green', count };
  if (count === 1) return { key: 'last', tone: 'yellow', count };
  return { key: 'none', tone: 'red', count };
}

/** Attempts left after a successful analysis: one fewer, never below 0. */
export const attemptsAfterSubmission = (attemptsLeft: number) => Math.max(0, attemptsLeft - 1);

/** Overall progress: the share of labs ever passed, rounded down (SPEC.md section 4). */
export function overallProgress(labs: { everPassed: boolean }[]): number {
  if (!labs.length) return 0;
  return Math.floor((labs.filter((l) => l.everPassed).length / labs.length) * 100);
}

/** Progress ring colour: green at 50% or more, otherwise red. */
export const progressTone = (percent: number): Extract<StatusTone, 'green' | 'red'> => (percent >= PROGRESS_RING_GREEN_AT ? 'green' : 'red');

/** Professor completion: completed / total x 100, rounded (SPEC.md section 9). */
export const completionPercent = (completed: number, total: number) => (total > 0 ? Math.round((completed / total) * 100) : 0);

export type ProgressDotKey = 'passed' | 'waiting' | 'attempted' | 'notAttempted';

/**
 * Professor progress dot: blue an answer waits for a lecturer (neither a pass nor a fail; as the
 * student's card says), green passed, yellow attempted not passed, grey not attempted.
 */
export function progressDot(lab: { isPass: boolean | null; attemptCount: number; waiting?: boolean }): { key: ProgressDotKey; tone: StatusTone } {
  if (lab.waiting) return { key: 'waiting', tone: 'blue' };
  if (lab.isPass) return { key: 'passed', tone: 'green' };
  if (lab.attemptCount > 0) return { key: 'attempted', tone: 'yellow' };
  return { key: 'notAttempted', tone: 'grey' };
}
