import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';

export const notificationKeys = { all: (userId: string) => ['notifications', userId] as const };

/**
 * The unread count for the navigation, live: the server's event stream says when it changes
 * (the same way the result page hears of its result); a slow poll covers a lost stream.
 */
export function useUnreadCount(userId: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...notificationKeys.all(userId ?? ''), 'unread'],
    queryFn: ({ signal }) => api<{ unread: number }>('/api/v1/notifications?unread=true', { signal }).then((r) => r.unread),
    enabled: Boolean(userId),
    refetchInterval: 60_000,
  });
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let closed = false;
    const key = [...notificationKeys.all(userId), 'unread'];
    api<{ url: string }>('/api/v1/notifications/stream-ticket', { method: 'POST' })
      .then(({ url }) => {
        if (closed) return;
        source = new EventSource(url);
        source.addEventListener('unread', (event) => {
          try {
            const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
            if (queryClient.getQueryData(key) !== unread) {
              queryClient.setQueryData(key, unread);
              void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId), predicate: (q) => q.queryKey.at(-1) !== 'unread' });
            }
          } catch {
            // A malformed event is skipped; the poll brings the count.
          }
        });
        // A ticket lives a minute: on an error the browser's retry would fail, so the poll takes over.
        source.onerror = () => source?.close();
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      source?.close();
    };
  }, [userId, queryClient]);
  return query.data ?? 0;
}
