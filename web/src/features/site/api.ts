import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoRequestInput, DemoRequestView, LibraryArticle, LibraryArticleSummary } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';

export const siteKeys = {
  library: (language: string) => ['site', 'library', language] as const,
  article: (id: number, language: string) => ['site', 'article', id, language] as const,
  demoRequests: ['site', 'demoRequests'] as const,
};

/** The six library cards in the UI language. */
export function useLibrary() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: siteKeys.library(i18n.language),
    queryFn: ({ signal }) => api<{ articles: LibraryArticleSummary[] }>(`/api/v1/library?lang=${i18n.language}`, { signal }),
    select: (data) => data.articles,
    staleTime: Infinity,
  });
}

export function useArticle(id: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: siteKeys.article(id ?? 0, i18n.language),
    queryFn: ({ signal }) => api<LibraryArticle>(`/api/v1/library/${id}?lang=${i18n.language}`, { signal }),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

export const sendDemoRequest = (body: DemoRequestInput) => api<{ id: string }>('/api/v1/demo-requests', { method: 'POST', body });

/** The administrator's list, newest first. */
export function useDemoRequests() {
  return useQuery({
    queryKey: siteKeys.demoRequests,
    queryFn: ({ signal }) => api<{ requests: DemoRequestView[] }>('/api/v1/admin/demo-requests', { signal }),
    select: (data) => data.requests,
  });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => api<DemoRequestView>(`/api/v1/admin/demo-requests/${id}`, { method: 'PATCH', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.demoRequests }),
  });
}
