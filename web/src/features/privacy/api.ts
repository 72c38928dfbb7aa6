import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentStatus } from '@nurselab/core';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

const consentKey = (userId: string | null) => ['privacy', 'consent', userId] as const;

export function useConsentStatus() {
  const userId = useSession()?.user._id ?? null;
  return useQuery({ queryKey: consentKey(userId), queryFn: ({ signal }) => api<ConsentStatus>('/api/v1/user/privacy-consent', { signal }) });
}

export function useGiveConsent() {
  const client = useQueryClient();
  const userId = useSession()?.user._id ?? null;
  return useMutation({
    mutationFn: (noticeVersion: string) => api<ConsentStatus>('/api/v1/user/privacy-consent', { method: 'POST', body: { noticeVersion } }),
    onSuccess: (status) => client.setQueryData(consentKey(userId), status),
    // A newer notice than the one shown: read the new one first.
    onError: () => void client.invalidateQueries({ queryKey: consentKey(userId) }),
  });
}
