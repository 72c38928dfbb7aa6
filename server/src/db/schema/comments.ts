import { NOTIFICATION_KINDS } from '@nurselab/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, type AnyPgColumn, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { submissions } from './submissions.js';

/** A comment on an attempt: pinned to a moment (atSeconds), optionally to a rubric item, or general; replies name their parent. */
export const submissionComments = pgTable(
  'submission_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyTo: uuid('reply_to').references((): AnyPgColumn => submissionComments.id, { onDelete: 'cascade' }),
    atSeconds: real('at_seconds'),
    rubricItemId: text('rubric_item_id'),
    text: text('text').notNull(),
    /** Bumped by every edit and the deletion; each version is kept in submission_comment_revisions. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('submission_comments_at_seconds', sql`${t.atSeconds} is null or ${t.atSeconds} >= 0`),
    index('submission_comments_submission').on(t.submissionId, t.createdAt),
  ],
);

/** Every version of every comment, the deletion included: nothing said is lost. */
export const submissionCommentRevisions = pgTable(
  'submission_comment_revisions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => submissionComments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    atSeconds: real('at_seconds'),
    rubricItemId: text('rubric_item_id'),
    deleted: boolean('deleted').notNull().default(false),
    changedBy: uuid('changed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'submission_comment_revisions_pk', columns: [t.commentId, t.version] })],
);


/** One thing a user should know about (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => submissionComments.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_unread').on(t.userId, t.readAt, t.createdAt)],
);

/** Where and in which language a user's notifications are e-mailed (when SMTP is configured), and the opt-out. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  language: text('language').notNull().default('th'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CommentRow = typeof submissionComments.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
