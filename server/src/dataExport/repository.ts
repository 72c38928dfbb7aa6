import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  labAttempts,
  labs,
  notifications,
  notificationSettings,
  privacyConsents,
  submissionComments,
  submissions,
  universities,
  users,
} from '../db/schema/index.js';

/** The queries that gather one person's data for their archive (PDPA s.30-31). */
export class DataExportRepository {
  constructor(private readonly db: Db) {}

  /** The account without its password hash or token version; undefined for an unknown id. */
  async userIdOf(username: string): Promise<string | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return row?.id;
  }

  async account(userId: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        studentId: users.studentId,
        role: users.role,
        createdAt: users.createdAt,
        university: { id: universities.id, name: universities.name, course: universities.course },
      })
      .from(users)
      .leftJoin(universities, eq(universities.id, users.universityId))
      .where(eq(users.id, userId));
    return row;
  }

  async submissions(userId: string) {
    return this.db
      .select({ submission: submissions, lab: { subject: labs.subject, labNumber: labs.labNumber } })
      .from(submissions)
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .where(eq(submissions.userId, userId))
      .orderBy(asc(submissions.createdAt), asc(submissions.id));
  }

  async attempts(userId: string) {
    return this.db
      .select({ subject: labs.subject, labNumber: labs.labNumber, used: labAttempts.used })
      .from(labAttempts)
      .innerJoin(labs, eq(labs.id, labAttempts.labId))
      .where(eq(labAttempts.userId, userId))
      .orderBy(asc(labs.subject), asc(labs.labNumber));
  }

  /** Every comment on the given submissions (deleted ones included, so the caller can mark them). */
  async comments(submissionIds: string[]) {
    if (submissionIds.length === 0) return [];
    return this.db
      .select({ comment: submissionComments, author: { firstName: users.firstName, lastName: users.lastName, role: users.role } })
      .from(submissionComments)
      .innerJoin(users, eq(users.id, submissionComments.authorId))
      .where(inArray(submissionComments.submissionId, submissionIds))
      .orderBy(asc(submissionComments.createdAt), asc(submissionComments.id));
  }

  async notifications(userId: string) {
    return this.db
      .select({
        kind: notifications.kind,
        submissionId: notifications.submissionId,
        commentId: notifications.commentId,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt));
  }

  async notificationSettings(userId: string) {
    const [row] = await this.db
      .select({ email: notificationSettings.email, emailEnabled: notificationSettings.emailEnabled, language: notificationSettings.language })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    return row ?? null;
  }

  async consents(userId: string) {
    return this.db
      .select({ noticeVersion: privacyConsents.noticeVersion, consentedAt: privacyConsents.consentedAt })
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, userId))
      .orderBy(asc(privacyConsents.consentedAt));
  }
}
