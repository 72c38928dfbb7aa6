import { asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { professorCourses, revokedTokens, universities, users } from '../db/schema/index.js';

/** The reads that authenticate a request (the user, their courses), and the signed-out tokens. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  /** The user with their university (users.university_id), or undefined. */
  async userWithUniversity(where: { id: string } | { username: string }) {
    const [row] = await this.db
      .select()
      .from(users)
      .leftJoin(universities, eq(universities.id, users.universityId))
      .where('id' in where ? eq(users.id, where.id) : eq(users.username, where.username));
    return row ? { user: row.users, university: row.universities } : undefined;
  }

  /** The courses (university ids) a lecturer teaches, oldest membership first. */
  async coursesOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ universityId: professorCourses.universityId })
      .from(professorCourses)
      .where(eq(professorCourses.userId, userId))
      .orderBy(asc(professorCourses.createdAt), asc(professorCourses.universityId));
    return rows.map((r) => r.universityId);
  }

  async university(universityId: string) {
    const [row] = await this.db.select().from(universities).where(eq(universities.id, universityId));
    return row;
  }

  /** Signed-out tokens, by id, kept until they would have expired anyway. */
  async isTokenRevoked(jti: string): Promise<boolean> {
    const [row] = await this.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti));
    return !!row;
  }

  async revokeToken(token: { jti: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(revokedTokens).values(token).onConflictDoNothing();
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  }
}
