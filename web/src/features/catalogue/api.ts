import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { Language, PublicLab, StudentLabRow, Subject } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

export interface StudentLabsResponse {
  subject: Subject;
  labs: StudentLabRow[];
}

/** SPEC.md section 7: maternal and child keeps its old path; the other courses have their own. */
export const studentLabsPath = (subject: Subject) => (subject === 'maternalchild' ? '/api/v1/student/labs' : `/api/v1/student/${subject}/labs`);

export const fetchStudentLabs = (subject: Subject, signal?: AbortSignal) => api<StudentLabsResponse>(studentLabsPath(subject), { signal });

export const fetchLab = (subject: Subject, labNumber: number, language: Language, signal?: AbortSignal) =>
  api<PublicLab>(`/api/v1/labs/${encodeURIComponent(subject)}/${labNumber}?lang=${language}`, { signal });

export const fetchLabById = (labId: string, signal?: AbortSignal) => api<{ lab: PublicLab }>(`/api/v1/student/lab/${encodeURIComponent(labId)}`, { signal });

/**
 * Keys carry the user (a different account in the same tab never sees another's cache) and,
 * where the server answers in the Accept-Language, the UI language.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  studentLabs: (userId: string | null, subject: Subject, uiLanguage: string) => ['catalogue', 'studentLabs', userId, subject, uiLanguage] as const,
  lab: (userId: string | null, subject: Subject, labNumber: number, language: Language) => ['catalogue', 'lab', userId, subject, labNumber, language] as const,
  labById: (userId: string | null, labId: string, uiLanguage: string) => ['catalogue', 'labById', userId, labId, uiLanguage] as const,
};

/** True when a previous query key matched the current one on every part but the last (the language). */
function sameButLanguage(previous: QueryKey | undefined, current: QueryKey): boolean {
  return !!previous && previous.length === current.length && current.slice(0, -1).every((part, i) => previous[i] === part);
}

/** The signed-in student's labs of one subject, sorted by lab number. */
export function useStudentLabs(subject: Subject, options: { enabled?: boolean } = {}) {
  const session = useSession();
  const { i18n } = useTranslation();
  const queryKey = catalogueKeys.studentLabs(session?.user._id ?? null, subject, i18n.language);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchStudentLabs(subject, signal),
    select: (data) => [...data.labs].sort((a, b) => a.labNumber - b.labNumber),
    // Switching the UI language keeps the cards on screen until the new names arrive (same user and subject only).
    placeholderData: (previous, previousQuery) => (sameButLanguage(previousQuery?.queryKey, queryKey) ? previous : undefined),
    enabled: options.enabled ?? true,
  });
}

export function useLab(subject: Subject, labNumber: number, language: Language, options: { enabled?: boolean } = {}) {
  const session = useSession();
  const queryKey = catalogueKeys.lab(session?.user._id ?? null, subject, labNumber, language);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchLab(subject, labNumber, language, signal),
    // Switching the lab language keeps the old text until the new one arrives (no flash of "Loading..."),
    // but another lab never shows under this one's address.
    placeholderData: (previous, previousQuery) => (sameButLanguage(previousQuery?.queryKey, queryKey) ? previous : undefined),
    enabled: options.enabled ?? true,
  });
}

export function useLabById(labId: string, options: { enabled?: boolean } = {}) {
  const session = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogueKeys.labById(session?.user._id ?? null, labId, i18n.language),
    queryFn: ({ signal }) => fetchLabById(labId, signal),
    enabled: options.enabled ?? true,
  });
}
