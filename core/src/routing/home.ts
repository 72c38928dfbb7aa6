import { courseOf, type Subject } from '../courses.js';
import type { PublicUser } from '../accounts/user.js';
import { SUBJECT_DASHBOARD } from '../labs/routes.js';

const PROFESSOR_HOME: Record<Subject, string> = {
  maternalchild: '/professor/dashboard',
  '315': '/professor/315/dashboard',
  surgical: '/professor/surgical/dashboard',
  medical: '/professor/medical/dashboard',
  ob: '/professor/ob/dashboard',
  'trial-cssd': '/professor/dashboard',
};

/** Post-login routing of SPEC.md section 4, with the student SUR branch fixed. */
export function homePathFor(
  user: Pick<PublicUser, 'isAdmin' | 'isProfessor' | 'course' | 'universityCode' | 'university'>,
): string {
  if (user.isAdmin) return '/admin/dashboard';
  const course = user.course ?? courseOf({ registerCode: user.universityCode, universityName: user.university });
  return user.isProfessor ? PROFESSOR_HOME[course] : SUBJECT_DASHBOARD[course];
}
