import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  dangerVerdicts,
  ltiAccounts,
  ltiDeepLinkRequests,
  ltiHandoffs,
  notifications,
  notificationSettings,
  passwordResets,
  personalDataDeletions,
  privacyConsents,
  signinFailures,
  studentIdConflicts,
  submissionComments,
  submissionRegrades,
  submissionReviews,
  submissions,
  universities,
  uploadsInProgress,
  users,
  type DeletionRequester,
  type RemovedCounts,
} from '../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ErasedStudent {
  userId: string;
  universityId: string | null;
  /** Storage folders of the student's attempts (submissions/<id>), to empty in the same transaction. */
  mediaFolders: string[];
  removed: RemovedCounts;
}

/** The queries of a student's personal data deleted at their request, and of the record of such deletions. */
export class PersonalDataRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The account, locked until the transaction ends (two administrators deleting at once: one waits, then finds it done). */
  async lockUser(tx: Tx, userId: string) {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return user;
  }

  /**
   * Removes what identifies the student or holds what they said, keeping the anonymous grades the
   * course's statistics are made of (attempts, scores, pass/fail, lecturers' grades) under the
   * opaque user id. Returns what was removed, counted.
   */
  async erase(tx: Tx, user: { id: string; username: string; universityId: string | null }): Promise<ErasedStudent> {
    const own = await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.userId, user.id));
    const ids = own.map((s) => s.id);
    const onOwn = (column: AnyPgColumn) => (ids.length ? inArray(column, ids) : sql`false`);
    const count = (rows: unknown[]) => rows.length;

    const comments = count(
      await tx.delete(submissionComments).where(or(onOwn(submissionComments.submissionId), eq(submissionComments.authorId, user.id))).returning({ id: submissionComments.id }),
    );
    const notificationCount = count(
      await tx.delete(notifications).where(or(eq(notifications.userId, user.id), onOwn(notifications.submissionId))).returning({ id: notifications.id }),
    );
    // An answer still being evaluated ends here: a final status, so the job cannot write a transcript back.
    await tx
      .update(submissions)
      .set({ status: 'failed', failureReason: 'evaluation.failed' })
      .where(and(eq(submissions.userId, user.id), inArray(submissions.status, ['queued', 'transcribing', 'grading'])));
    // The transcript and evidence, wherever they are kept: the attempt, a lecturer's review reason, a danger's quote, a re-grade's before and after.
    const transcripts = count(
      await tx
        .update(submissions)
        .set({ evaluation: null, pros: [], recommendations: [], playbackKey: null, updatedAt: new Date() })
        .where(eq(submissions.userId, user.id))
        .returning({ id: submissions.id }),
    );
    if (ids.length) {
      await tx.update(submissionReviews).set({ reason: null }).where(inArray(submissionReviews.submissionId, ids));
      await tx.update(dangerVerdicts).set({ quote: '' }).where(inArray(dangerVerdicts.submissionId, ids));
      await tx
        .update(submissionRegrades)
        .set({
          before: sql`jsonb_build_object('status', ${submissionRegrades.before}->'status', 'score', ${submissionRegrades.before}->'score', 'isPass', ${submissionRegrades.before}->'isPass', 'automatic', ${submissionRegrades.before}->'automatic')`,
          after: sql`jsonb_build_object('status', ${submissionRegrades.after}->'status', 'score', ${submissionRegrades.after}->'score', 'isPass', ${submissionRegrades.after}->'isPass', 'automatic', ${submissionRegrades.after}->'automatic')`,
        })
        .where(inArray(submissionRegrades.submissionId, ids));
    }
    const removed: RemovedCounts = {
      recordings: ids.length,
      transcripts,
      comments,
      notifications: notificationCount,
      notificationSettings: count(await tx.delete(notificationSettings).where(eq(notificationSettings.userId, user.id)).returning({ id: notificationSettings.userId })),
      consents: count(await tx.delete(privacyConsents).where(eq(privacyConsents.userId, user.id)).returning({ id: privacyConsents.userId })),
      passwordResets: count(await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id)).returning({ id: passwordResets.id })),
      lmsAccounts: count(await tx.delete(ltiAccounts).where(eq(ltiAccounts.userId, user.id)).returning({ id: ltiAccounts.userId })),
      unfinishedUploads: count(await tx.delete(uploadsInProgress).where(eq(uploadsInProgress.ownerId, user.id)).returning({ id: uploadsInProgress.id })),
    };
    await tx.delete(ltiHandoffs).where(eq(ltiHandoffs.userId, user.id));
    await tx.delete(ltiDeepLinkRequests).where(eq(ltiDeepLinkRequests.userId, user.id));
    await tx.delete(studentIdConflicts).where(eq(studentIdConflicts.userId, user.id));
    await tx.delete(signinFailures).where(eq(signinFailures.username, user.username));

    // The account: no name, no username, no student ID, no password; every token revoked. The row stays for the grades.
    await tx
      .update(users)
      .set({
        username: `deleted-${user.id}`,
        firstName: '',
        lastName: '',
        studentId: null,
        passwordHash: '!deleted',
        tokenVersion: sql`${users.tokenVersion} + 1`,
        personalDataDeletedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    removed.account = 1;
    // The seat goes back to the university.
    if (user.universityId) {
      await tx
        .update(universities)
        .set({ registeredStudents: sql`greatest(${universities.registeredStudents} - 1, 0)` })
        .where(eq(universities.id, user.universityId));
    }
    return { userId: user.id, universityId: user.universityId, mediaFolders: ids.map((id) => `submissions/${id}`), removed };
  }

  async record(tx: Tx, entry: { subjectUserId: string; universityId: string | null; performedBy: string; requestedBy: DeletionRequester; requestedAt: Date; removed: RemovedCounts }) {
    const [row] = await tx.insert(personalDataDeletions).values(entry).returning();
    return row!;
  }

  /** The record of deletions, newest first, with the university's and the administrator's names for the list. */
  async deletions(limit = 500) {
    return this.db
      .select({ deletion: personalDataDeletions, universityName: universities.name, performedByUsername: users.username })
      .from(personalDataDeletions)
      .leftJoin(universities, eq(universities.id, personalDataDeletions.universityId))
      .leftJoin(users, eq(users.id, personalDataDeletions.performedBy))
      .orderBy(desc(personalDataDeletions.deletedAt))
      .limit(limit);
  }

  /** A university's students for the administrators' list, by username. */
  async studentsOf(universityId: string) {
    return this.db
      .select({
        _id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        studentId: users.studentId,
        createdAt: users.createdAt,
        personalDataDeletedAt: users.personalDataDeletedAt,
      })
      .from(users)
      .where(and(eq(users.universityId, universityId), eq(users.role, 'student')))
      .orderBy(asc(users.personalDataDeletedAt), asc(users.username));
  }
}
