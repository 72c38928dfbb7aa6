import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { universities, users } from './accounts.js';
import { labs } from './catalogue.js';

/**
 * The courses (universities) a lecturer teaches: one row each. users.university_id stays the
 * course a lecturer's session opens by default, always one of these (or null).
 */
export const professorCourses = pgTable(
  'professor_courses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    universityId: uuid('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'professor_courses_pk', columns: [t.userId, t.universityId] }), index('professor_courses_university').on(t.universityId)],
);

/** An optional due date of a lab in one course; attempts finalised after it are late. */
export const labDueDates = pgTable(
  'lab_due_dates',
  {
    universityId: uuid('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    labId: uuid('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lab_due_dates_pk', columns: [t.universityId, t.labId] })],
);

export type ProfessorCourseRow = typeof professorCourses.$inferSelect;
export type LabDueDateRow = typeof labDueDates.$inferSelect;
