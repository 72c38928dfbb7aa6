import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { universities, users } from './accounts.js';
import { submissions } from './submissions.js';

/** What the audit log records: a recording played by staff, and every change of a grade. */
export const AUDIT_KINDS = ['recording.played', 'grade.reviewed', 'grade.regraded', 'grade.released'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * The PDPA audit log: who played which recording, who changed which grade. Grade events are
 * written in the transaction of the change; a play once per signed media link (dedupe_key).
 * The actor's username is kept so the log still names them after the account is deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username'),
    universityId: uuid('university_id').references(() => universities.id, { onDelete: 'set null' }),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_events_kind', sql`${t.kind} in ('recording.played', 'grade.reviewed', 'grade.regraded', 'grade.released')`),
    index('audit_events_created').on(t.createdAt.desc(), t.id.desc()),
    index('audit_events_university').on(t.universityId, t.createdAt.desc()),
    index('audit_events_actor').on(t.actorId, t.createdAt.desc()),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
