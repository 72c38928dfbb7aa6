import { describe, expect, it } from 'vitest';
import { professorApi, professorDashboardPath, professorLabDetailPath, professorStudentLabsPath, toProfessorCourse } from './pages.js';

describe('professor pages and API paths (SPEC.md sections 2 and 7)', () => {
  it('keeps maternal and child at the bare paths', () => {
    expect(professorDashboardPath('maternalchild')).toBe('/professor/dashboard');
    expect(professorStudentLabsPath('maternalchild', 'u1')).toBe('/professor/view-labs/u1');
    expect(professorLabDetailPath('maternalchild', 'u1', 4)).toBe('/professor/view-lab/u1/4');
    expect(professorApi.labs('maternalchild')).toBe('/api/v1/professor/labs');
    expect(professorApi.studentLabs('maternalchild', 'u1')).toBe('/api/v1/professor/student/u1/labs');
    expect(professorApi.labSubmissions('maternalchild', 'u1', 4)).toBe('/api/v1/professor/student/u1/lab/4');
  });
  it('puts the course in the path of the others', () => {
    expect(professorDashboardPath('surgical')).toBe('/professor/surgical/dashboard');
    expect(professorStudentLabsPath('ob', 'u1')).toBe('/professor/ob/view-labs/u1');
    expect(professorLabDetailPath('315', 'u1', 2)).toBe('/professor/315/view-lab/u1/2');
    expect(professorApi.labs('medical')).toBe('/api/v1/professor/medical/labs');
    expect(professorApi.studentLabs('315', 'u1')).toBe('/api/v1/professor/student/u1/315/labs');
    expect(professorApi.labSubmissions('surgical', 'u1', 3)).toBe('/api/v1/professor/student/u1/lab/surgical/3');
  });
  it('downloads OB scores from the OB path', () => {
    expect(professorApi.downloadScores('ob')).toBe('/api/v1/ob/download-scores');
    expect(professorApi.downloadScores('surgical')).toBe('/api/v1/professor/download-scores');
  });
  it('shares the maternal and child pages with the CSSD trial', () => {
    expect(toProfessorCourse('trial-cssd')).toBe('maternalchild');
    expect(toProfessorCourse('ob')).toBe('ob');
  });
});
