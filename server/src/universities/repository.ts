import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { AuthRepository } from '../auth/repository.js';
import type { Db } from '../db/client.js';
import { professorCourses, universities, users, type UniversityRow, type UserRow } from '../db/schema/index.js';

export type UniversityChanges = Partial<typeof universities.$inferInsert>;

export interface ProfessorWithCourse {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  universityId: string;
}

/** Universities and who teaches them, for the administrator's pages. */
export class UniversityRepository {
  /** The database, or the transaction this repository was made for. */
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; the repository it is given runs its queries in that transaction. */
  transaction<T>(work: (repository: UniversityRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new UniversityRepository(tx)));
  }

  async create(values: { name: string; course: string; capacity: number; registerCode: string }): Promise<UniversityRow> {
    const [row] = await this.db.insert(universities).values(values).returning();
    return row;
  }

  async all(): Promise<UniversityRow[]> {
    return this.db.select().from(universities).orderBy(asc(universities.createdAt), asc(universities.name));
  }

  async byId(universityId: string): Promise<UniversityRow | undefined> {
    const [row] = await this.db.select().from(universities).where(eq(universities.id, universityId));
    return row;
  }

  async byRegisterCode(registerCode: string): Promise<UniversityRow | undefined> {
    const [row] = await this.db.select().from(universities).where(eq(universities.registerCode, registerCode));
    return row;
  }

  /**
   * Applies the changes unless the new capacity is below the students already registered: the
   * condition and the seat check constraint keep this right against concurrent sign-ups. False
   * when the capacity did not fit (or the university is gone).
   */
  async applyChanges(universityId: string, changes: UniversityChanges, capacity?: number): Promise<boolean> {
    const capacityFits = capacity === undefined ? undefined : lte(universities.registeredStudents, capacity);
    const updated = await this.db
      .update(universities)
      .set(changes)
      .where(and(eq(universities.id, universityId), capacityFits))
      .returning({ id: universities.id });
    return updated.length > 0;
  }

  /** A student leaving gives the seat back. */
  async freeSeat(universityId: string): Promise<void> {
    await this.db
      .update(universities)
      .set({ registeredStudents: sql`${universities.registeredStudents} - 1` })
      .where(eq(universities.id, universityId));
  }

  /** The names of these universities, by name. */
  async named(ids: string[]): Promise<{ id: string; name: string }[]> {
    return this.db.select({ id: universities.id, name: universities.name }).from(universities).where(inArray(universities.id, ids)).orderBy(asc(universities.name));
  }

  /** The account, row-locked: the lock serialises concurrent changes of one account's courses. */
  async userForUpdate(username: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.username, username)).for('update');
    return user;
  }

  /** The lecturer's account, row-locked. */
  async professorForUpdate(userId: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(and(eq(users.id, userId), eq(users.role, 'professor'))).for('update');
    return user;
  }

  /** The courses (universities) a lecturer teaches, oldest first, read in this repository's transaction. */
  coursesOf(userId: string): Promise<string[]> {
    return new AuthRepository(this.db).coursesOf(userId);
  }

  async addCourse(userId: string, universityId: string): Promise<void> {
    await this.db.insert(professorCourses).values({ userId, universityId }).onConflictDoNothing();
  }

  async leaveAllCourses(userId: string): Promise<void> {
    await this.db.delete(professorCourses).where(eq(professorCourses.userId, userId));
  }

  /** False when the lecturer did not teach the course. */
  async leaveCourse(userId: string, universityId: string): Promise<boolean> {
    const removed = await this.db
      .delete(professorCourses)
      .where(and(eq(professorCourses.userId, userId), eq(professorCourses.universityId, universityId)))
      .returning({ id: professorCourses.userId });
    return removed.length > 0;
  }

  /** The account's default course. */
  async setDefaultCourse(userId: string, universityId: string | null): Promise<void> {
    await this.db.update(users).set({ universityId }).where(eq(users.id, userId));
  }

  async makeProfessor(userId: string, universityId: string): Promise<void> {
    await this.db.update(users).set({ role: 'professor', universityId }).where(eq(users.id, userId));
  }

  /** A new lecturer account teaching the university. */
  async insertProfessor(values: { username: string; firstName: string; lastName: string; passwordHash: string; universityId: string }) {
    const [row] = await this.db
      .insert(users)
      .values({ ...values, role: 'professor' })
      .returning({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName });
    await this.db.insert(professorCourses).values({ userId: row._id, universityId: values.universityId });
    return row;
  }

  /** Lecturers with their courses: of one university, or of every university. */
  async professors(universityId?: string): Promise<ProfessorWithCourse[]> {
    return this.db
      .select({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, universityId: professorCourses.universityId })
      .from(professorCourses)
      .innerJoin(users, eq(users.id, professorCourses.userId))
      .where(and(eq(users.role, 'professor'), universityId ? eq(professorCourses.universityId, universityId) : undefined))
      .orderBy(asc(users.username));
  }
}
