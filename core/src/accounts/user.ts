import type { Subject } from '../courses.js';

/** The user object every API answer and the web session carry (SPEC.md section 3). */
export interface PublicUser {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  studentId: string | null;
  university: string | null;
  universityCode: string | null;
  course: Subject | null;
  isAdmin: boolean;
  isProfessor: boolean;
  /** Where the university requires a lecturer's approval of new students: pending or refused until approved. */
  approval?: UserApproval;
}

export type UserApproval = 'approved' | 'pending' | 'refused';

export type Role = 'admin' | 'professor' | 'student';

export function roleOf(user: Pick<PublicUser, 'isAdmin' | 'isProfessor'>): Role {
  if (user.isAdmin) return 'admin';
  if (user.isProfessor) return 'professor';
  return 'student';
}
