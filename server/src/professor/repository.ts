import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { professorCourses, universities } from '../db/schema/index.js';

/** The professor API's reads of universities and of who teaches them. */
export class ProfessorRepository {
  constructor(private readonly db: Db) {}

  /** Whether the lecturer teaches the course (university), as professor_courses says now. */
  async teaches(userId: string, universityId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: professorCourses.userId })
      .from(professorCourses)
      .where(and(eq(professorCourses.userId, userId), eq(professorCourses.universityId, universityId)));
    return row !== undefined;
  }

  async university(universityId: string) {
    const [university] = await this.db.select().from(universities).where(eq(universities.id, universityId));
    return university;
  }

  /** The universities of these ids, by name. */
  async universitiesNamed(ids: string[]) {
    if (!ids.length) return [];
    return this.db.select().from(universities).where(inArray(universities.id, ids)).orderBy(asc(universities.name));
  }
}
