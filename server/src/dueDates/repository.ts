import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { labDueDates, users } from '../db/schema/index.js';

/** Due dates of labs per course (university). */
export class DueDateRepository {
  constructor(private readonly db: Db) {}

  /** A course's due dates by lab id. */
  async ofUniversity(universityId: string): Promise<Map<string, Date>> {
    const rows = await this.db.select({ labId: labDueDates.labId, dueAt: labDueDates.dueAt }).from(labDueDates).where(eq(labDueDates.universityId, universityId));
    return new Map(rows.map((r) => [r.labId, r.dueAt]));
  }

  /** The due dates of a student's course, with the course. */
  async ofStudent(userId: string): Promise<{ universityId: string | null; dues: Map<string, Date> }> {
    const [user] = await this.db.select({ universityId: users.universityId }).from(users).where(eq(users.id, userId));
    const universityId = user?.universityId ?? null;
    return { universityId, dues: universityId ? await this.ofUniversity(universityId) : new Map() };
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
