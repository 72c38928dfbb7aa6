import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Signed-out tokens (by their jti) until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per (username, address): the growing delay of that pair, shared by every process. */
export const signinFailures = pgTable(
  'signin_failures',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] })],
);

/** Request counters of the per-address rate limits, shared by every process. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Unfinished uploads per user (tus uploads and legacy chunk sets): the upload quota. */
export const uploadsInProgress = pgTable('uploads_in_progress', {
  id: text('id').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  declaredBytes: bigint('declared_bytes', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wrong register codes, counted across every address: per course prefix ("prefix:SUR") and
 * overall ("all"). Drives the growing wait of sign-up with a code and the administrators' alert.
 */
export const registerCodeFailures = pgTable('register_code_failures', {
  scope: text('scope').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
});
