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

/**
 * One lab's standing in student_progress.labs: [labNumber, attemptsMade, attemptsUsed, bestScore, passed, waiting],
 * waiting: an answer waits for a lecturer (status needs_review). Rows written before migration 0008 lack it.
 */
export type LabStandingTuple = [labNumber: number, attemptsMade: number, attemptsUsed: number, bestScore: number | null, passed: boolean | null, waiting?: boolean];

/**
 * A student's standing on each lab of a subject, summarised from their submissions for the
 * professor dashboards and exports (which would otherwise aggregate every attempt of a university
 * on each request). Triggers on submissions (migration 0007) recompute the row in the transaction
 * of every write that changes it, after locking it, so it is never stale or half-updated:
 * attemptsMade counts every submission, attemptsUsed those whose attempt was not given back,
 * bestScore is the highest score, passed whether any passed (null while none has a result).
 */
export const studentProgress = pgTable(
  'student_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    /** Labs with at least one submission, by lab number ascending. */
    labs: jsonb('labs').$type<LabStandingTuple[]>().notNull().default([]),
    /** The student's latest attempt in the subject (the dashboard's "last activity"). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Answers of the subject waiting for a lecturer (status needs_review). */
    waitingAnswers: integer('waiting_answers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subject] })],
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
    /** The automatic grade found harmful advice (evaluation.critical): a professor should look at it. */
    criticalFlag: boolean('critical_flag').notNull().default(false),
    attemptReturned: boolean('attempt_returned').notNull().default(false),
    /** When and by whom a lecturer gave the attempt back (null when the product gave it back, or never). */
    attemptReturnedAt: timestamp('attempt_returned_at', { withTimezone: true }),
    attemptReturnedBy: uuid('attempt_returned_by').references(() => users.id),
    /** The upload it was made from: one upload can become one submission only. */
    uploadId: text('upload_id').unique('submissions_upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /** Taken while the university held results: the student sees no score until a professor releases it. */
    resultHeld: boolean('result_held').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id),
    /** The latest professor review (every review is kept in submission_reviews). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewCount: integer('review_count').notNull().default(0),
    /** Released automatically and also drawn for a lecturer's check (the university's audit share). */
    auditSample: boolean('audit_sample').notNull().default(false),
  },
  (t) => [
    unique('submissions_user_lab_attempt').on(t.userId, t.labId, t.attempt),
    index('submissions_lab_user').on(t.labId, t.userId),
    index('submissions_critical_flag').on(t.criticalFlag).where(sql`${t.criticalFlag}`),
    index('submissions_status_created').on(t.status, t.createdAt),
    check('submissions_score', sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= 100)`),
    check('submissions_status', sql`${t.status} in ('queued', 'transcribing', 'grading', 'graded', 'needs_review', 'failed')`),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;

/** Every professor review of a submission: who, when, the score before and after, and why. */
export const submissionReviews = pgTable(
  'submission_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    /** 1, 2, 3 ... per submission: two concurrent reviews can never take the same number. */
    sequence: integer('sequence').notNull(),
    statusBefore: text('status_before', { enum: SUBMISSION_STATUSES }).notNull(),
    scoreBefore: real('score_before'),
    scoreAfter: real('score_after').notNull(),
    /** The score the rubric items give, before any adjustment. */
    itemsScore: real('items_score').notNull(),
    itemsMet: jsonb('items_met').$type<string[]>().notNull(),
    pros: jsonb('pros').$type<string[]>().notNull(),
    recommendations: jsonb('recommendations').$type<string[]>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('submission_reviews_sequence').on(t.submissionId, t.sequence),
    check('submission_reviews_score', sql`${t.scoreAfter} >= 0 and ${t.scoreAfter} <= 100`),
  ],
);

export type SubmissionReviewRow = typeof submissionReviews.$inferSelect;

export const DANGER_VERDICTS = ['confirmed', 'rejected'] as const;
export type DangerVerdict = (typeof DANGER_VERDICTS)[number];

/**
 * A lecturer's verdict on a danger the grader found: confirmed (the attempt fails with it) or
 * rejected (the rule misfired; the grade stands). One per finding; kept against the rule that
 * fired and the grader version, so the team sees which rules misfire.
 */
export const dangerVerdicts = pgTable(
  'danger_verdicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** The critical item (rule) that fired. */
    itemId: text('item_id').notNull(),
    verdict: text('verdict', { enum: DANGER_VERDICTS }).notNull(),
    quote: text('quote').notNull(),
    graderVersion: text('grader_version').notNull(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('danger_verdicts_finding').on(t.submissionId, t.itemId),
    index('danger_verdicts_item').on(t.itemId),
    check('danger_verdicts_verdict', sql`${t.verdict} in ('confirmed', 'rejected')`),
  ],
);

export type DangerVerdictRow = typeof dangerVerdicts.$inferSelect;

/** What a re-grade replaced or wrote: the result a student or lecturer saw. */
export interface RegradeResult {
  status: SubmissionStatus;
  score: number | null;
  isPass: boolean | null;
  /** Whether the result reached the student without a lecturer (core's decideRelease). */
  automatic: boolean;
  pros?: string[];
  recommendations?: string[];
  failureReason?: string | null;
  criticalFlag?: boolean;
  gradedAt?: string | null;
  releasedAt?: string | null;
  evaluation?: Record<string, unknown> | null;
}

/**
 * An attempt re-graded against a newer version of its lab, at a lecturer's request: the result
 * before (kept whole) and after. One per attempt and target version, so two requests never re-grade twice.
 */
export const submissionRegrades = pgTable(
  'submission_regrades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fromVersionId: uuid('from_version_id')
      .notNull()
      .references(() => labVersions.id),
    toVersionId: uuid('to_version_id')
      .notNull()
      .references(() => labVersions.id),
    regradedBy: uuid('regraded_by')
      .notNull()
      .references(() => users.id),
    before: jsonb('before').$type<RegradeResult>().notNull(),
    after: jsonb('after').$type<RegradeResult>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('submission_regrades_once').on(t.submissionId, t.toVersionId)],
);

/**
 * A re-grade as the lecturer was shown it (the language-model judge asked once): confirming writes
 * exactly this while the attempt is unchanged since (`sourceUpdatedAt`), so the result confirmed is
 * the result previewed.
 */
export const submissionRegradePreviews = pgTable(
  'submission_regrade_previews',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    toVersionId: uuid('to_version_id')
      .notNull()
      .references(() => labVersions.id, { onDelete: 'cascade' }),
    fromVersionId: uuid('from_version_id').notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'submission_regrade_previews_pk', columns: [t.submissionId, t.toVersionId] })],
);

export type SubmissionRegradeRow = typeof submissionRegrades.$inferSelect;
