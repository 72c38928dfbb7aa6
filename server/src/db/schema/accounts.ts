import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('universities_capacity_positive', sql`${t.capacity} > 0`),
    check('universities_seats', sql`${t.registeredStudents} >= 0 and ${t.registeredStudents} <= ${t.capacity}`),
    check('universities_release_policy', sql`${t.releasePolicy} in ('immediate', 'held')`),
    check('universities_danger_policy', sql`${t.dangerPolicy} in ('hold', 'fail')`),
    check('universities_audit_share', sql`${t.auditShare} >= 0 and ${t.auditShare} <= 1`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role', sql`${t.role} in ('admin', 'professor', 'student')`), index('users_university_role').on(t.universityId, t.role)],
);

export type UniversityRow = typeof universities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
