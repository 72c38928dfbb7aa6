import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const RETAINED_MEDIA = ['original', 'copy'] as const;
export type RetainedMedia = (typeof RETAINED_MEDIA)[number];

/**
 * What the retention job deleted: a submission's original recording, or its playback copy with
 * the transcript and evidence. One row per submission and kind (the unique key is the claim that
 * makes two servers delete once), with the setting in force and the final grade it counted from.
 */
export const retentionDeletions = pgTable(
  'retention_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull(),
    universityId: uuid('university_id').notNull(),
    what: text('what', { enum: RETAINED_MEDIA }).notNull(),
    storageKeys: jsonb('storage_keys').$type<string[]>().notNull(),
    settingDays: integer('setting_days').notNull(),
    finalAt: timestamp('final_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('retention_deletions_once').on(t.submissionId, t.what),
    check('retention_deletions_what', sql`${t.what} in ('original', 'copy')`),
    index('retention_deletions_deleted_at').on(t.deletedAt),
  ],
);

export const DELETION_REQUESTERS = ['student', 'representative', 'university'] as const;
export type DeletionRequester = (typeof DELETION_REQUESTERS)[number];

/** Counts of what a deletion removed (no content, no names). */
export type RemovedCounts = Record<string, number>;

/**
 * A student's personal data deleted by an administrator: when, by whom, at whose request and
 * what was removed. Holds no personal data beyond the opaque user id.
 */
export const personalDataDeletions = pgTable(
  'personal_data_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectUserId: uuid('subject_user_id').notNull(),
    universityId: uuid('university_id'),
    performedBy: uuid('performed_by')
      .notNull()
      .references(() => users.id),
    requestedBy: text('requested_by', { enum: DELETION_REQUESTERS }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    removed: jsonb('removed').$type<RemovedCounts>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('personal_data_deletions_once').on(t.subjectUserId),
    check('personal_data_deletions_requested_by', sql`${t.requestedBy} in ('student', 'representative', 'university')`),
  ],
);

export type RetentionDeletionRow = typeof retentionDeletions.$inferSelect;
export type PersonalDataDeletionRow = typeof personalDataDeletions.$inferSelect;
