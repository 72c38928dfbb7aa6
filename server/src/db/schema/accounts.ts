import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('universities_capacity_positive', sql`${t.capacity} > 0`),
    check('universities_seats', sql`${t.registeredStudents} >= 0 and ${t.registeredStudents} <= ${t.capacity}`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role', sql`${t.role} in ('admin', 'professor', 'student')`)],
);

export type UniversityRow = typeof universities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
