import type { Subject } from '../courses.js';

/** The professor courses with their own dashboards and URLs (SPEC.md section 2, "Professor"). */
export const PROFESSOR_COURSES = ['maternalchild', '315', 'surgical', 'medical', 'ob'] as const;
export type ProfessorCourse = (typeof PROFESSOR_COURSES)[number];

/** The URL and API segment of a course: none for maternal and child (and the CSSD trial, which shares its pages). */
const SEGMENT: Record<ProfessorCourse, string> = { maternalchild: '', '315': '315/', surgical: 'surgical/', medical: 'medical/', ob: 'ob/' };

export const toProfessorCourse = (subject: Subject | string | null | undefined): ProfessorCourse =>
  (PROFESSOR_COURSES as readonly string[]).includes(subject ?? '') ? (subject as ProfessorCourse) : 'maternalchild';

export const professorDashboardPath = (course: ProfessorCourse) => `/professor/${SEGMENT[course]}dashboard`;
export const professorStudentLabsPath = (course: ProfessorCourse, userId: string) => `/professor/${SEGMENT[course]}view-labs/${encodeURIComponent(userId)}`;
export const professorLabDetailPath = (course: ProfessorCourse, userId: string, labNumber: number) =>
  `/professor/${SEGMENT[course]}view-lab/${encodeURIComponent(userId)}/${labNumber}`;

/** SPEC.md section 7's professor API paths for a course. */
export const professorApi = {
  labs: (course: ProfessorCourse) => `/api/v1/professor/${SEGMENT[course]}labs`,
  studentLabs: (course: ProfessorCourse, userId: string) => `/api/v1/professor/student/${encodeURIComponent(userId)}/${SEGMENT[course]}labs`,
  labSubmissions: (course: ProfessorCourse, userId: string, labNumber: number) =>
    `/api/v1/professor/student/${encodeURIComponent(userId)}/lab/${SEGMENT[course]}${labNumber}`,
  /** The OB dashboard downloads from its own path (SPEC.md section 7). */
  downloadScores: (course: ProfessorCourse) => (course === 'ob' ? '/api/v1/ob/download-scores' : '/api/v1/professor/download-scores'),
};
