/**
 * Issue 20: whether an action that spends an attempt (Ready to record, Submit a file, resume an
 * upload) must first ask the student: only while an earlier answer to the lab waits for a
 * lecturer, attempts are left, and the student has not confirmed yet during this answer.
 */
export function mustAskBeforeSpending(facts: { pendingReview: boolean; confirmed: boolean; attemptsLeft: number }): boolean {
  return facts.pendingReview && !facts.confirmed && facts.attemptsLeft > 0;
}

/** The attempt that waits for a lecturer: the newest of the history (newest first) in needs_review (a held result shows so to its student). */
export const waitingAttemptOf = (history: readonly { attempt: number; status: string }[] | undefined): number | null =>
  history?.find((s) => s.status === 'needs_review')?.attempt ?? null;
