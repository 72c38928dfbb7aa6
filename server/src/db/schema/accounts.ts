import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A student's standing with their university's lecturers (see universities.requiresApproval). */
export const USER_APPROVALS = ['approved', 'pending', 'refused'] as const;
export type UserApproval = (typeof USER_APPROVALS)[number];

/** Whether graded results reach students at once, or only when a professor releases them. */
export const RELEASE_POLICIES = ['immediate', 'held'] as const;
export type ReleasePolicy = (typeof RELEASE_POLICIES)[number];

/** What a danger the grader found does to an answer: held for a lecturer to confirm (default), or failed at once. */
export const DANGER_POLICIES = ['hold', 'fail'] as const;
export type DangerPolicy = (typeof DANGER_POLICIES)[number];

export const universities = pgTable(
  'universities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    course: text('course').notNull(),
    registerCode: text('register_code').notNull().unique(),
    capacity: integer('capacity').notNull(),
    /** Kept by the sign-up transaction; the check makes over-booking impossible. */
    registeredStudents: integer('registered_students').notNull().default(0),
    releasePolicy: text('release_policy', { enum: RELEASE_POLICIES }).notNull().default('immediate'),
    dangerPolicy: text('danger_policy', { enum: DANGER_POLICIES }).notNull().default('hold'),
    /** Share (0-1) of automatic results that also go to the review queue as a check after release. */
    auditShare: real('audit_share').notNull().default(0.1),
    /** IANA time zone of the university's dates and times (validated by core's isTimeZone on the way in). */
    timeZone: text('time_zone').notNull().default('Asia/Bangkok'),
    /** Days after the final grade an original recording is deleted (null: kept indefinitely). */
    originalRetentionDays: integer('original_retention_days'),
    /** Days after the final grade the playback copy, transcript and evidence are deleted (null: kept indefinitely; never before the original). */
    copyRetentionDays: integer('copy_retention_days'),
    /** The data controller the privacy page names to this university's students (PDPA). */
    controllerName: text('controller_name'),
    controllerEmail: text('controller_email'),
    /** New students who register with the code wait for a lecturer's approval before they may record. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('universities_capacity_positive', sql`${t.capacity} > 0`),
    check('universities_seats', sql`${t.registeredStudents} >= 0 and ${t.registeredStudents} <= ${t.capacity}`),
    check('universities_release_policy', sql`${t.releasePolicy} in ('immediate', 'held')`),
    check('universities_danger_policy', sql`${t.dangerPolicy} in ('hold', 'fail')`),
    check('universities_audit_share', sql`${t.auditShare} >= 0 and ${t.auditShare} <= 1`),
    check(
      'universities_retention_days',
      sql`(${t.originalRetentionDays} is null or ${t.originalRetentionDays} between 1 and 3650) and (${t.copyRetentionDays} is null or (${t.copyRetentionDays} between 1 and 3650 and ${t.originalRetentionDays} is not null and ${t.copyRetentionDays} >= ${t.originalRetentionDays}))`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    studentId: text('student_id'),
    role: text('role', { enum: ['admin', 'professor', 'student'] }).notNull(),
    universityId: uuid('university_id').references(() => universities.id),
    /** Tokens carry the version they were issued under; a password change bumps it, revoking them all. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when an administrator deleted the person's data at their request: the row stays, anonymised, for the course's statistics. */
    personalDataDeletedAt: timestamp('personal_data_deleted_at', { withTimezone: true }),
    /** A student of a university that requires approval is 'pending' until a lecturer approves or refuses them. */
    approval: text('approval', { enum: USER_APPROVALS }).notNull().default('approved'),
    approvalDecidedBy: uuid('approval_decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role', sql`${t.role} in ('admin', 'professor', 'student')`),
    check('users_approval', sql`${t.approval} in ('approved', 'pending', 'refused')`),
    index('users_pending_approval').on(t.universityId).where(sql`${t.approval} = 'pending'`),
    index('users_university_role').on(t.universityId, t.role),
    uniqueIndex('users_university_student_id').on(t.universityId, t.studentId).where(sql`${t.studentId} is not null`),
  ],
);

/** Student IDs the 0015 migration took from later duplicate accounts, kept for an administrator to settle. */
export const studentIdConflicts = pgTable('student_id_conflicts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  studentId: text('student_id').notNull(),
  universityId: uuid('university_id')
    .notNull()
    .references(() => universities.id, { onDelete: 'cascade' }),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time password-reset links; only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/** A user's consent to a version of the privacy notice (PDPA s.26: explicit consent before recording face and voice). */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeVersion: text('notice_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'privacy_consents_pk', columns: [t.userId, t.noticeVersion] })],
);

export type UniversityRow = typeof universities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
