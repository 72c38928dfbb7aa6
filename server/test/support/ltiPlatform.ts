import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LTI_CLAIM, LTI_PLATFORM_CONFIGURATION, LTI_TOOL_CONFIGURATION } from '@nurselab/core';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  institutionStudent: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student',
};

export interface PlatformUser {
  sub: string;
  givenName: string;
  familyName: string;
  roles: string[];
}

/** What the next authorization request launches (the LMS knows it from lti_message_hint). */
export interface LaunchPlan {
  user: PlatformUser;
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  custom?: Record<string, string>;
  targetLinkUri?: string;
  /** The line item the launch names (one the deep link created); otherwise only the lineitems URL. */
  lineItem?: string;
  /** Changes to the id_token: what the refusal tests break. */
  tamper?: { aud?: string | string[]; iss?: string; expiresInSeconds?: number; signWithUnknownKey?: boolean; nonce?: string; deploymentId?: string };
}

/** A course member as the NRPS memberships endpoint lists them. */
export interface PlatformMember {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface LineItem {
  id: string;
  scoreMaximum: number;
  label: string;
  resourceId?: string;
  tag?: string;
}

export interface ReceivedScore {
  lineItem: string;
  body: { userId: string; scoreGiven: number; scoreMaximum: number; activityProgress: string; gradingProgress: string; comment?: string; timestamp: string };
}

export const AGS_SCOPES = ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', 'https://purl.imsglobal.org/spec/lti-ags/scope/score'];
export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

export interface ToolRegistration {
  clientId: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/**
 * A stand-in LMS speaking LTI 1.3 over real HTTP: its own RSA keys and JWKS, an OpenID
 * configuration, a Dynamic Registration endpoint, an OIDC authorization endpoint answering with
 * the auto-posting form (id_token, state), and a token endpoint checking the tool's JWT
 * client assertion against the tool's published JWKS.
 */
export class StandInPlatform {
  readonly deploymentId = 'deployment-1';
  readonly registrationToken = randomBytes(16).toString('hex');
  registrations: ToolRegistration[] = [];
  configRequests: (string | undefined)[] = [];
  private plans = new Map<string, LaunchPlan>();
  private server!: http.Server;
  private key!: Key;
  private readonly kid = randomUUID();
  private jwk!: JWK;
  private strangerKey!: Key;
  issuedTokens: string[] = [];
  /** Access tokens issued at the token endpoint, with their scopes. */
  accessTokens = new Map<string, string[]>();
  lineItems: LineItem[] = [];
  scores: ReceivedScore[] = [];
  /** Score posts answered 503 before the next is accepted (a platform having a bad minute). */
  failScores = 0;
  scoreAttempts = 0;
  members: PlatformMember[] = [];
  memberPageSize = 2;
  memberPagesServed = 0;
  readonly contextId = 'course-1';

  url = '';

  static async start(): Promise<StandInPlatform> {
    const platform = new StandInPlatform();
    const pair = await generateKeyPair('RS256', { extractable: true });
    platform.key = pair.privateKey;
    platform.jwk = { ...(await exportJWK(pair.publicKey)), kid: platform.kid, alg: 'RS256', use: 'sig' };
    platform.strangerKey = (await generateKeyPair('RS256')).privateKey;
    platform.server = http.createServer((req, res) => void platform.handle(req, res).catch((err: Error) => res.writeHead(500).end(err.message)));
    await new Promise<void>((resolve) => platform.server.listen(0, '127.0.0.1', resolve));
    platform.url = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
    return platform;
  }

  get issuer() {
    return this.url;
  }
  get openidConfigurationUrl() {
    return `${this.url}/.well-known/openid-configuration`;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The message hint the LMS puts in its login initiation; its authorization endpoint reads the plan back. */
  plan(plan: LaunchPlan): string {
    const hint = randomUUID();
    this.plans.set(hint, plan);
    return hint;
  }

  private async body(req: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  }

  private json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    if (url.pathname === '/.well-known/openid-configuration') {
      this.configRequests.push(req.headers.authorization);
      return this.json(res, 200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.url}/auth`,
        token_endpoint: `${this.url}/token`,
        jwks_uri: `${this.url}/jwks`,
        registration_endpoint: `${this.url}/register`,
        scopes_supported: ['openid', 'https://purl.imsglobal.org/spec/lti-ags/scope/score', 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', NRPS_SCOPE],
        response_types_supported: ['id_token'],
        id_token_signing_alg_values_supported: ['RS256'],
        [LTI_PLATFORM_CONFIGURATION]: { product_family_code: 'standin', version: '1.0', messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }] },
      });
    }
    if (url.pathname === '/jwks') return this.json(res, 200, { keys: [this.jwk] });
    if (url.pathname === '/register' && req.method === 'POST') {
      const authorization = req.headers.authorization;
      if (authorization !== `Bearer ${this.registrationToken}`) return this.json(res, 401, { error: 'invalid registration token' });
      const body = JSON.parse(await this.body(req)) as Record<string, unknown>;
      const clientId = `client-${this.registrations.length + 1}`;
      this.registrations.push({ clientId, body, authorization });
      return this.json(res, 200, { ...body, client_id: clientId, [LTI_TOOL_CONFIGURATION]: { ...(body[LTI_TOOL_CONFIGURATION] as object), deployment_id: this.deploymentId } });
    }
    if (url.pathname === '/auth') return this.authorize(url, res);
    if (url.pathname === '/token' && req.method === 'POST') return this.token(await this.body(req), res);
    if (url.pathname.startsWith(`/contexts/${this.contextId}/`)) return this.services(req, url, res);
    res.writeHead(404).end();
  }

  /** The OIDC authorization endpoint: checks the request, answers with the form the browser posts to the tool. */
  private async authorize(url: URL, res: http.ServerResponse) {
    const q = url.searchParams;
    const registration = this.registrations.find((r) => r.clientId === q.get('client_id'));
    const plan = this.plans.get(q.get('lti_message_hint') ?? '');
    const redirectUris = (registration?.body.redirect_uris as string[] | undefined) ?? [];
    const clientKnown = registration || this.manualClientIds.has(q.get('client_id') ?? '');
    if (
      !clientKnown ||
      !plan ||
      q.get('scope') !== 'openid' ||
      q.get('response_type') !== 'id_token' ||
      q.get('response_mode') !== 'form_post' ||
      q.get('prompt') !== 'none' ||
      q.get('login_hint') !== plan.user.sub ||
      !q.get('nonce') ||
      !q.get('state') ||
      (registration && !redirectUris.includes(q.get('redirect_uri') ?? ''))
    ) {
      return this.json(res, 400, { error: 'invalid_request' });
    }
    const idToken = await this.idToken(q.get('client_id')!, q.get('nonce')!, plan, q.get('redirect_uri')!);
    this.issuedTokens.push(idToken);
    const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value}">`;
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<form method="post" action="${q.get('redirect_uri')}">${field('id_token', idToken)}${field('state', q.get('state')!)}</form>`);
  }

  readonly manualClientIds = new Set<string>();

  get lineItemsUrl() {
    return `${this.url}/contexts/${this.contextId}/lineitems`;
  }
  get membershipsUrl() {
    return `${this.url}/contexts/${this.contextId}/memberships`;
  }

  /** A line item made outside the tool (as the platform does for a deep-linked activity with a lineItem). */
  addLineItem(item: Omit<LineItem, 'id'>): LineItem {
    const made = { ...item, id: `${this.lineItemsUrl}/${randomUUID()}` };
    this.lineItems.push(made);
    return made;
  }

  scoresOf(userId: string, lineItem?: string) {
    return this.scores.filter((s) => s.body.userId === userId && (!lineItem || s.lineItem === lineItem));
  }

  /** AGS line items and scores, NRPS memberships: each needs a bearer token granted the scope. */
  private async services(req: http.IncomingMessage, url: URL, res: http.ServerResponse) {
    const granted = this.accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, '')) ?? [];
    const needs = (scope: string) => {
      if (granted.includes(scope)) return true;
      this.json(res, 401, { error: 'invalid_token', error_description: `needs ${scope}` });
      return false;
    };
    const rest = url.pathname.slice(`/contexts/${this.contextId}/`.length);
    if (rest === 'memberships' && req.method === 'GET') {
      if (!needs(NRPS_SCOPE)) return;
      if (req.headers.accept !== 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json') return this.json(res, 406, { error: 'accept' });
      const page = Number(url.searchParams.get('page') ?? '0');
      this.memberPagesServed++;
      const members = this.members.slice(page * this.memberPageSize, (page + 1) * this.memberPageSize);
      const headers: Record<string, string> = { 'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' };
      if ((page + 1) * this.memberPageSize < this.members.length) headers.link = `<${this.membershipsUrl}?page=${page + 1}>; rel="next"`;
      res.writeHead(200, headers).end(JSON.stringify({ id: this.membershipsUrl, context: { id: this.contextId }, members }));
      return;
    }
    if (rest === 'lineitems' && req.method === 'GET') {
      if (!needs(AGS_SCOPES[0]!)) return;
      const resourceId = url.searchParams.get('resource_id');
      return this.json(res, 200, this.lineItems.filter((l) => !resourceId || l.resourceId === resourceId));
    }
    if (rest === 'lineitems' && req.method === 'POST') {
      if (!needs(AGS_SCOPES[0]!)) return;
      if (req.headers['content-type'] !== 'application/vnd.ims.lis.v2.lineitem+json') return this.json(res, 415, { error: 'content type' });
      const body = JSON.parse(await this.body(req)) as Omit<LineItem, 'id'>;
      if (typeof body.scoreMaximum !== 'number' || !body.label) return this.json(res, 400, { error: 'scoreMaximum and label' });
      return this.json(res, 201, this.addLineItem(body));
    }
    const scores = rest.match(/^lineitems\/([^/]+)\/scores$/);
    if (scores && req.method === 'POST') {
      if (!needs(AGS_SCOPES[1]!)) return;
      const lineItem = `${this.lineItemsUrl}/${scores[1]}`;
      if (!this.lineItems.some((l) => l.id === lineItem)) return this.json(res, 404, { error: 'no such line item' });
      if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return this.json(res, 415, { error: 'content type' });
      this.scoreAttempts++;
      const body = JSON.parse(await this.body(req)) as ReceivedScore['body'];
      if (this.failScores > 0) {
        this.failScores--;
        return this.json(res, 503, { error: 'try later' });
      }
      this.scores.push({ lineItem, body });
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  }

  async idToken(clientId: string, nonce: string, plan: LaunchPlan, targetLinkUri: string): Promise<string> {
    const tamper = plan.tamper ?? {};
    const now = Math.floor(Date.now() / 1000);
    const claims: JWTPayload & Record<string, unknown> = {
      nonce: tamper.nonce ?? nonce,
      given_name: plan.user.givenName,
      family_name: plan.user.familyName,
      name: `${plan.user.givenName} ${plan.user.familyName}`,
      [LTI_CLAIM.messageType]: plan.messageType ?? 'LtiResourceLinkRequest',
      [LTI_CLAIM.version]: '1.3.0',
      [LTI_CLAIM.deploymentId]: tamper.deploymentId ?? this.deploymentId,
      [LTI_CLAIM.roles]: plan.user.roles,
      [LTI_CLAIM.targetLinkUri]: plan.targetLinkUri ?? targetLinkUri,
      [LTI_CLAIM.context]: { id: this.contextId, label: 'NUR101', title: 'Maternal and child nursing' },
      [LTI_CLAIM.ags]: { scope: AGS_SCOPES, lineitems: this.lineItemsUrl, ...(plan.lineItem ? { lineitem: plan.lineItem } : {}) },
      [LTI_CLAIM.nrps]: { context_memberships_url: this.membershipsUrl, service_versions: ['2.0'] },
      ...(plan.custom ? { [LTI_CLAIM.custom]: plan.custom } : {}),
    };
    if ((plan.messageType ?? 'LtiResourceLinkRequest') === 'LtiResourceLinkRequest') claims[LTI_CLAIM.resourceLink] = { id: `link-${randomUUID()}` };
    else claims[LTI_CLAIM.deepLinkingSettings] = { deep_link_return_url: `${this.url}/deep-link-return`, accept_types: ['ltiResourceLink'], accept_multiple: true, data: 'opaque-platform-data' };
    const expires = now + (tamper.expiresInSeconds ?? 300);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: tamper.signWithUnknownKey ? randomUUID() : this.kid })
      .setIssuer(tamper.iss ?? this.issuer)
      .setSubject(plan.user.sub)
      .setAudience(tamper.aud ?? clientId)
      .setIssuedAt(Math.min(now, expires - 60))
      .setExpirationTime(expires)
      .sign(tamper.signWithUnknownKey ? this.strangerKey : this.key);
  }

  /** The tool's JWKS, as the platform knows it from the registration. */
  toolKeys(jwksUri?: string) {
    const uri = jwksUri ?? (this.registrations[0]?.body.jwks_uri as string);
    return createRemoteJWKSet(new URL(uri));
  }

  /** Verifies a deep-linking response the way an LMS does: signature from the tool's JWKS, iss = client id, aud = us. */
  async verifyDeepLinkResponse(jwt: string, clientId: string, jwksUri?: string) {
    const { payload } = await jwtVerify(jwt, this.toolKeys(jwksUri), { issuer: clientId, audience: this.issuer });
    return payload as JWTPayload & Record<string, unknown>;
  }

  private async token(raw: string, res: http.ServerResponse) {
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials' || form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') {
      return this.json(res, 400, { error: 'unsupported_grant_type' });
    }
    try {
      const assertion = form.get('client_assertion') ?? '';
      const registration = this.registrations[0];
      const { payload } = await jwtVerify(assertion, this.toolKeys(), { audience: `${this.url}/token` });
      if (payload.iss !== registration?.clientId || payload.sub !== registration.clientId || !payload.jti) throw new Error('wrong client');
    } catch (err) {
      return this.json(res, 401, { error: 'invalid_client', error_description: (err as Error).message });
    }
    const accessToken = randomBytes(16).toString('hex');
    const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
    this.accessTokens.set(accessToken, scopes);
    return this.json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: scopes.join(' ') });
  }
}

/** The hidden fields of the platform's auto-posting form. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = m[2];
  return fields;
}
