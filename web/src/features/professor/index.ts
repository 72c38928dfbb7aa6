import { PROFESSOR_COURSES, professorDashboardPath, type ProfessorCourse, type Role } from '@nurselab/core';
import { createElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../auth';

const PROFESSOR: Role[] = ['professor'];
type Pages = typeof import('./routes');

/** A professor page, loaded on demand with its strings, and guarded. */
const page = (path: string, render: (pages: Pages) => ReactNode): RouteObject => ({
  path,
  lazy: async () => ({ element: createElement(RequireRole, { roles: PROFESSOR, children: render(await import('./routes')) }) }),
});

const segment = (course: ProfessorCourse) => (course === 'maternalchild' ? '' : `${course}/`);

/** Every professor URL of SPEC.md section 2 (dashboards, view-labs, view-lab per course) and the review queue. */
export const professorRoutes: RouteObject[] = [
  ...PROFESSOR_COURSES.flatMap((course) => [
    page(professorDashboardPath(course), (p) => createElement(p.ProfessorDashboardPage, { course, key: course })),
    page(`/professor/${segment(course)}view-labs/:userId`, (p) => createElement(p.StudentLabsPage, { course, key: course })),
    page(`/professor/${segment(course)}view-lab/:userId/:labNumber`, (p) => createElement(p.LabDetailPage, { course, key: course })),
  ]),
  page('/professor/review', (p) => createElement(p.ReviewQueuePage)),
  page('/professor/review/:submissionId', (p) => createElement(p.ReviewAttemptPage)),
  page('/professor/due-dates', (p) => createElement(p.DueDatesPage)),
];
