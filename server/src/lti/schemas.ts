import { z } from 'zod';
import { badRequest } from '../http/errors.js';

const text = (max: number) => z.string().trim().min(1).max(max);

/** An LMS an administrator registers by hand (from the values its LTI 1.3 tool form shows). */
export const manualPlatformSchema = z.object({
  universityId: z.uuid(),
  name: text(120),
  issuer: text(500),
  clientId: text(255),
  authEndpoint: text(1000),
  tokenEndpoint: text(1000),
  jwksUrl: text(1000),
  deploymentIds: z.array(text(255)).max(50).default([]),
  /** Origins the LMS shows NurseLab from when they differ from the issuer's (Canvas: the school's own domain). */
  frameOrigins: z.array(text(500)).max(20).optional(),
});
export type ManualPlatformInput = z.infer<typeof manualPlatformSchema>;

export const platformViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  universityId: z.uuid(),
  universityName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  authEndpoint: z.string(),
  tokenEndpoint: z.string(),
  jwksUrl: z.string(),
  deploymentIds: z.array(z.string()),
  frameOrigins: z.array(z.string()),
  registeredVia: z.enum(['manual', 'dynamic']),
  createdAt: z.string(),
});
export type PlatformView = z.infer<typeof platformViewSchema>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An https URL (or http on loopback, where a test's stand-in LMS runs), else a 400 naming the field. */
export function checkedUrl(value: string, field: string, allowInsecureLoopback: boolean): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw badRequest('lti.badUrl', [{ field, code: 'lti.badUrl' }]);
  }
  const ok = url.protocol === 'https:' || (allowInsecureLoopback && url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!ok) throw badRequest('lti.badUrl', [{ field, code: 'lti.badUrl' }]);
  // As given: an issuer is compared character for character with the id_token's iss.
  return value.trim();
}

export function originsOf(urls: string[]): string[] {
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

export const ltiCoursesViewSchema = z.object({
  courses: z.array(z.object({ id: z.uuid(), title: z.string(), platform: z.string(), canSyncRoster: z.boolean(), syncedAt: z.string().nullable() })),
  scores: z.array(
    z.object({
      userId: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      subject: z.string(),
      labNumber: z.number(),
      contextTitle: z.string(),
      state: z.enum(['pending', 'retrying', 'sent', 'failed', 'nothing']),
      attempts: z.number(),
      score: z.number().nullable(),
      lastError: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type LtiCoursesView = z.infer<typeof ltiCoursesViewSchema>;
export const rosterSyncSchema = z.object({ added: z.number(), removed: z.number(), members: z.number(), refused: z.number() });
