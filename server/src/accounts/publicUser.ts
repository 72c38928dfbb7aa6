import type { PublicUser, Subject } from '@nurselab/core';
import type { UniversityRow, UserRow } from '../db/schema/index.js';

export function toPublicUser(user: UserRow, university: UniversityRow | null): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    studentId: user.studentId,
    university: university?.name ?? null,
    universityCode: university?.registerCode ?? null,
    course: (university?.course ?? null) as Subject | null,
    isAdmin: user.role === 'admin',
    isProfessor: user.role === 'professor',
    approval: user.approval,
  };
}
