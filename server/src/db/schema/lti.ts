import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { universities, users } from './accounts.js';
import { labs } from './catalogue.js';

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

/** An LMS course NurseLab was launched from, with its AGS and NRPS service URLs from the launch. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    title: text('title').notNull().default(''),
    lineitemsUrl: text('lineitems_url'),
    membershipsUrl: text('memberships_url'),
    agsScopes: jsonb('ags_scopes').$type<string[]>().notNull().default([]),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lti_contexts_platform_context').on(t.platformId, t.contextId)],
);

/** Who is in an LMS course: from launches and roster syncs. Inactive: removed from the course, data kept. */
export const ltiContextMembers = pgTable(
  'lti_context_members',
  {
    contextRef: uuid('context_ref')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lti_context_members_pk', columns: [t.contextRef, t.userId] }), index('lti_context_members_user').on(t.userId)],
);

/** The gradebook column of one lab in one LMS course; url null until created on the platform. */
export const ltiLineItems = pgTable(
  'lti_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contextRef: uuid('context_ref')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    labId: uuid('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lti_line_items_context_lab').on(t.contextRef, t.labId), index('lti_line_items_lab').on(t.labId)],
);

export const LTI_SCORE_STATES = ['pending', 'retrying', 'sent', 'failed', 'nothing'] as const;
export type LtiScoreState = (typeof LTI_SCORE_STATES)[number];

/**
 * A student's score for one line item, to post or posted. Marked pending by the
 * submissions_mark_lti_scores trigger (migration 0022) in the transaction that changed the result.
 */
export const ltiScorePosts = pgTable(
  'lti_score_posts',
  {
    lineItemId: uuid('line_item_id')
      .notNull()
      .references(() => ltiLineItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: LTI_SCORE_STATES }).notNull().default('pending'),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    score: real('score'),
    lastError: text('last_error'),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lti_score_posts_pk', columns: [t.lineItemId, t.userId] }),
    check('lti_score_posts_state', sql`${t.state} in ('pending', 'retrying', 'sent', 'failed', 'nothing')`),
    index('lti_score_posts_state').on(t.state, t.enqueuedAt),
  ],
);

export type LtiContextRow = typeof ltiContexts.$inferSelect;
export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;
export type LtiKeyRow = typeof ltiKeys.$inferSelect;
