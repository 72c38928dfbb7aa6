import type { AssignProfessorInput, CreateUniversityInput, UniversityView } from '@nurselab/core';
import { api } from '../../lib/api';

export const UNIVERSITIES_KEY = ['admin', 'universities'] as const;
export const fetchUniversities = () => api<UniversityView[]>('/api/v1/admin/universities');
export const createUniversity = (body: CreateUniversityInput) =>
  api<{ registerCode: string; message: string; university: UniversityView }>('/api/v1/admin/generate-code', { method: 'POST', body });
export const assignProfessor = (body: AssignProfessorInput) => api<{ message: string }>('/api/v1/admin/assign-professor', { method: 'POST', body });
