import type { StudentSummary } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSessionKey } from '../../../lib/session';

export type PendingStudent = StudentSummary;

const pendingKey = (user: unknown) => ['professor', user, 'pendingStudents'] as const;

/** New students of the active course waiting for a lecturer's approval (checked again every half minute). */
export function usePendingStudents() {
  const user = useSessionKey();
  return useQuery({
    queryKey: pendingKey(user),
    queryFn: ({ signal }) => api<{ students: PendingStudent[] }>('/api/v1/professor/pending-students', { signal }),
    refetchInterval: 30_000,
  });
}

export function useDecideStudent() {
  const user = useSessionKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: 'approve' | 'refuse' }) =>
      api<{ approval: 'approved' | 'refused' }>(`/api/v1/professor/pending-students/${encodeURIComponent(userId)}/${decision}`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['professor', user] }),
  });
}
