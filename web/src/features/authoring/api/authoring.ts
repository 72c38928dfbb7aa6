import type { AuthoredLab, Language, PublicLab, RegradeRow, RegradeSide, ReleaseDecision, Subject } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { attachmentName, saveApiFile } from '../../../lib/saveApiFile';

export interface DraftCheck {
  severity: 'error' | 'warning';
  code: string;
  language?: Language;
  path: (string | number)[];
  message: string;
}

/** A lab being written (server/src/authoring/routes.ts draftSchema). */
export interface Draft {
  _id: string;
  universityId: string;
  revision: number;
  lab: AuthoredLab;
  labNumber: number | null;
  publishedVersion: number | null;
  checks: DraftCheck[];
  canPublish: boolean;
  /** Archived: students no longer start it; their attempts and grades stay. */
  archived: boolean;
  updatedAt: string;
}

export interface RegradePreview {
  version: number;
  attempts: RegradeRow[];
  history: { submissionId: string; attempt: number; student: RegradeRow['student']; fromVersion: number; toVersion: number; at: string; before: RegradeSide; after: RegradeSide }[];
}

export interface TryResult {
  score: number;
  uncappedScore: number;
  isPass: boolean;
  questions: { number: number; points: number; earned: number; items: { itemId: string; met: boolean; feedback: string; quote: string | null; phrasing: string | null }[] }[];
  critical: { questionNumber: number; itemId: string; danger: string; quote: string }[];
  release: ReleaseDecision;
  /** A recorded answer: what the transcriber heard, and which one. */
  heard: { text: string; engine: string } | null;
}

/** A lab's cover as the lab points at it once saved (server/src/authoring/mediaService.ts). */
export type LabMediumValue = AuthoredLab['medium'];

const BASE = '/api/v1/authoring/labs';
const useKey = () => ['authoring', useSession()?.user._id ?? null] as const;
/** An administrator writes for the university they picked (?universityId=); a lecturer for their own. */
const scoped = (path: string, universityId?: string) => (universityId ? `${path}?universityId=${encodeURIComponent(universityId)}` : path);

export function useDrafts(universityId?: string, options: { enabled?: boolean } = {}) {
  const key = useKey();
  return useQuery({ queryKey: [...key, 'list', universityId ?? null], queryFn: ({ signal }) => api<{ labs: Draft[] }>(scoped(BASE, universityId), { signal }), enabled: options.enabled ?? true });
}

/** The universities an administrator may write labs for. */
export function useUniversityChoices(enabled: boolean) {
  const key = useKey();
  return useQuery({
    queryKey: [...key, 'universities'],
    queryFn: ({ signal }) => api<{ _id: string; universityName: string; course: Subject }[]>('/api/v1/admin/universities', { signal }),
    enabled,
  });
}

/** The draft as a student's lab screen shows it, in `language` (the lab's first when it lacks it). */
export function useDraftPreview(id: string, language: Language) {
  const key = useKey();
  return useQuery({
    queryKey: [...key, id, 'preview', language],
    queryFn: ({ signal }) => api<PublicLab>(`${BASE}/${id}/preview?lang=${language}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useUploadCover(id: string) {
  return useMutation({ mutationFn: (file: File) => api<{ medium: LabMediumValue; contentType: string; size: number }>(`${BASE}/${id}/medium`, { method: 'POST', body: file }) });
}

export function useTryRecording(id: string) {
  return useMutation({ mutationFn: ({ language, recording }: { language: Language; recording: Blob }) => api<TryResult>(`${BASE}/${id}/try-recording?language=${language}`, { method: 'POST', body: recording }) });
}

/** Where the lab screen finds a cover: a lecturer's upload, or a file of content/media. */
export const mediumUrl = (file: string, uploaded?: boolean) => `${uploaded ? '/api/v1/content/uploads/' : '/api/v1/content/media/'}${file}`;

export function useDraft(id: string) {
  const key = useKey();
  return useQuery({ queryKey: [...key, id], queryFn: ({ signal }) => api<Draft>(`${BASE}/${id}`, { signal }), staleTime: Infinity });
}

/** Keeps a saved or published draft in the cache the editor reads. */
function useStoreDraft() {
  const client = useQueryClient();
  const key = useKey();
  return (draft: Draft) => {
    client.setQueryData([...key, draft._id], draft);
    void client.invalidateQueries({ queryKey: [...key, 'list'] });
  };
}

export function useCreateDraft(universityId?: string) {
  const store = useStoreDraft();
  return useMutation({
    mutationFn: (body: { from: { subject: Subject; labNumber: number }; languages: Language[] } | { yaml: string } | { archive: Blob }) =>
      'archive' in body
        ? api<Draft>(scoped(`${BASE}/import-archive`, universityId), { method: 'POST', body: new Blob([body.archive], { type: 'application/zip' }) })
        : 'yaml' in body
          ? api<Draft>(scoped(`${BASE}/import`, universityId), { method: 'POST', body })
          : api<Draft>(scoped(BASE, universityId), { method: 'POST', body }),
    onSuccess: store,
  });
}

/** `onSaved` is told first: the editor starts again from the saved revision once it is stored. */
export function useSaveDraft(id: string, onSaved?: (revision: number) => void) {
  const store = useStoreDraft();
  return useMutation({
    mutationFn: (body: { revision: number; lab: AuthoredLab }) => api<Draft>(`${BASE}/${id}`, { method: 'PUT', body }),
    onSuccess: (draft) => {
      onSaved?.(draft.revision);
      store(draft);
    },
  });
}

export function usePublishDraft(id: string) {
  const store = useStoreDraft();
  return useMutation({ mutationFn: (revision: number) => api<Draft>(`${BASE}/${id}/publish`, { method: 'POST', body: { revision } }), onSuccess: store });
}

export function useTryAnswer(id: string) {
  return useMutation({ mutationFn: (body: { language: Language; text: string }) => api<TryResult>(`${BASE}/${id}/try`, { method: 'POST', body }) });
}

/** The lab's labs of the course a lecturer may copy: the dashboard's list (number and name). */
export function useCourseLabs(universityId?: string) {
  const key = useKey();
  return useQuery({
    queryKey: [...key, 'courseLabs', universityId ?? null],
    queryFn: ({ signal }) => api<{ subject: Subject; labs: { labNumber: number; labName: string | null }[] }>(scoped('/api/v1/professor/labs', universityId), { signal }),
  });
}

/** The lab as a file: YAML, or a .zip holding its uploaded cover too (the server says which). */
export const downloadLabFile = (draft: Draft) =>
  saveApiFile(`${BASE}/${draft._id}/export`, (res) => {
    const extension = res.headers.get('content-type')?.startsWith('application/zip') ? 'zip' : 'yaml';
    return attachmentName(res) ?? `${draft.lab.subject}-${draft.labNumber ? String(draft.labNumber).padStart(2, '0') : 'draft'}.${extension}`;
  });

export function useSetArchived(id: string) {
  const client = useQueryClient();
  const key = useKey();
  return useMutation({
    mutationFn: (archived: boolean) => api<void>(`${BASE}/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The before and after of re-grading the older attempts: asked for by the lecturer, never on its own. */
export function useRegradePreview(id: string, enabled: boolean) {
  const key = useKey();
  return useQuery({ queryKey: [...key, id, 'regrade'], queryFn: ({ signal }) => api<RegradePreview>(`${BASE}/${id}/regrade`, { signal }), enabled, staleTime: 0 });
}

export function useConfirmRegrade(id: string) {
  const client = useQueryClient();
  const key = useKey();
  return useMutation({
    mutationFn: (version: number) => api<{ version: number; regraded: number; attempts: RegradeRow[] }>(`${BASE}/${id}/regrade`, { method: 'POST', body: { version } }),
    onSettled: () => client.invalidateQueries({ queryKey: [...key, id, 'regrade'] }),
  });
}
