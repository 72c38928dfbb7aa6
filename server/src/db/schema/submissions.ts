import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { labs, labVersions } from './catalogue.js';
import { users } from './accounts.js';

export const SUBMISSION_STATUSES = ['queued', 'transcribing', 'grading', 'graded', 'needs_review', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * Attempts a student has used on a lab. Taking an attempt is a conditional increment of this
 * row, so concurrent submissions can never use more than the lab allows.
 */
export const labAttempts = pgTable(
  'lab_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    labId: uuid('lab_id')
      .notNull()
      .references(() => labs.id),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.labId] }), check('lab_attempts_used', sql`${t.used} >= 0`)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    labId: uuid('lab_id')
      .notNull()
      .references(() => labs.id),
    labVersionId: uuid('lab_version_id')
      .notNull()
      .references(() => labVersions.id),
    /** 1, 2, 3 ... in the order submitted (an attempt given back keeps its number). */
    attempt: integer('attempt').notNull(),
    language: text('language').notNull(),
    fileType: text('file_type', { enum: ['audio', 'video'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    mediaKey: text('media_key').notNull(),
    playbackKey: text('playback_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('queued'),
    score: real('score'),
    isPass: boolean('is_pass'),
    pros: jsonb('pros').$type<string[]>().notNull().default([]),
    recommendations: jsonb('recommendations').$type<string[]>().notNull().default([]),
    /** Transcript, per-item evidence, engines and timings of the evaluation. */
    evaluation: jsonb('evaluation').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    attemptReturned: boolean('attempt_returned').notNull().default(false),
    /** The upload it was made from: one upload can become one submission only. */
    uploadId: text('upload_id').unique('submissions_upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    unique('submissions_user_lab_attempt').on(t.userId, t.labId, t.attempt),
    index('submissions_lab_user').on(t.labId, t.userId),
    check('submissions_score', sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= 100)`),
    check('submissions_status', sql`${t.status} in ('queued', 'transcribing', 'grading', 'graded', 'needs_review', 'failed')`),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;
