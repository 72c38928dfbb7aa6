import type { AssignProfessorInput, CreateUniversityInput, Subject } from '@nurselab/core';
import { api } from '../../lib/api';

export interface UniversityView {
  _id: string;
  universityName: string;
  course: Subject;
  registerCode: string;
  numberOfStudents: number;
  registeredStudents: number;
  professors: string[];
}

export const UNIVERSITIES_KEY = ['admin', 'universities'] as const;
export const fetchUniversities = () => api<UniversityView[]>('/api/v1/admin/universities');
export const createUniversity = (body: CreateUniversityInput) =>
  api<{ registerCode: string; message: string; university: UniversityView }>('/api/v1/admin/generate-code', { method: 'POST', body });
export const assignProfessor = (body: AssignProfessorInput) => api<{ message: string }>('/api/v1/admin/assign-professor', { method: 'POST', body });
