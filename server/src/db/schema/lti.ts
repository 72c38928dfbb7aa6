import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { universities, users } from './accounts.js';

/** The tool's own RSA keys: the newest unretired one signs; retired ones stay published for a while. */
export const ltiKeys = pgTable('lti_keys', {
  kid: text('kid').primaryKey(),
  /** PKCS#8 PEM. */
  privateKey: text('private_key').notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A registered LMS (issuer + client id), tied to one university (course). */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    universityId: uuid('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    authEndpoint: text('auth_endpoint').notNull(),
    tokenEndpoint: text('token_endpoint').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    deploymentIds: jsonb('deployment_ids').$type<string[]>().notNull().default([]),
    /** Origins allowed to frame NurseLab (Content-Security-Policy frame-ancestors). */
    frameOrigins: jsonb('frame_origins').$type<string[]>().notNull().default([]),
    registeredVia: text('registered_via', { enum: ['manual', 'dynamic'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lti_platforms_issuer_client').on(t.issuer, t.clientId),
    check('lti_platforms_registered_via', sql`${t.registeredVia} in ('manual', 'dynamic')`),
    index('lti_platforms_university').on(t.universityId),
  ],
);

/** A dynamic registration URL an administrator made for one university. */
export const ltiRegistrationLinks = pgTable('lti_registration_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  universityId: uuid('university_id')
    .notNull()
    .references(() => universities.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** OIDC login initiations awaiting their launch: the state (also in the browser's cookie) and its nonce. */
export const ltiLaunchStates = pgTable('lti_launch_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  platformId: uuid('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Nonces of id_tokens already accepted: a second use is a replay. */
export const ltiUsedNonces = pgTable(
  'lti_used_nonces',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'lti_used_nonces_pk', columns: [t.platformId, t.nonce] })],
);

/** A NurseLab user as an LMS knows them: (issuer, sub). */
export const ltiAccounts = pgTable(
  'lti_accounts',
  {
    issuer: text('issuer').notNull(),
    sub: text('sub').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lti_accounts_pk', columns: [t.issuer, t.sub] }), index('lti_accounts_user').on(t.userId)],
);

/** One-time codes the web app exchanges for a session after a launch (the token never travels in a URL). */
export const ltiHandoffs = pgTable('lti_handoffs', {
  code: text('code').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  target: text('target').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A deep-linking request waiting for the lecturer's choice of labs. */
export const ltiDeepLinkRequests = pgTable('lti_deep_link_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  platformId: uuid('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  deploymentId: text('deployment_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnUrl: text('return_url').notNull(),
  data: text('data'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;
export type LtiKeyRow = typeof ltiKeys.$inferSelect;
