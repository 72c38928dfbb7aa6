import { professorApi, type ProfessorCourse } from '@nurselab/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSessionKey } from '../../../lib/session';
import type { ProfessorLabs, ProfessorAttempt, ProfessorUniversity, StudentLabs } from './types';

/** Keys carry the signed-in user, so another account in the same tab never sees cached data. */
export const professorKeys = {
  all: ['professor'] as const,
  university: (user: string | null) => ['professor', user, 'university'] as const,
  labs: (user: string | null, course: ProfessorCourse) => ['professor', user, 'labs', course] as const,
  studentLabs: (user: string | null, course: ProfessorCourse, userId: string) => ['professor', user, 'student', course, userId] as const,
  labSubmissions: (user: string | null, course: ProfessorCourse, userId: string, labNumber: number) => ['professor', user, 'submissions', course, userId, labNumber] as const,
  reviewQueue: (user: string | null) => ['professor', user, 'review-queue'] as const,
  review: (user: string | null, submissionId: string) => ['professor', user, 'review', submissionId] as const,
};

const useUser = useSessionKey;

export function useProfessorUniversity() {
  const user = useUser();
  return useQuery({ queryKey: professorKeys.university(user), queryFn: ({ signal }) => api<ProfessorUniversity>('/api/v1/professor/university', { signal }) });
}

export function useProfessorLabs(course: ProfessorCourse) {
  const user = useUser();
  return useQuery({ queryKey: professorKeys.labs(user, course), queryFn: ({ signal }) => api<ProfessorLabs>(professorApi.labs(course), { signal }) });
}

export function useStudentLabs(course: ProfessorCourse, userId: string) {
  const user = useUser();
  return useQuery({
    queryKey: professorKeys.studentLabs(user, course, userId),
    queryFn: ({ signal }) => api<StudentLabs>(professorApi.studentLabs(course, userId), { signal }),
    select: (data) => ({ ...data, labs: [...(data.labs ?? [])].sort((a, b) => a.labNumber - b.labNumber) }),
  });
}

/** A student's attempts on one lab, in the order the server returns them (SPEC.md: the first is shown by default). */
export function useLabSubmissions(course: ProfessorCourse, userId: string, labNumber: number) {
  const user = useUser();
  return useQuery({
    queryKey: professorKeys.labSubmissions(user, course, userId, labNumber),
    queryFn: ({ signal }) => api<{ labSubmissions: ProfessorAttempt[] }>(professorApi.labSubmissions(course, userId, labNumber), { signal }),
    select: (data) => data.labSubmissions ?? [],
  });
}
