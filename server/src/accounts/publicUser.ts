import type { PublicUser, Subject } from '@nurselab/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { universities, users, type UniversityRow, type UserRow } from '../db/schema/index.js';

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

export async function findUserWithUniversity(db: Db, where: { id: string } | { username: string }) {
  const [row] = await db
    .select()
    .from(users)
    .leftJoin(universities, eq(universities.id, users.universityId))
    .where('id' in where ? eq(users.id, where.id) : eq(users.username, where.username));
  return row ? { user: row.users, university: row.universities } : undefined;
}
