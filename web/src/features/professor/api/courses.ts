import type { LabDue, Subject } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSessionKey } from '../../../lib/session';

export interface TaughtCourse {
  _id: string;
  universityName: string;
  course: Subject;
  registerCode: string;
}

export interface DueDateList {
  universityId: string;
  subject: Subject;
  timeZone: string;
  labs: { _id: string; labNumber: number; labName: string; due: LabDue | null }[];
}

/** The courses the lecturer teaches (to switch between) and the active one. */
export function useTaughtCourses() {
  const user = useSessionKey();
  return useQuery({
    queryKey: ['professor', user, 'courses'],
    queryFn: ({ signal }) => api<{ active: string | null; courses: TaughtCourse[] }>('/api/v1/professor/courses', { signal }),
    staleTime: 60_000,
  });
}

export function useDueDates(language: string) {
  const user = useSessionKey();
  return useQuery({
    queryKey: ['professor', user, 'due-dates', language],
    queryFn: ({ signal }) => api<DueDateList>(`/api/v1/professor/due-dates?lang=${encodeURIComponent(language)}`, { signal }),
  });
}

/** Sets ("YYYY-MM-DDTHH:mm" in the course's time zone) or clears (null) a lab's due date in the active course. */
export function useSetDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, labNumber, dueAt }: { subject: Subject; labNumber: number; dueAt: string | null }) =>
      api<{ labNumber: number; due: LabDue | null }>(`/api/v1/professor/labs/${encodeURIComponent(subject)}/${labNumber}/due-date`, { method: 'PUT', body: { dueAt } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['professor'] }),
  });
}
