import type {
  AdminStudentView,
  AssignProfessorInput,
  CreateUniversityInput,
  PersonalDataDeletionInput,
  PersonalDataDeletionView,
  UniversityView,
  UpdateUniversityInput,
} from '@nurselab/core';
import { api } from '../../lib/api';

/** A professor account of a university. */
export interface ProfessorAccount {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** A university as the admin API answers it, with its professors' accounts and release policy. */
export type AdminUniversity = UniversityView & {
  professorAccounts?: ProfessorAccount[];
  releasePolicy?: ReleasePolicy;
};

export const RELEASE_POLICIES = ['immediate', 'held'] as const;
export type ReleasePolicy = (typeof RELEASE_POLICIES)[number];
export type { AdminStudentView, PersonalDataDeletionView } from '@nurselab/core';
export { DANGER_POLICIES, DEFAULT_AUDIT_PERCENT, type DangerPolicy } from '@nurselab/core';

const universityPath = (id: string) => `/api/v1/admin/universities/${encodeURIComponent(id)}`;

export const UNIVERSITIES_KEY = ['admin', 'universities'] as const;
export const fetchUniversities = () => api<AdminUniversity[]>('/api/v1/admin/universities');
export const createUniversity = (body: CreateUniversityInput) =>
  api<{ registerCode: string; message: string; university: UniversityView }>('/api/v1/admin/generate-code', { method: 'POST', body });
export const assignProfessor = (body: AssignProfessorInput & { confirmMove?: boolean; alsoTeach?: boolean }) => api<{ message: string }>('/api/v1/admin/assign-professor', { method: 'POST', body });

export const updateUniversity = (id: string, body: UpdateUniversityInput) =>
  api<AdminUniversity>(universityPath(id), { method: 'PATCH', body });
export const addUniversityProfessor = (id: string, body: { username: string; confirmMove?: boolean; alsoTeach?: boolean }) =>
  api<AdminUniversity>(`${universityPath(id)}/professors`, { method: 'POST', body });
export const removeUniversityProfessor = (id: string, userId: string) =>
  api<AdminUniversity>(`${universityPath(id)}/professors/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const createProfessor = (body: { username: string; firstName: string; lastName: string; password: string; universityId: string; confirmMove?: boolean }) =>
  api<{ professor: ProfessorAccount; university: AdminUniversity }>('/api/v1/admin/professors', { method: 'POST', body });

export { DELETION_REQUESTERS, MAX_RETENTION_DAYS, type DeletionRequester } from '@nurselab/core';

/** A university's students, to handle a deletion request (PDPA). */
export const studentsKey = (universityId: string) => ['admin', 'students', universityId] as const;
export const fetchStudents = (universityId: string) => api<AdminStudentView[]>(`${universityPath(universityId)}/students`);
/** The record of personal data deleted at a request. */
export const DELETIONS_KEY = ['admin', 'personal-data-deletions'] as const;
export const fetchDeletions = () => api<PersonalDataDeletionView[]>('/api/v1/admin/personal-data-deletions');
export const deletePersonalData = (userId: string, body: PersonalDataDeletionInput) =>
  api<PersonalDataDeletionView>(`/api/v1/admin/users/${encodeURIComponent(userId)}/personal-data-deletion`, { method: 'POST', body });
