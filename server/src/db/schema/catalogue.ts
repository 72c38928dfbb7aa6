import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid, check } from 'drizzle-orm/pg-core';
import type { AuthoredLab, LabCheck, LabFile } from '@nurselab/core';
import { universities, users } from './accounts.js';

/** A lab's stable identity: its id is the `_id` of SPEC.md's labInfo. */
export const labs = pgTable(
  'labs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    labNumber: integer('lab_number').notNull(),
    maxAttempts: integer('max_attempts').notNull().default(3),
    currentVersion: integer('current_version').notNull(),
    /** A lab a lecturer wrote belongs to their university; null: a built-in lab, everyone's. */
    universityId: uuid('university_id').references(() => universities.id),
    /** Archived by its lecturers: no new attempts, off students' lists unless they answered it (old attempts stay). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('labs_subject_number').on(t.subject, t.labNumber),
    check('labs_max_attempts', sql`${t.maxAttempts} > 0`),
    index('labs_university').on(t.universityId),
  ],
);

/** Every version of a lab's content; submissions keep the version they were graded against. */
export const labVersions = pgTable(
  'lab_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labId: uuid('lab_id')
      .notNull()
      .references(() => labs.id),
    version: integer('version').notNull(),
    contentHash: text('content_hash').notNull(),
    content: jsonb('content').$type<LabFile>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lab_versions_lab_version').on(t.labId, t.version)],
);

/**
 * A lab a lecturer is writing: its working copy, edited with a revision check, published into
 * lab_versions (the lab row is made at its first publish).
 */
export const labDrafts = pgTable(
  'lab_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    universityId: uuid('university_id')
      .notNull()
      .references(() => universities.id),
    labId: uuid('lab_id').references(() => labs.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    /** Raised by every save: a save naming an older revision is refused (409), never lost silently. */
    revision: integer('revision').notNull().default(1),
    content: jsonb('content').$type<AuthoredLab>().notNull(),
    /** The content checks of the saved content. */
    checks: jsonb('checks').$type<LabCheck[]>().notNull().default([]),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lab_drafts_lab').on(t.labId), check('lab_drafts_revision', sql`${t.revision} > 0`), index('lab_drafts_university').on(t.universityId)],
);
export type LabDraftRow = typeof labDrafts.$inferSelect;

export type LabRow = typeof labs.$inferSelect;
export type LabVersionRow = typeof labVersions.$inferSelect;
