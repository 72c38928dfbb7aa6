import { randomUUID } from 'node:crypto';
import { LTI_SCOPES } from '@nurselab/core';
import { SignJWT } from 'jose';
import type { LtiPlatformRow } from '../db/schema/index.js';
import { TOOL_KEY_ALG, type ToolKeys } from './keys.js';

/** A platform service call that failed: the status (0 when unreachable) and a short reason. */
export class PlatformCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PlatformScore {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  comment: string;
}

export interface PlatformMember {
  userId: string;
  roles: string[];
  status: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

const TIMEOUT_MS = 15_000;
const MAX_MEMBER_PAGES = 200;

/** The URL of a line item's scores (AGS 2.0 3.4): "/scores" on the path, the query kept. */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

/** The rel="next" target of an RFC 8288 Link header, if any. */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = part.match(/^\s*<([^>]+)>\s*;(.*)$/);
    if (match && /(^|;)\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(match[2]!)) return match[1];
  }
  return undefined;
}

/**
 * The tool's calls to a platform's LTI Advantage services: an OAuth2 client-credentials token
 * (a JWT client assertion signed with the tool's key, RFC 7523), AGS line items and scores,
 * NRPS memberships. Tokens are kept per platform and scopes until shortly before they expire.
 */
export class PlatformClient {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(private readonly keys: ToolKeys) {}

  private async request(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    } catch (err) {
      throw new PlatformCallError(0, `${new URL(url).host}: ${(err as Error).message}`);
    }
    if (!response.ok) throw new PlatformCallError(response.status, `${response.status} ${(await response.text()).slice(0, 200)}`);
    return response;
  }

  async token(platform: LtiPlatformRow, scopes: string[]): Promise<string> {
    const key = `${platform.id} ${scopes.join(' ')}`;
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const { kid, key: signingKey } = await this.keys.signing();
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: TOOL_KEY_ALG, kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.tokenEndpoint)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .setJti(randomUUID())
      .sign(signingKey);
    const response = await this.request(platform.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: scopes.join(' '),
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new PlatformCallError(response.status, 'the token endpoint gave no access_token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.tokens.set(key, { token: body.access_token, expiresAt: Date.now() + Math.max(lifetime - 60, 10) * 1000 });
    return body.access_token;
  }

  /** The course's line item for a lab: one already tagged with the lab's resource id, else a new one. */
  async ensureLineItem(platform: LtiPlatformRow, lineItemsUrl: string, item: { resourceId: string; label: string; scoreMaximum: number }): Promise<string> {
    const token = await this.token(platform, [LTI_SCOPES.lineItem]);
    const search = new URL(lineItemsUrl);
    search.searchParams.set('resource_id', item.resourceId);
    const found = (await (
      await this.request(search.toString(), { headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.ims.lis.v2.lineitemcontainer+json' } })
    ).json()) as { id?: string; resourceId?: string }[];
    const existing = Array.isArray(found) ? found.find((l) => l.resourceId === item.resourceId && typeof l.id === 'string') : undefined;
    if (existing?.id) return existing.id;
    const created = (await (
      await this.request(lineItemsUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v2.lineitem+json', accept: 'application/vnd.ims.lis.v2.lineitem+json' },
        body: JSON.stringify({ ...item, tag: 'nurselab' }),
      })
    ).json()) as { id?: unknown };
    if (typeof created.id !== 'string') throw new PlatformCallError(0, 'the new line item has no id');
    return created.id;
  }

  async postScore(platform: LtiPlatformRow, lineItem: string, score: PlatformScore): Promise<void> {
    const token = await this.token(platform, [LTI_SCOPES.score]);
    await this.request(scoresUrl(lineItem), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
      body: JSON.stringify({
        ...score,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: new Date().toISOString(),
      }),
    });
  }

  /** Every member of the course, following rel="next" pages. */
  async members(platform: LtiPlatformRow, membershipsUrl: string): Promise<PlatformMember[]> {
    const token = await this.token(platform, [LTI_SCOPES.nrps]);
    const members: PlatformMember[] = [];
    let url: string | undefined = membershipsUrl;
    for (let page = 0; url && page < MAX_MEMBER_PAGES; page++) {
      const response = await this.request(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' } });
      const body = (await response.json()) as { members?: Record<string, unknown>[] };
      for (const m of body.members ?? []) {
        if (typeof m.user_id !== 'string') continue;
        members.push({
          userId: m.user_id,
          roles: Array.isArray(m.roles) ? m.roles.filter((r): r is string => typeof r === 'string') : [],
          status: typeof m.status === 'string' ? m.status : 'Active',
          givenName: typeof m.given_name === 'string' ? m.given_name : undefined,
          familyName: typeof m.family_name === 'string' ? m.family_name : undefined,
          name: typeof m.name === 'string' ? m.name : undefined,
        });
      }
      const next = nextLink(response.headers.get('link'));
      url = next ? new URL(next, url).toString() : undefined;
    }
    return members;
  }
}
