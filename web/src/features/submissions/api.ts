import { awaitsUpdates, isFinalStatus, type Language, type LabSubmission, type Subject, type SubmissionView } from '@nurselab/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

export type { LabSubmission, SubmissionView };

/** Polling interval when the live stream is not available (ARCHITECTURE.md: live, else every 3 s). */
export const POLL_INTERVAL_MS = 3000;

export const createSubmission = (body: { uploadId: string; subject: Subject; labNumber: number; language: Language; confirmWhileWaiting?: boolean }) =>
  api<{ submission: SubmissionView }>('/api/v1/submissions', { method: 'POST', body });

export const fetchSubmission = (id: string, signal?: AbortSignal) => api<{ submission: SubmissionView } | SubmissionView>(`/api/v1/submissions/${encodeURIComponent(id)}`, { signal }).then(unwrap);

export const fetchStreamTicket = (id: string) => api<{ url: string }>(`/api/v1/submissions/${encodeURIComponent(id)}/stream-ticket`, { method: 'POST' });

export const fetchMedia = (id: string, signal?: AbortSignal) =>
  api<{ url: string; fileType: 'audio' | 'video'; mimeType: string }>(`/api/v1/submissions/${encodeURIComponent(id)}/media`, { signal });

export const fetchHistory = (subject: Subject, labNumber: number, signal?: AbortSignal) =>
  api<{ labSubmissions: LabSubmission[] }>(`/api/v1/student/${encodeURIComponent(subject)}/${labNumber}/history`, { signal });

/** A signed link to a submission's recording, kept while it plays; renewed (refetch) when the player fails on it. */
export function useSubmissionMedia(id: string) {
  const session = useSession();
  return useQuery({
    queryKey: [...submissionKeys.one(session?.user._id ?? null, id), 'media'],
    queryFn: ({ signal }) => fetchMedia(id, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/** The API answers a submission either bare or as { submission }. */
function unwrap(data: { submission: SubmissionView } | SubmissionView): SubmissionView {
  return 'submission' in data && data.submission && typeof data.submission === 'object' ? data.submission : (data as SubmissionView);
}

/** Keys carry the user, so another account in the same tab never sees this one's answers. */
export const submissionKeys = {
  all: ['submissions'] as const,
  history: (userId: string | null, subject: Subject, labNumber: number) => ['submissions', 'history', userId, subject, labNumber] as const,
  one: (userId: string | null, id: string) => ['submissions', 'one', userId, id] as const,
};

/** Newest first (by attempt, then by date). */
export const newestFirst = (list: LabSubmission[]) => [...list].sort((a, b) => b.attempt - a.attempt || b.createdAt.localeCompare(a.createdAt));

export function useLabHistory(subject: Subject, labNumber: number, options: { enabled?: boolean; refetchWhilePending?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    queryKey: submissionKeys.history(session?.user._id ?? null, subject, labNumber),
    queryFn: ({ signal }) => fetchHistory(subject, labNumber, signal),
    select: (data) => newestFirst(data.labSubmissions ?? []),
    enabled: options.enabled ?? true,
    staleTime: 0,
    // An attempt still being evaluated gets its result without a reload.
    refetchInterval: (query) =>
      options.refetchWhilePending && query.state.data?.labSubmissions?.some((s) => !isFinalStatus(s.status)) ? POLL_INTERVAL_MS * 2 : false,
  });
}

/**
 * One submission, kept live: the server-sent events stream pushes every change; if the stream
 * cannot be opened or breaks before a final status, the submission is polled every 3 s.
 */
export function useLiveSubmission(id: string | null, initial?: SubmissionView) {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user._id ?? null;
  // Polling is for the submission whose stream failed (a later one tries its own stream first).
  const [pollingFor, setPollingFor] = useState<string | null>(null);
  const polling = !!id && pollingFor === id;
  const query = useQuery({
    queryKey: submissionKeys.one(userId, id ?? ''),
    queryFn: ({ signal }) => fetchSubmission(id!, signal),
    enabled: !!id,
    initialData: initial && initial._id === id ? initial : undefined,
    staleTime: Infinity,
    refetchInterval: (q) => (polling && q.state.data && !isFinalStatus(q.state.data.status) ? POLL_INTERVAL_MS : false),
  });
  const final = query.data ? !awaitsUpdates(query.data.status) : false;

  useEffect(() => {
    if (!id || final || typeof EventSource === 'undefined') {
      if (id && !final) setPollingFor(id);
      return;
    }
    let source: EventSource | null = null;
    let closed = false;
    const key = submissionKeys.one(userId, id);
    const fallBack = () => {
      source?.close();
      if (closed) return;
      setPollingFor(id);
      void queryClient.invalidateQueries({ queryKey: key });
    };
    fetchStreamTicket(id)
      .then(({ url }) => {
        if (closed) return;
        source = new EventSource(url);
        source.addEventListener('submission', (event) => {
          try {
            const view = unwrap(JSON.parse((event as MessageEvent<string>).data));
            queryClient.setQueryData(key, view);
            if (!awaitsUpdates(view.status)) source?.close();
          } catch {
            // A malformed event is skipped; the next one (or polling) brings the state.
          }
        });
        source.onerror = () => {
          // The server ends the stream at a final status; any other end means: poll instead.
          const last = queryClient.getQueryData<SubmissionView>(key);
          if (!last || awaitsUpdates(last.status)) fallBack();
          else source?.close();
        };
      })
      .catch(fallBack);
    return () => {
      closed = true;
      source?.close();
    };
  }, [id, final, userId, queryClient]);

  return query;
}
