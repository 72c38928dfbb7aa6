import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { universities, users } from '../db/schema/index.js';

export interface PendingStudent {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  studentId: string | null;
  createdAt: Date;
}

/** New students waiting for a lecturer's approval, and the decisions on them. */
export class ApprovalRepository {
  constructor(private readonly db: Db) {}

  async pendingOf(universityId: string): Promise<PendingStudent[]> {
    return this.db
      .select({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, studentId: users.studentId, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.universityId, universityId), eq(users.role, 'student'), eq(users.approval, 'pending')))
      .orderBy(asc(users.createdAt), asc(users.username));
  }

  async student(userId: string): Promise<{ id: string; universityId: string | null; approval: string } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, universityId: users.universityId, approval: users.approval })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'student')));
    return row;
  }

  /**
   * Approves or refuses a pending student, once: the conditional update decides between
   * concurrent lecturers (false for the later ones). A refused student gives the seat back in
   * the same transaction.
   */
  async decide(userId: string, universityId: string, decision: 'approved' | 'refused', by: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [decided] = await tx
        .update(users)
        .set({ approval: decision, approvalDecidedBy: by, approvalDecidedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.universityId, universityId), eq(users.approval, 'pending')))
        .returning({ id: users.id });
      if (!decided) return false;
      if (decision === 'refused') {
        await tx
          .update(universities)
          .set({ registeredStudents: sql`${universities.registeredStudents} - 1` })
          .where(eq(universities.id, universityId));
      }
      return true;
    });
  }
}
