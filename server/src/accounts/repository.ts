import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { universities, users } from '../db/schema/index.js';

export interface NewStudent {
  username: string;
  firstName: string;
  lastName: string;
  studentId: string;
  passwordHash: string;
}

export type CreatedStudent = { userId: string; universityId: string; pending: boolean };

/** The queries of sign-up, sign-in and password changes on users and their universities' seats. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** `db` is the register-code guard's transaction when the lookup runs under its locks. */
  async registerCodeExists(registerCode: string, db: Pick<Db, 'select'> = this.db): Promise<true | undefined> {
    const [row] = await db.select({ id: universities.id }).from(universities).where(eq(universities.registerCode, registerCode));
    return row ? true : undefined;
  }

  async usernameExists(username: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return !!row;
  }

  /**
   * Takes a seat of the university the register code belongs to and creates the student, in one
   * transaction: the conditional increment is the seat, so concurrent sign-ups cannot pass
   * capacity. 'full' or 'unknownCode' when no seat was taken (nothing was written). A unique
   * violation of the insert rolls the seat back and is thrown as it is.
   */
  async createStudent(registerCode: string, student: NewStudent): Promise<CreatedStudent | 'full' | 'unknownCode'> {
    return this.db.transaction(async (tx) => {
      const [seat] = await tx
        .update(universities)
        .set({ registeredStudents: sql`${universities.registeredStudents} + 1` })
        .where(and(eq(universities.registerCode, registerCode), lt(universities.registeredStudents, universities.capacity)))
        .returning({ id: universities.id, requiresApproval: universities.requiresApproval });
      if (!seat) {
        const [exists] = await tx.select({ id: universities.id }).from(universities).where(eq(universities.registerCode, registerCode));
        return exists ? 'full' : 'unknownCode';
      }
      const [user] = await tx
        .insert(users)
        .values({
          ...student,
          role: 'student',
          universityId: seat.id,
          // A university that requires approval lets the new student in to wait for a lecturer.
          approval: seat.requiresApproval ? 'pending' : 'approved',
        })
        .returning({ id: users.id });
      return { userId: user.id, universityId: seat.id, pending: seat.requiresApproval };
    });
  }

  async passwordHash(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    return row?.passwordHash;
  }

  /** Sets the password and bumps the token version, which revokes every token issued before. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
  }

  async tokenVersion(userId: string): Promise<number | undefined> {
    const [row] = await this.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
    return row?.tokenVersion;
  }
}
