import { universityTimeZone } from '@nurselab/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { labDueDates, labs, submissions, universities, users } from '../db/schema/index.js';

/** Due dates of labs per course (university). */
export class DueDateRepository {
  constructor(private readonly db: Db) {}

  /** A course's due dates by lab id. */
  async ofUniversity(universityId: string): Promise<Map<string, Date>> {
    const rows = await this.db.select({ labId: labDueDates.labId, dueAt: labDueDates.dueAt }).from(labDueDates).where(eq(labDueDates.universityId, universityId));
    return new Map(rows.map((r) => [r.labId, r.dueAt]));
  }

  /** The time zone a course's dates are entered and shown in (its setting, else Bangkok). */
  async timeZoneOf(universityId: string | null): Promise<string> {
    if (!universityId) return universityTimeZone(null);
    const [row] = await this.db.select({ timeZone: universities.timeZone }).from(universities).where(eq(universities.id, universityId));
    return universityTimeZone(row?.timeZone);
  }

  /** The due dates of a student's course, with the course and its time zone. */
  async ofStudent(userId: string): Promise<{ universityId: string | null; timeZone: string; dues: Map<string, Date> }> {
    const [user] = await this.db
      .select({ universityId: users.universityId, timeZone: universities.timeZone })
      .from(users)
      .leftJoin(universities, eq(universities.id, users.universityId))
      .where(eq(users.id, userId));
    const universityId = user?.universityId ?? null;
    return { universityId, timeZone: universityTimeZone(user?.timeZone), dues: universityId ? await this.ofUniversity(universityId) : new Map() };
  }

  /** The due date of a lab in a student's course. */
  async forStudent(userId: string, labId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ dueAt: labDueDates.dueAt })
      .from(labDueDates)
      .innerJoin(users, eq(users.universityId, labDueDates.universityId))
      .where(and(eq(users.id, userId), eq(labDueDates.labId, labId)));
    return row?.dueAt ?? null;
  }

  /**
   * Per student of a course and lab number with a due date: whether any attempt was finalised after
   * it, by "userId\0labNumber" (labs without a due date are absent).
   */
  async lateLabs(universityId: string, subject: string): Promise<Map<string, boolean>> {
    const rows = await this.db
      .select({
        userId: submissions.userId,
        labNumber: labs.labNumber,
        late: sql<boolean>`bool_or(${submissions.createdAt} > ${labDueDates.dueAt})`,
      })
      .from(labDueDates)
      .innerJoin(labs, eq(labs.id, labDueDates.labId))
      .innerJoin(submissions, eq(submissions.labId, labDueDates.labId))
      .innerJoin(users, and(eq(users.id, submissions.userId), eq(users.universityId, labDueDates.universityId)))
      .where(and(eq(labDueDates.universityId, universityId), eq(labs.subject, subject)))
      .groupBy(submissions.userId, labs.labNumber);
    return new Map(rows.map((r) => [`${r.userId}\0${r.labNumber}`, r.late === true]));
  }

  /** The numbers of a subject's labs that have a due date in the course. */
  async labNumbersWithDueDate(universityId: string, subject: string): Promise<Set<number>> {
    const rows = await this.db
      .select({ labNumber: labs.labNumber })
      .from(labDueDates)
      .innerJoin(labs, eq(labs.id, labDueDates.labId))
      .where(and(eq(labDueDates.universityId, universityId), eq(labs.subject, subject)));
    return new Set(rows.map((r) => r.labNumber));
  }

  /** Sets (an upsert, so concurrent lecturers leave one row: the last write) or clears a due date. */
  async set(universityId: string, labId: string, dueAt: Date | null, by: string): Promise<void> {
    if (!dueAt) {
      await this.db.delete(labDueDates).where(and(eq(labDueDates.universityId, universityId), eq(labDueDates.labId, labId)));
      return;
    }
    await this.db
      .insert(labDueDates)
      .values({ universityId, labId, dueAt, setBy: by })
      .onConflictDoUpdate({ target: [labDueDates.universityId, labDueDates.labId], set: { dueAt, setBy: by, updatedAt: new Date() } });
  }
}
