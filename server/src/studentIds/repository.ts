import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { studentIdConflicts, universities, users } from '../db/schema/index.js';

const holders = alias(users, 'holders');

/** Student IDs the unique-ID migration took from later duplicate accounts, and their settling. */
export class StudentIdConflictRepository {
  constructor(private readonly db: Db) {}

  /** Each conflict with its account, university and the account that kept the ID (if it still has it). */
  async list() {
    return this.db
      .select({
        userId: studentIdConflicts.userId,
        studentId: studentIdConflicts.studentId,
        recordedAt: studentIdConflicts.recordedAt,
        universityId: universities.id,
        universityName: universities.name,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        currentStudentId: users.studentId,
        holder: { _id: holders.id, username: holders.username, firstName: holders.firstName, lastName: holders.lastName },
      })
      .from(studentIdConflicts)
      .innerJoin(users, eq(users.id, studentIdConflicts.userId))
      .innerJoin(universities, eq(universities.id, studentIdConflicts.universityId))
      .leftJoin(holders, and(eq(holders.universityId, studentIdConflicts.universityId), eq(holders.studentId, studentIdConflicts.studentId)))
      .orderBy(asc(universities.name), asc(studentIdConflicts.studentId), asc(users.username));
  }

  /**
   * Gives the account its new student ID and closes the conflict, in one transaction; false when
   * the conflict was already settled. The unique index refuses an ID another student has.
   */
  async resolve(userId: string, studentId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [closed] = await tx.delete(studentIdConflicts).where(eq(studentIdConflicts.userId, userId)).returning({ userId: studentIdConflicts.userId });
      if (!closed) return false;
      await tx.update(users).set({ studentId }).where(eq(users.id, userId));
      return true;
    });
  }
}
