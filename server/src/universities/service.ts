import { courseOf, type AssignProfessorInput, type CreateUniversityInput, type Subject, type UniversityView } from '@nurselab/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { universities, users, type UniversityRow } from '../db/schema/index.js';
import { ApiError, notFound } from '../http/errors.js';
import { generateRegisterCode } from './registerCode.js';

export class UniversityService {
  constructor(private readonly db: Db) {}

  /** SPEC.md conventions: a university named Subject315 or Trial-CSSD runs that course unless told otherwise. */
  async create(input: CreateUniversityInput): Promise<UniversityRow> {
    const course = input.course ?? courseOf({ universityName: input.universityName });
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await this.db
          .insert(universities)
          .values({ name: input.universityName, course, capacity: input.numberOfStudents, registerCode: generateRegisterCode(course) })
          .returning();
        return row;
      } catch (err) {
        // A code collision: draw another one.
        if (pgErrorCode(err) !== UNIQUE_VIOLATION || attempt >= 20) throw err;
      }
    }
  }

  async list(): Promise<UniversityView[]> {
    const rows = await this.db.select().from(universities).orderBy(asc(universities.createdAt), asc(universities.name));
    const professors = await this.db
      .select({ universityId: users.universityId, username: users.username })
      .from(users)
      .where(eq(users.role, 'professor'))
      .orderBy(asc(users.username));
    return rows.map((u) => toView(u, professors.filter((p) => p.universityId === u.id).map((p) => p.username)));
  }

  /**
   * Makes an existing account the professor of a university. A student account promoted this way
   * gives its seat back.
   */
  async assignProfessor(input: AssignProfessorInput): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [university] = await tx.select().from(universities).where(eq(universities.registerCode, input.registerCode.toUpperCase()));
      if (!university) throw notFound('admin.unknownRegisterCode');
      const [user] = await tx.select().from(users).where(eq(users.username, input.professorUsername)).for('update');
      if (!user) throw notFound('admin.userNotFound');
      if (user.role === 'admin') throw new ApiError(400, 'admin.cannotAssignAdmin');
      if (user.role === 'student' && user.universityId) {
        await tx
          .update(universities)
          .set({ registeredStudents: sql`${universities.registeredStudents} - 1` })
          .where(eq(universities.id, user.universityId));
      }
      await tx.update(users).set({ role: 'professor', universityId: university.id }).where(eq(users.id, user.id));
    });
  }
}

export function toView(u: UniversityRow, professors: string[] = []): UniversityView {
  return {
    _id: u.id,
    universityName: u.name,
    course: u.course as Subject,
    registerCode: u.registerCode,
    numberOfStudents: u.capacity,
    registeredStudents: u.registeredStudents,
    professors,
    createdAt: u.createdAt.toISOString(),
  };
}
