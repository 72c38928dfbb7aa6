import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentStatus, DataController } from '@nurselab/core';
import { api, ApiError, sessionHeaders } from '../../lib/api';
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

/** Downloads the signed-in user's data archive (streamed zip) and saves it under the server's file name. */
export async function downloadDataArchive(): Promise<void> {
  const res = await fetch('/api/v1/user/data-export', { headers: sessionHeaders() });
  if (!res.ok) throw new ApiError(res.status, `http.${res.status}`, res.statusText);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'nurselab-data.zip';
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser; free it once that is done.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The signed-in user's university as data controller, when it set one (null: the general text); nothing is asked when signed out. */
export function useDataController() {
  const userId = useSession()?.user._id ?? null;
  return useQuery({
    queryKey: ['privacy', 'controller', userId] as const,
    queryFn: ({ signal }) => api<DataController | null>('/api/v1/user/data-controller', { signal }),
    enabled: userId !== null,
  });
}
