import { randomBytes } from 'node:crypto';
import { LTI_CLAIM, ltiCourseRole, type Language, type Subject } from '@nurselab/core';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Session } from '../accounts/service.js';
import { requireAccess, staffUniversity } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { LtiPlatformRow } from '../db/schema/index.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { registerWithPlatform } from './dynamicRegistration.js';
import type { FrameOrigins } from './frameOrigins.js';
import { TOOL_KEY_ALG, type ToolKeys } from './keys.js';
import type { PlatformKeys } from './platformKeys.js';
import { PlatformCallError, type PlatformClient } from './platformClient.js';
import type { LtiRepository } from './repository.js';
import type { LtiServicesRepository } from './servicesRepository.js';
import { checkedUrl, originsOf, type LtiCoursesView, type ManualPlatformInput, type PlatformView } from './schemas.js';

const STATE_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 2 * 60_000;
const DEEP_LINK_TTL_MS = 60 * 60_000;
const REGISTRATION_LINK_TTL_MS = 7 * 24 * 3600_000;

/** A refused launch: shown as a page in the LMS frame, in the user's language. */
export const launchRefused = (code: Parameters<typeof badRequest>[0], status = 400) => new ApiError(status, code);

export interface LtiDeps {
  repository: LtiRepository;
  keys: ToolKeys;
  platformKeys: PlatformKeys;
  frameOrigins: FrameOrigins;
  catalogue: CatalogueService;
  services: LtiServicesRepository;
  client: PlatformClient;
  sessionFor: (userId: string) => Promise<Session>;
  /** Tests may point at a loopback stand-in platform over http. */
  allowInsecureLoopback?: boolean;
}

export interface LoginRequest {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

const stringArray = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** LTI 1.3: registrations, the tool's keys, OIDC login and launch, deep linking. */
export class LtiService {
  constructor(private readonly deps: LtiDeps) {}

  private get repository() {
    return this.deps.repository;
  }

  jwks() {
    return this.deps.keys.jwks();
  }

  async rotateKeys(actor: Principal): Promise<{ kid: string }> {
    requireAccess(actor, 'lti.manage', { kind: 'server' });
    return { kid: await this.deps.keys.rotate() };
  }

  async platforms(actor: Principal): Promise<PlatformView[]> {
    requireAccess(actor, 'lti.manage', { kind: 'server' });
    return (await this.repository.platforms()).map(toView);
  }

  async addPlatform(actor: Principal, input: ManualPlatformInput): Promise<PlatformView> {
    requireAccess(actor, 'lti.manage', { kind: 'server' });
    if (!(await this.repository.universityExists(input.universityId))) throw badRequest('admin.universityNotFound', [{ field: 'universityId', code: 'admin.universityNotFound' }]);
    const loopback = this.deps.allowInsecureLoopback ?? false;
    const urls = {
      issuer: checkedUrl(input.issuer, 'issuer', loopback),
      authEndpoint: checkedUrl(input.authEndpoint, 'authEndpoint', loopback),
      tokenEndpoint: checkedUrl(input.tokenEndpoint, 'tokenEndpoint', loopback),
      jwksUrl: checkedUrl(input.jwksUrl, 'jwksUrl', loopback),
    };
    const extra = (input.frameOrigins ?? []).map((o, i) => new URL(checkedUrl(o, `frameOrigins.${i}`, loopback)).origin);
    const row = await this.repository.insertPlatform({
      universityId: input.universityId,
      name: input.name.trim(),
      clientId: input.clientId.trim(),
      ...urls,
      deploymentIds: input.deploymentIds.map((d) => d.trim()).filter(Boolean),
      frameOrigins: [...new Set([...originsOf([urls.issuer, urls.authEndpoint]), ...extra])],
      registeredVia: 'manual',
    });
    if (!row) throw conflict('lti.platformExists', [{ field: 'clientId', code: 'lti.platformExists' }]);
    await this.deps.frameOrigins.refresh();
    return toView({ ...row, universityName: '' });
  }

  async removePlatform(actor: Principal, id: string): Promise<void> {
    requireAccess(actor, 'lti.manage', { kind: 'server' });
    if (!(await this.repository.deletePlatform(id))) throw notFound('lti.platformNotFound');
    await this.deps.frameOrigins.refresh();
  }

  /** The URL an administrator pastes into the LMS to register NurseLab for one university. */
  async registrationLink(actor: Principal, universityId: string, baseUrl: string, now = new Date()): Promise<{ url: string; expiresAt: string }> {
    requireAccess(actor, 'lti.manage', { kind: 'server' });
    if (!(await this.repository.universityExists(universityId))) throw badRequest('admin.universityNotFound', [{ field: 'universityId', code: 'admin.universityNotFound' }]);
    const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_TTL_MS);
    const id = await this.repository.createRegistrationLink(universityId, actor.userId, expiresAt);
    return { url: `${baseUrl}/lti/register?link=${id}`, expiresAt: expiresAt.toISOString() };
  }

  /** Dynamic Registration: read the platform's configuration, register the tool, keep the result. */
  async register(input: { link?: string; openidConfiguration?: string; registrationToken?: string; baseUrl: string; now?: Date }): Promise<LtiPlatformRow> {
    const link = input.link && /^[0-9a-f-]{36}$/i.test(input.link) ? await this.repository.registrationLink(input.link, input.now ?? new Date()) : undefined;
    if (!link) throw launchRefused('lti.registrationLinkInvalid', 404);
    if (!input.openidConfiguration) throw launchRefused('lti.registrationFailed');
    const registered = await registerWithPlatform({
      openidConfiguration: input.openidConfiguration,
      registrationToken: input.registrationToken,
      baseUrl: input.baseUrl,
      allowInsecureLoopback: this.deps.allowInsecureLoopback ?? false,
    });
    const row = await this.repository.insertPlatform({ ...registered, universityId: link.universityId, registeredVia: 'dynamic' });
    if (!row) throw launchRefused('lti.platformExists', 409);
    // One link, one registration: a copied link cannot register further LMSs into this university.
    await this.repository.deleteRegistrationLink(input.link!);
    await this.deps.frameOrigins.refresh();
    return row;
  }

  /** OIDC third-party login initiation: a state and nonce kept for the launch, then off to the platform. */
  async login(request: LoginRequest, baseUrl: string, now = new Date()): Promise<{ redirectUrl: string; state: string }> {
    if (!request.iss || !request.login_hint) throw launchRefused('lti.invalidLaunch');
    const candidates = (await this.repository.platformsOf(request.iss)).filter((p) => !request.client_id || p.clientId === request.client_id);
    // Without client_id an issuer must have one registration, or we cannot tell which is meant.
    if (candidates.length !== 1) throw launchRefused('lti.unknownPlatform', 403);
    const platform = candidates[0];
    const state = randomBytes(24).toString('base64url');
    const nonce = randomBytes(24).toString('base64url');
    await this.repository.saveState(state, nonce, platform.id, new Date(now.getTime() + STATE_TTL_MS));
    const url = new URL(platform.authEndpoint);
    const params: Record<string, string | undefined> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${baseUrl}/lti/launch`,
      login_hint: request.login_hint,
      lti_message_hint: request.lti_message_hint,
      state,
      nonce,
    };
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
    return { redirectUrl: url.toString(), state };
  }

  /**
   * The launch: state (from the form, matched by the browser's cookie), then the id_token:
   * signature from the platform's JWKS, issuer, audience, expiry, nonce once, deployment. Then
   * the user, and a one-time code the web app trades for a session at `target`.
   */
  async launch(input: { idToken?: string; state?: string; stateCookie: boolean; baseUrl: string; now?: Date }): Promise<{ code: string; target: string; newWindow?: { name: string } }> {
    const now = input.now ?? new Date();
    if (!input.idToken || !input.state) throw launchRefused('lti.invalidLaunch');
    const state = await this.repository.takeState(input.state, now);
    if (!state) throw launchRefused('lti.replayed');
    const platform = await this.repository.platform(state.platformId);
    if (!platform) throw launchRefused('lti.unknownPlatform', 403);
    const payload = await this.verifyIdToken(input.idToken, platform, now);
    if (payload.nonce !== state.nonce) throw launchRefused('lti.invalidLaunch');
    if (!(await this.repository.useNonce(platform.id, state.nonce, new Date((payload.exp ?? 0) * 1000 + 60_000)))) throw launchRefused('lti.replayed');
    if (payload[LTI_CLAIM.version] !== '1.3.0') throw launchRefused('lti.invalidLaunch');
    const deploymentId = payload[LTI_CLAIM.deploymentId];
    if (typeof deploymentId !== 'string' || !deploymentId) throw launchRefused('lti.invalidLaunch');
    if (platform.deploymentIds.length === 0) await this.repository.addDeployment(platform.id, deploymentId);
    else if (!platform.deploymentIds.includes(deploymentId)) throw launchRefused('lti.unknownDeployment', 403);
    if (typeof payload.sub !== 'string' || !payload.sub) throw launchRefused('lti.invalidLaunch');

    const role = ltiCourseRole(stringArray(payload[LTI_CLAIM.roles]));
    if (!role) throw launchRefused('lti.noRole', 403);
    const messageType = payload[LTI_CLAIM.messageType];
    if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest') throw launchRefused('lti.invalidLaunch');
    if (messageType === 'LtiDeepLinkingRequest' && role !== 'professor') throw launchRefused('lti.noRole', 403);

    const names = personName(payload);
    const provisioned = await this.repository.provision({ issuer: platform.issuer, sub: payload.sub, platformId: platform.id, universityId: platform.universityId, role, ...names });
    if ('refused' in provisioned) {
      throw launchRefused(provisioned.refused === 'courseFull' ? 'lti.courseFull' : provisioned.refused === 'roleChanged' ? 'lti.roleChanged' : 'lti.invalidLaunch', 403);
    }
    const { userId } = provisioned;
    const launchedLab = messageType === 'LtiResourceLinkRequest' ? launchedLabId(payload) : undefined;
    const lab = launchedLab ? await this.usableLab(launchedLab, platform.universityId) : undefined;
    if (launchedLab && !lab) throw launchRefused('lti.unknownLab', 404);
    await this.recordCourse(platform, payload, userId, role, lab?.id);

    let target: string;
    if (messageType === 'LtiDeepLinkingRequest') {
      const settings = record(payload[LTI_CLAIM.deepLinkingSettings]);
      if (typeof settings.deep_link_return_url !== 'string') throw launchRefused('lti.invalidLaunch');
      checkedUrl(settings.deep_link_return_url, 'deep_link_return_url', this.deps.allowInsecureLoopback ?? false);
      const id = await this.repository.saveDeepLinkRequest({
        platformId: platform.id,
        deploymentId,
        userId,
        returnUrl: settings.deep_link_return_url,
        data: typeof settings.data === 'string' ? settings.data : null,
        expiresAt: new Date(now.getTime() + DEEP_LINK_TTL_MS),
      });
      target = `/lti/deep-link/${id}`;
    } else {
      target = lab ? `/lab/${lab.id}` : '/dashboard';
    }
    void input.baseUrl;
    const code = await this.repository.saveHandoff(userId, target, new Date(now.getTime() + HANDOFF_TTL_MS));
    // No state cookie came back: the browser blocks cookies in the LMS frame. Everything else is
    // verified (signature, one-time state and nonce); the person confirms who they continue as
    // and opens a new window, which trades the one-time code itself (no cookie needed).
    if (!input.stateCookie) return { code, target, newWindow: { name: `${names.firstName} ${names.lastName}`.trim() } };
    return { code, target };
  }

  private async verifyIdToken(idToken: string, platform: LtiPlatformRow, now: Date): Promise<JWTPayload & Record<string, unknown>> {
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(idToken);
    } catch {
      throw launchRefused('lti.invalidLaunch');
    }
    if (unverified.iss !== platform.issuer) throw launchRefused('lti.unknownPlatform', 403);
    try {
      const { payload } = await jwtVerify(idToken, this.deps.platformKeys.for(platform.jwksUrl), {
        issuer: platform.issuer,
        audience: platform.clientId,
        algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
        currentDate: now,
        clockTolerance: 30,
        requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
      });
      // Several audiences: the authorized party must be us (OIDC core 3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== platform.clientId) throw launchRefused('lti.invalidLaunch');
      return payload as JWTPayload & Record<string, unknown>;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof joseErrors.JOSEError) throw launchRefused('lti.invalidLaunch');
      throw err;
    }
  }

  /** A lab the platform's course may open: built-in or the university's own, of its subject. */
  private async usableLab(labId: string, universityId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(labId)) return undefined;
    const lab = await this.repository.lab(labId);
    if (!lab || (lab.universityId !== null && lab.universityId !== universityId)) return undefined;
    const course = await this.repository.universityCourse(universityId);
    return course === lab.subject ? lab : undefined;
  }

  /**
   * The LMS course of a launch with its AGS and NRPS URLs; the person as a member (a launch
   * means the LMS has them in the course, so a student removed by a sync is back); a student's
   * lab gets its line item (the one the launch names, or one made when the first score goes).
   */
  private async recordCourse(platform: LtiPlatformRow, payload: Record<string, unknown>, userId: string, role: 'professor' | 'student', labId: string | undefined) {
    const context = record(payload[LTI_CLAIM.context]);
    if (typeof context.id !== 'string' || !context.id) return;
    const ags = record(payload[LTI_CLAIM.ags]);
    const nrps = record(payload[LTI_CLAIM.nrps]);
    const loopback = this.deps.allowInsecureLoopback ?? false;
    const serviceUrl = (value: unknown, field: string) => (typeof value === 'string' && value ? checkedUrl(value, field, loopback) : null);
    const row = await this.deps.services.upsertContext({
      platformId: platform.id,
      contextId: context.id,
      title: typeof context.title === 'string' ? context.title.slice(0, 300) : '',
      lineitemsUrl: serviceUrl(ags.lineitems, 'lineitems'),
      membershipsUrl: serviceUrl(nrps.context_memberships_url, 'context_memberships_url'),
      agsScopes: stringArray(ags.scope),
    });
    await this.deps.services.setMember(row.id, userId, true);
    if (role === 'student' && labId && (ags.lineitem || ags.lineitems)) await this.deps.services.linkLab(row.id, labId, serviceUrl(ags.lineitem, 'lineitem'), userId);
  }

  /** The LMS courses of the lecturer's universities: roster sync and the gradebook posts' state. */
  async courses(actor: Principal, requestedUniversity?: string): Promise<LtiCoursesView> {
    const universityIds = [staffUniversity(actor, requestedUniversity)];
    const contexts = await this.deps.services.contextsOf(universityIds);
    const posts = await this.deps.services.postsOf(universityIds);
    return {
      courses: contexts.map((c) => ({
        id: c.context.id,
        title: c.context.title || c.context.contextId,
        platform: c.platformName,
        canSyncRoster: Boolean(c.context.membershipsUrl),
        syncedAt: c.context.syncedAt?.toISOString() ?? null,
      })),
      scores: posts.map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })),
    };
  }

  /**
   * NRPS roster sync: active learners of the LMS course are created or linked (by platform user
   * id) and placed in the university; students of this course the LMS no longer lists as active
   * lose access (membership off, sessions ended, their work kept). Students who never came from
   * this LMS are never touched: only linked members of this course are compared.
   */
  async syncRoster(actor: Principal, contextRef: string): Promise<{ added: number; removed: number; members: number; refused: number }> {
    const found = await this.deps.services.context(contextRef);
    if (!found) throw notFound('lti.courseNotFound');
    const { context, platform } = found;
    requireAccess(actor, 'university.teach', { kind: 'university', universityId: platform.universityId });
    if (!context.membershipsUrl) throw badRequest('lti.noRosterService');
    let members;
    try {
      members = await this.deps.client.members(platform, context.membershipsUrl);
    } catch (err) {
      if (err instanceof PlatformCallError) throw new ApiError(502, 'lti.rosterFailed', [], { reason: err.message });
      throw err;
    }
    const before = new Map((await this.deps.services.studentMembers(context.id, platform.id)).map((m) => [m.sub, m]));
    const listed = new Set<string>();
    let added = 0;
    let refused = 0;
    for (const member of members) {
      if (member.status !== 'Active' || ltiCourseRole(member.roles) !== 'student') continue;
      listed.add(member.userId);
      const names = personName({ given_name: member.givenName, family_name: member.familyName, name: member.name });
      const provisioned = await this.repository.provision({ issuer: platform.issuer, sub: member.userId, platformId: platform.id, universityId: platform.universityId, role: 'student', ...names });
      if ('refused' in provisioned) {
        refused++;
        continue;
      }
      if (!before.get(member.userId)?.active) added++;
      await this.deps.services.setMember(context.id, provisioned.userId, true);
    }
    const gone = [...before.values()].filter((m) => m.active && !listed.has(m.sub)).map((m) => m.userId);
    await this.deps.services.deactivate(context.id, gone);
    await this.deps.services.markSynced(context.id);
    return { added, removed: gone.length, members: listed.size, refused };
  }

  /** The launch's one-time code, traded for a session. */
  async exchange(code: string, now = new Date()): Promise<Session & { target: string }> {
    const handoff = await this.repository.takeHandoff(code, now);
    if (!handoff) throw launchRefused('lti.handoffInvalid', 401);
    return { ...(await this.deps.sessionFor(handoff.userId)), target: handoff.target };
  }

  private async deepLinkFor(actor: Principal, id: string, now: Date) {
    const found = await this.repository.deepLinkRequest(id, now);
    if (!found || found.request.userId !== actor.userId) throw notFound('lti.deepLinkExpired');
    requireAccess(actor, 'university.teach', { kind: 'university', universityId: found.platform.universityId });
    return found;
  }

  /** The labs a lecturer may pick for the course that asked. */
  async deepLinkChoices(actor: Principal, id: string, language: Language, now = new Date()) {
    const { platform } = await this.deepLinkFor(actor, id, now);
    const course = await this.repository.universityCourse(platform.universityId);
    if (!course) throw forbidden();
    const labs = await this.deps.catalogue.currentLabs(course as Subject, { universityId: platform.universityId });
    return { platform: platform.name, labs: labs.map((l) => ({ id: l.lab.id, labNumber: l.lab.labNumber, title: titleOf(l.content.title, language) })) };
  }

  /** The signed LtiDeepLinkingResponse the browser posts back to the platform. */
  async deepLinkResponse(actor: Principal, id: string, labIds: string[], baseUrl: string, language: Language, now = new Date()): Promise<{ returnUrl: string; jwt: string }> {
    const { request, platform } = await this.deepLinkFor(actor, id, now);
    if (labIds.length === 0) throw badRequest('lti.noLabsChosen', [{ field: 'labIds', code: 'lti.noLabsChosen' }]);
    const items = [];
    for (const labId of [...new Set(labIds)]) {
      const lab = await this.usableLab(labId, platform.universityId);
      if (!lab) throw badRequest('lti.unknownLab', [{ field: 'labIds', code: 'lti.unknownLab' }]);
      const current = await this.deps.catalogue.currentLab({ labId });
      const title = titleOf(current.content.title, language);
      items.push({
        type: 'ltiResourceLink',
        title,
        url: `${baseUrl}/lti/launch`,
        custom: { lab_id: lab.id },
        lineItem: { scoreMaximum: 100, label: title, resourceId: lab.id, tag: 'nurselab' },
      });
    }
    const { kid, key } = await this.deps.keys.signing();
    const jwt = await new SignJWT({
      nonce: randomBytes(16).toString('base64url'),
      [LTI_CLAIM.messageType]: 'LtiDeepLinkingResponse',
      [LTI_CLAIM.version]: '1.3.0',
      [LTI_CLAIM.deploymentId]: request.deploymentId,
      [LTI_CLAIM.deepLinkingContentItems]: items,
      ...(request.data ? { [LTI_CLAIM.deepLinkingData]: request.data } : {}),
    })
      .setProtectedHeader({ alg: TOOL_KEY_ALG, kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setAudience(platform.issuer)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 300)
      .sign(key);
    await this.repository.deleteDeepLinkRequest(id);
    return { returnUrl: request.returnUrl, jwt };
  }
}

function toView(row: LtiPlatformRow & { universityName: string }): PlatformView {
  return {
    id: row.id,
    name: row.name,
    universityId: row.universityId,
    universityName: row.universityName,
    issuer: row.issuer,
    clientId: row.clientId,
    authEndpoint: row.authEndpoint,
    tokenEndpoint: row.tokenEndpoint,
    jwksUrl: row.jwksUrl,
    deploymentIds: row.deploymentIds,
    frameOrigins: row.frameOrigins,
    registeredVia: row.registeredVia,
    createdAt: row.createdAt.toISOString(),
  };
}

function personName(payload: Record<string, unknown>): { firstName: string; lastName: string } {
  const given = typeof payload.given_name === 'string' ? payload.given_name.trim() : '';
  const family = typeof payload.family_name === 'string' ? payload.family_name.trim() : '';
  if (given || family) return { firstName: given || family, lastName: given ? family : '' };
  const full = typeof payload.name === 'string' ? payload.name.trim() : '';
  const [first, ...rest] = full.split(/\s+/);
  return { firstName: first || 'LMS', lastName: rest.join(' ') || (first ? '' : 'user') };
}

/** The lab of a resource-link launch: the link's custom lab_id (deep linking sets it), or ?lab= on the target URI. */
function launchedLabId(payload: Record<string, unknown>): string | undefined {
  const custom = record(payload[LTI_CLAIM.custom]);
  if (typeof custom.lab_id === 'string' && custom.lab_id) return custom.lab_id;
  const target = payload[LTI_CLAIM.targetLinkUri];
  if (typeof target === 'string') {
    try {
      return new URL(target).searchParams.get('lab') ?? undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function titleOf(title: Partial<Record<Language, string>>, language: Language): string {
  return title[language] ?? title.en ?? title.th ?? Object.values(title)[0] ?? '';
}
