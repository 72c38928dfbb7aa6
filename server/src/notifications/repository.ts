import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, NotificationKind } from '@nurselab/core';
import type { Db } from '../db/client.js';
import { labs, notifications, notificationSettings, submissions, users } from '../db/schema/index.js';

export interface NewNotification {
  kind: NotificationKind;
  submissionId: string | null;
  commentId?: string | null;
  actorId?: string | null;
}

const actors = alias(users, 'actors');
const owners = alias(users, 'owners');

/** The queries on notifications and the e-mail settings. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  async insert(recipients: string[], note: NewNotification) {
    if (recipients.length === 0) return [];
    return this.db
      .insert(notifications)
      .values(recipients.map((userId) => ({ userId, kind: note.kind, submissionId: note.submissionId, commentId: note.commentId ?? null, actorId: note.actorId ?? null })))
      .returning();
  }

  async list(userId: string, options: { unreadOnly: boolean; limit: number }) {
    return this.db
      .select({
        note: notifications,
        actor: { firstName: actors.firstName, lastName: actors.lastName },
        lab: { subject: labs.subject, labNumber: labs.labNumber },
        student: { _id: owners.id, firstName: owners.firstName, lastName: owners.lastName },
      })
      .from(notifications)
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .leftJoin(submissions, eq(submissions.id, notifications.submissionId))
      .leftJoin(labs, eq(labs.id, submissions.labId))
      .leftJoin(owners, eq(owners.id, submissions.userId))
      .where(and(eq(notifications.userId, userId), options.unreadOnly ? isNull(notifications.readAt) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks the user's own notifications read (all when ids is undefined); others' ids change nothing. */
  async markRead(userId: string, ids?: string[]): Promise<void> {
    if (ids && ids.length === 0) return;
    await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
  }

  async settings(userIds: string[]) {
    if (userIds.length === 0) return [];
    return this.db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
  }

  async saveSettings(userId: string, values: { email?: string | null; emailEnabled?: boolean; language?: Language }): Promise<void> {
    await this.db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } });
  }

  /** Every administrator (alerts about the whole installation). */
  async admins(): Promise<string[]> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    return rows.map((r) => r.id);
  }

  /** The professors of a university (answers waiting, a student's comment nobody answered yet). */
  async professorsOf(universityId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.universityId, universityId), eq(users.role, 'professor')));
    return rows.map((r) => r.id);
  }

  /** An attempt's student, university and lab, for whom to tell and what to say. */
  async attempt(submissionId: string) {
    const [row] = await this.db
      .select({ ownerId: submissions.userId, universityId: users.universityId, subject: labs.subject, labNumber: labs.labNumber, labVersionId: submissions.labVersionId })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .where(eq(submissions.id, submissionId));
    return row;
  }

  async nameOf(userId: string): Promise<string> {
    const [row] = await this.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    return row ? `${row.firstName} ${row.lastName}`.trim() : '';
  }
}
