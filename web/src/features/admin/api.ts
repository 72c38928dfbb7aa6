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
export const AUDIT_KINDS = ['recording.played', 'grade.reviewed', 'grade.regraded', 'grade.released'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The audit log's filters as the admin page edits them ('' for none). */
export interface AuditFilter {
  universityId: string;
  user: string;
  kind: AuditKind | '';
  from: string;
  to: string;
}

export interface AuditEvent {
  _id: string;
  kind: AuditKind;
  createdAt: string;
  actor: { _id: string | null; username: string; name: string | null } | null;
  university: { _id: string | null; name: string | null } | null;
  student: { username: string; name: string | null } | null;
  submission: { _id: string; subject: string | null; labNumber: number | null; attempt: number | null } | null;
  details: Record<string, unknown>;
}

const auditQuery = (filter: AuditFilter, page?: number) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const AUDIT_KEY = ['admin', 'audit'] as const;
export const fetchAudit = (filter: AuditFilter, page: number) =>
  api<{ events: AuditEvent[]; total: number; page: number; pageSize: number }>(`/api/v1/admin/audit${auditQuery(filter, page)}`);
export const auditCsvPath = (filter: AuditFilter) => `/api/v1/admin/audit.csv${auditQuery(filter)}`;

export interface StudentIdConflict {
  user: ProfessorAccount & { studentId: string | null };
  studentId: string;
  university: { _id: string; universityName: string };
  holder: ProfessorAccount | null;
  recordedAt: string;
}
export const CONFLICTS_KEY = ['admin', 'studentIdConflicts'] as const;
export const fetchStudentIdConflicts = () => api<{ conflicts: StudentIdConflict[] }>('/api/v1/admin/student-id-conflicts');
export const resolveStudentIdConflict = (userId: string, studentId: string) =>
  api<null>(`/api/v1/admin/student-id-conflicts/${encodeURIComponent(userId)}`, { method: 'PUT', body: { studentId } });

/** Another person's whole data archive (PDPA s.30-31), by username: the same export the person gets. */
export const dataExportPath = (username: string) => `/api/v1/user/data-export?username=${encodeURIComponent(username)}`;
