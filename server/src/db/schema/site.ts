import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Schools asking for a demonstration through /request-demo. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    institution: text('institution').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    students: integer('students').notNull(),
    language: text('language').notNull(),
    message: text('message'),
    /** The sender's address, for the hourly limit per address. */
    clientAddress: text('client_address').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('demo_requests_students_positive', sql`${t.students} > 0`),
    index('demo_requests_created_at').on(t.createdAt),
    index('demo_requests_client_created').on(t.clientAddress, t.createdAt),
  ],
);

export type DemoRequestRow = typeof demoRequests.$inferSelect;
