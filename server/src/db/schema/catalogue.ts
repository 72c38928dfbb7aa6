import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, unique, uuid, check } from 'drizzle-orm/pg-core';
import type { LabFile } from '@nurselab/core';

/** A lab's stable identity: its id is the `_id` of SPEC.md's labInfo. */
export const labs = pgTable(
  'labs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    labNumber: integer('lab_number').notNull(),
    maxAttempts: integer('max_attempts').notNull().default(3),
    currentVersion: integer('current_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('labs_subject_number').on(t.subject, t.labNumber), check('labs_max_attempts', sql`${t.maxAttempts} > 0`)],
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

export type LabRow = typeof labs.$inferSelect;
export type LabVersionRow = typeof labVersions.$inferSelect;
