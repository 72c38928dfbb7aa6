import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSessionKey } from '../../../lib/session';
import { professorKeys } from './queries';
import type { DangerVerdict, DangerVerdictAnswer, ProfessorAttempt, ReviewForm, ReviewInput, ReviewQueueAnswer, ReviewQueueEntry, ReviewRecord } from './types';

export interface ReviewQueue {
  /** Attempts waiting for a person: flagged "must not say" answers first, then needs_review, oldest first. */
  waiting: ReviewQueueEntry[];
  /** Automatic results drawn for a lecturer's check (audit samples), after the waiting ones. */
  check: ReviewQueueEntry[];
  /** Recent automatic grades a professor may want to check. */
  recent: ReviewQueueEntry[];
  needsReview: number;
  flagged: number;
  held: number;
}

/** An entry that waits for a person: no automatic grade, or a harmful statement nobody checked yet. */
export const waitsForPerson = (entry: ReviewQueueEntry) => entry.status === 'needs_review' || (entry.criticalFlag === true && !entry.reviewed);

/** An audit sample nobody checked yet (the server's group when it sends one). */
export const isCheck = (entry: ReviewQueueEntry) => (entry.group ? entry.group === 'check' : entry.auditSample === true && !entry.reviewed && !waitsForPerson(entry));

/** The queue split into what waits for a person, the audit checks and the recent automatic grades (the server's order kept). */
export function splitQueue(answer: ReviewQueueAnswer): ReviewQueue {
  const waiting = answer.entries.filter(waitsForPerson);
  const flagged = answer.counts?.flagged ?? waiting.filter((e) => e.criticalFlag).length;
  return {
    waiting,
    check: answer.entries.filter((e) => !waitsForPerson(e) && isCheck(e)),
    recent: answer.entries.filter((e) => !waitsForPerson(e) && !isCheck(e)),
    needsReview: answer.counts?.needsReview ?? waiting.length - flagged,
    flagged,
    held: answer.counts?.held ?? 0,
  };
}

export function useReviewQueue(options: { enabled?: boolean } = {}) {
  const user = useSessionKey();
  return useQuery({
    queryKey: professorKeys.reviewQueue(user),
    queryFn: ({ signal }) => api<ReviewQueueAnswer>('/api/v1/professor/review-queue', { signal }),
    select: splitQueue,
    enabled: options.enabled ?? true,
    retry: false,
  });
}

export function useReviewForm(submissionId: string) {
  const user = useSessionKey();
  return useQuery({
    queryKey: professorKeys.review(user, submissionId),
    queryFn: ({ signal }) => api<ReviewForm>(`/api/v1/professor/submissions/${encodeURIComponent(submissionId)}/review`, { signal }),
    // A form being filled in is never replaced under the professor's hands.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useSaveReview(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => api<{ review: ReviewRecord; submission: ProfessorAttempt; next: string | null }>(`/api/v1/professor/submissions/${encodeURIComponent(submissionId)}/review`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professorKeys.all }),
  });
}

/** A lecturer's verdict on the dangers the grader found in an answer (409 danger.alreadyDecided when someone was first). */
export function useDangerVerdict(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: DangerVerdict) => api<DangerVerdictAnswer>(`/api/v1/professor/submissions/${encodeURIComponent(submissionId)}/danger`, { method: 'POST', body: { verdict } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: professorKeys.all }),
  });
}

/** Releases one held result, or every held result of a lab. */
export function useRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { submissionId: string } | { subject: string; labNumber: number }) =>
      'submissionId' in target
        ? api<{ released?: number }>(`/api/v1/professor/submissions/${encodeURIComponent(target.submissionId)}/release`, { method: 'POST' })
        : api<{ released?: number }>(`/api/v1/professor/labs/${encodeURIComponent(target.subject)}/${target.labNumber}/release`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professorKeys.all }),
  });
}

/** What giving an attempt back answers (issue 20). */
export interface GiveBackAnswer {
  givenBack: boolean;
  attemptReturned: boolean;
  returnedAt: string | null;
  returnedBy: { _id: string; firstName: string; lastName: string } | null;
  attemptsLeft: number;
}

/** A lecturer gives an attempt back to its student (idempotent on the server). */
export function useGiveBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) => api<GiveBackAnswer>(`/api/v1/professor/submissions/${encodeURIComponent(submissionId)}/give-back`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professorKeys.all }),
  });
}
