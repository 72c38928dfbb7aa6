import type { AddressInfo } from 'node:net';
import { LTI_CLAIM } from '@nurselab/core';
import { and, eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, ltiAccounts, professorCourses, universities, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { adminToken, bearer, createUniversity, unique } from '../support/fixtures.js';
import { formFields, ROLE, StandInPlatform, type LaunchPlan, type PlatformUser } from '../support/ltiPlatform.js';

const person = (roles: string[], name = 'Ploy'): PlatformUser => ({ sub: unique('sub-'), givenName: name, familyName: 'Srisuk', roles });

/** Issue 25: LTI 1.3 with a stand-in LMS over real HTTP, the tool listening on its own socket. */
describe.each(DATABASE_KINDS)('LTI 1.3 (%s)', (kind) => {
  let ctx: TestContext;
  let platform: StandInPlatform;
  let tool: string;
  let admin: string;
  let universityId: string;
  let clientId: string;
  let labId: string;

  beforeAll(async () => {
    ctx = await startTestApp(kind, { LTI_ALLOW_LOOPBACK_HTTP: 'true' }, { content: true });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    tool = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    platform = await StandInPlatform.start();
    admin = await adminToken(ctx);
    universityId = (await createUniversity(ctx, admin, { universityName: 'LMS University', numberOfStudents: 5, course: 'maternalchild' })).university._id;
    const [lab] = await ctx.database.db.select({ id: labs.id }).from(labs).where(and(eq(labs.subject, 'maternalchild'), eq(labs.labNumber, 1)));
    labId = lab.id;
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
    await ctx?.close();
  });

  /** The browser's part: login initiation at the tool, the platform's authorization form, the form post back. */
  async function launch(plan: LaunchPlan, options: { iss?: string; withCookie?: boolean } = {}) {
    const hint = platform.plan(plan);
    const login = await fetch(`${tool}/lti/login`, {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      body: new URLSearchParams({ iss: options.iss ?? platform.issuer, login_hint: plan.user.sub, target_link_uri: `${tool}/lti/launch`, lti_message_hint: hint, client_id: clientId }),
      redirect: 'manual',
    });
    if (login.status !== 302) return { login, launch: undefined, fields: {} as Record<string, string>, cookie: '' };
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const authorization = await fetch(login.headers.get('location')!);
    expect(authorization.status).toBe(200);
    const fields = formFields(await authorization.text());
    const res = await postLaunch(fields, options.withCookie === false ? '' : cookie);
    return { login, launch: res, fields, cookie };
  }
  const postLaunch = (fields: Record<string, string>, cookie: string) =>
    fetch(`${tool}/lti/launch`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  async function session(res: Response) {
    expect(res.status).toBe(303);
    const code = new URL(res.headers.get('location')!, tool).hash.replace('#code=', '');
    const exchanged = await ctx.app.inject({ method: 'POST', url: '/api/v1/lti/session', payload: { code } });
    expect(exchanged.statusCode).toBe(200);
    return { ...(exchanged.json() as { token: string; user: { _id: string; isProfessor: boolean; isAdmin: boolean; university: string | null }; target: string }), code };
  }
  const seats = async () => (await ctx.database.db.select({ n: universities.registeredStudents }).from(universities).where(eq(universities.id, universityId)))[0]!.n;

  it('publishes the tool key without its private part, and rotation keeps the old key published', async () => {
    const first = (await (await fetch(`${tool}/lti/jwks`)).json()) as { keys: Record<string, string>[] };
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(first.keys[0]).not.toHaveProperty('d');
    const rotated = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/lti/keys/rotate', headers: bearer(admin) });
    expect(rotated.statusCode).toBe(200);
    const after = (await (await fetch(`${tool}/lti/jwks`)).json()) as { keys: { kid: string }[] };
    expect(after.keys.map((k) => k.kid)).toEqual([rotated.json().kid, first.keys[0]!.kid]);
  });

  it('registers dynamically: reads the platform configuration, registers with its token, ties the platform to the chosen university', async () => {
    const link = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/lti/registration-links', headers: bearer(admin), payload: { universityId } });
    expect(link.statusCode).toBe(201);
    // The admin's request came through inject (host localhost); the LMS reaches the tool on its socket.
    const made = new URL(link.json().url);
    const registrationUrl = new URL(made.pathname + made.search, tool);
    expect(registrationUrl.pathname).toBe('/lti/register');
    registrationUrl.searchParams.set('openid_configuration', platform.openidConfigurationUrl);
    registrationUrl.searchParams.set('registration_token', platform.registrationToken);
    const page = await fetch(registrationUrl, { headers: { 'accept-language': 'th' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('org.imsglobal.lti.close');
    expect(html).toContain('ลงทะเบียน NurseLab');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);

    expect(platform.configRequests).toEqual([`Bearer ${platform.registrationToken}`]);
    const [registration] = platform.registrations;
    expect(registration!.body).toMatchObject({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${tool}/lti/login`,
      redirect_uris: [`${tool}/lti/launch`],
      jwks_uri: `${tool}/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
      scope: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem https://purl.imsglobal.org/spec/lti-ags/scope/score https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    });
    clientId = registration!.clientId;

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/lti/platforms', headers: bearer(admin) });
    expect(list.json().platforms).toEqual([
      expect.objectContaining({ issuer: platform.issuer, clientId, universityId, universityName: 'LMS University', deploymentIds: ['deployment-1'], registeredVia: 'dynamic', jwksUrl: `${platform.url}/jwks` }),
    ]);

    // A link registers once; an unknown or made-up link is refused.
    expect((await fetch(registrationUrl)).status).toBe(404);
    expect(platform.registrations).toHaveLength(1);
    const bogus = new URL(registrationUrl);
    bogus.searchParams.set('link', '00000000-0000-4000-8000-000000000000');
    const refused = await fetch(bogus, { headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('This registration link is unknown or has expired');
  });

  it('frames only inside registered platforms', async () => {
    const res = await fetch(`${tool}/lti/jwks`);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${platform.url}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('launches a learner into a lab: created in the university without a register code, one seat taken, linked by (issuer, sub) next time', async () => {
    const learner = person([ROLE.learner, ROLE.institutionStudent]);
    const before = await seats();
    const { launch: res, login } = await launch({ user: learner, custom: { lab_id: labId } });
    expect(login.headers.getSetCookie()[0]).toMatch(/SameSite=None; Secure/);
    const first = await session(res!);
    expect(first.target).toBe(`/lab/${labId}`);
    expect(first.user).toMatchObject({ isProfessor: false, isAdmin: false, university: 'LMS University' });
    expect(await seats()).toBe(before + 1);
    const labs = await ctx.app.inject({ method: 'GET', url: '/api/v1/student/labs', headers: bearer(first.token) });
    expect(labs.statusCode).toBeLessThan(500);

    // The one-time code does not work twice.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/lti/session', payload: { code: first.code } })).statusCode).toBe(401);

    const again = await session((await launch({ user: learner, targetLinkUri: `${tool}/lti/launch?lab=${labId}` })).launch!);
    expect(again.user._id).toBe(first.user._id);
    expect(again.target).toBe(`/lab/${labId}`);
    expect(await seats()).toBe(before + 1);
  });

  it('launches an instructor as a lecturer of the course', async () => {
    const instructor = person([ROLE.instructor], 'Somchai');
    const { user } = await session((await launch({ user: instructor })).launch!);
    expect(user.isProfessor).toBe(true);
    const courses = await ctx.database.db.select().from(professorCourses).where(eq(professorCourses.userId, user._id));
    expect(courses.map((c) => c.universityId)).toEqual([universityId]);
  });

  describe('refuses', () => {
    const refusal = async (res: Response | undefined, status: number, text: string) => {
      expect(res!.status).toBe(status);
      expect(await res!.text()).toContain(text);
    };

    it('a replayed id_token, with its state or with a fresh one', async () => {
      const learner = person([ROLE.learner]);
      const { launch: first, fields, cookie } = await launch({ user: learner });
      expect(first!.status).toBe(303);
      await refusal(await postLaunch(fields, cookie), 400, 'This launch was already used');
      // A new login's state with the old token: the nonce is not this state's.
      const hint = platform.plan({ user: learner });
      const login = await fetch(`${tool}/lti/login`, {
        method: 'POST',
        body: new URLSearchParams({ iss: platform.issuer, login_hint: learner.sub, lti_message_hint: hint, client_id: clientId }),
        redirect: 'manual',
      });
      const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
      const freshCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      await refusal(await postLaunch({ id_token: fields.id_token!, state }, freshCookie), 400, 'could not be verified');
    });

    it('a token for another audience', async () => {
      await refusal((await launch({ user: person([ROLE.learner]), tamper: { aud: 'another-tool' } })).launch, 400, 'could not be verified');
    });

    it('an expired token', async () => {
      await refusal((await launch({ user: person([ROLE.learner]), tamper: { expiresInSeconds: -120 } })).launch, 400, 'could not be verified');
    });

    it('a token signed with a key the platform does not publish', async () => {
      await refusal((await launch({ user: person([ROLE.learner]), tamper: { signWithUnknownKey: true } })).launch, 400, 'could not be verified');
    });

    it('an unregistered issuer, at login and inside the token', async () => {
      const { login } = await launch({ user: person([ROLE.learner]) }, { iss: 'https://lms.unknown.example' });
      await refusal(login, 403, 'This LMS is not registered with NurseLab');
      await refusal((await launch({ user: person([ROLE.learner]), tamper: { iss: 'https://lms.unknown.example' } })).launch, 403, 'This LMS is not registered');
    });

    it('a launch whose state cookie is missing is offered in a new window with a one-time code, used once', async () => {
      const learner = person([ROLE.learner], 'Nok');
      const res = (await launch({ user: learner, custom: { lab_id: labId } }, { withCookie: false })).launch!;
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Open NurseLab in a new window');
      expect(html).toContain('Continue as Nok Srisuk');
      const href = html.match(/href="(\/lti\/start#code=[^"]+)"/)![1]!;
      expect(html).toMatch(/target="_blank" rel="noopener"/);
      const code = decodeURIComponent(href.split('#code=')[1]!);
      const opened = await ctx.app.inject({ method: 'POST', url: '/api/v1/lti/session', payload: { code } });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().target).toBe(`/lab/${labId}`);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/lti/session', payload: { code } })).statusCode).toBe(401);
      // The state is spent all the same: the same form posted again is a replay.
    });

    it('an unknown deployment, a role without access', async () => {
      await refusal((await launch({ user: person([ROLE.learner]), tamper: { deploymentId: 'other' } })).launch, 403, 'deployment ID');
      await refusal((await launch({ user: person(['http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor']) })).launch, 403, 'Only learners and instructors');
    });

    it('no user was created by a refused launch', async () => {
      const before = (await ctx.database.db.select().from(ltiAccounts)).length;
      await launch({ user: person([ROLE.learner]), tamper: { expiresInSeconds: -120 } });
      expect((await ctx.database.db.select().from(ltiAccounts)).length).toBe(before);
    });
  });

  it('deep links: a lecturer picks labs, the platform receives a signed LtiDeepLinkingResponse it verifies with the tool JWKS, a learner launches the item', async () => {
    const instructor = person([ROLE.instructor], 'Malee');
    const lecturer = await session((await launch({ user: instructor, messageType: 'LtiDeepLinkingRequest' })).launch!);
    expect(lecturer.target).toMatch(/^\/lti\/deep-link\/[0-9a-f-]{36}$/);
    const id = lecturer.target.split('/').pop()!;
    const choices = await ctx.app.inject({ method: 'GET', url: `/api/v1/lti/deep-links/${id}`, headers: { ...bearer(lecturer.token), 'accept-language': 'en' } });
    expect(choices.statusCode).toBe(200);
    const offered = choices.json().labs as { id: string; title: string }[];
    expect(offered.map((l) => l.id)).toContain(labId);
    const second = offered.find((l) => l.id !== labId)!;

    // Nobody else may answer this request; an empty choice is refused.
    const learner = await session((await launch({ user: person([ROLE.learner]) })).launch!);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/lti/deep-links/${id}/response`, headers: bearer(learner.token), payload: { labIds: [labId] } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/lti/deep-links/${id}/response`, headers: bearer(lecturer.token), payload: { labIds: [] } })).statusCode).toBe(400);

    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/lti/deep-links/${id}/response`,
      headers: { ...bearer(lecturer.token), 'accept-language': 'en', host: new URL(tool).host },
      payload: { labIds: [labId, second.id] },
    });
    expect(answer.statusCode).toBe(200);
    const { returnUrl, jwt } = answer.json() as { returnUrl: string; jwt: string };
    expect(returnUrl).toBe(`${platform.url}/deep-link-return`);
    const { keys } = (await (await fetch(`${tool}/lti/jwks`)).json()) as { keys: { kid: string }[] };
    expect(keys.map((k) => k.kid)).toContain(decodeProtectedHeader(jwt).kid);
    const payload = await platform.verifyDeepLinkResponse(jwt, clientId);
    expect(payload[LTI_CLAIM.messageType]).toBe('LtiDeepLinkingResponse');
    expect(payload[LTI_CLAIM.version]).toBe('1.3.0');
    expect(payload[LTI_CLAIM.deploymentId]).toBe('deployment-1');
    expect(payload[LTI_CLAIM.deepLinkingData]).toBe('opaque-platform-data');
    const items = payload[LTI_CLAIM.deepLinkingContentItems] as { type: string; url: string; title: string; custom: { lab_id: string }; lineItem: { scoreMaximum: number } }[];
    expect(items).toEqual([
      expect.objectContaining({ type: 'ltiResourceLink', url: `${tool}/lti/launch`, custom: { lab_id: labId }, lineItem: expect.objectContaining({ scoreMaximum: 100, resourceId: labId }) }),
      expect.objectContaining({ type: 'ltiResourceLink', title: second.title, custom: { lab_id: second.id } }),
    ]);
    // Used once.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/lti/deep-links/${id}/response`, headers: bearer(lecturer.token), payload: { labIds: [labId] } })).statusCode).toBe(404);

    // The link the LMS made from the item opens that lab.
    const opened = await session((await launch({ user: person([ROLE.learner]), custom: items[1]!.custom })).launch!);
    expect(opened.target).toBe(`/lab/${second.id}`);
    // A learner cannot start deep linking.
    const refused = (await launch({ user: person([ROLE.learner]), messageType: 'LtiDeepLinkingRequest' })).launch!;
    expect(refused.status).toBe(403);
  });

  it('refuses a student when the course is full, and keeps the seat count', async () => {
    const capacity = (await ctx.database.db.select({ c: universities.capacity }).from(universities).where(eq(universities.id, universityId)))[0]!.c;
    expect(await seats()).toBe(capacity);
    const res = (await launch({ user: person([ROLE.learner]) })).launch!;
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('no free student seats');
    expect(await seats()).toBe(capacity);
  });

  it('manual registration: admins only, https addresses, one registration per issuer and client id', async () => {
    const body = {
      universityId,
      name: 'Moodle of the faculty',
      issuer: 'https://moodle.example.ac.th',
      clientId: 'abc123',
      authEndpoint: 'https://moodle.example.ac.th/mod/lti/auth.php',
      tokenEndpoint: 'https://moodle.example.ac.th/mod/lti/token.php',
      jwksUrl: 'https://moodle.example.ac.th/mod/lti/certs.php',
      deploymentIds: ['1'],
    };
    const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/lti/platforms', headers: bearer(admin), payload: body });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ issuer: body.issuer, registeredVia: 'manual', frameOrigins: ['https://moodle.example.ac.th'] });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/lti/platforms', headers: bearer(admin), payload: body })).statusCode).toBe(409);
    const insecure = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/lti/platforms', headers: { ...bearer(admin), 'accept-language': 'th' }, payload: { ...body, clientId: 'x', jwksUrl: 'http://moodle.example.ac.th/certs' } });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().errors).toEqual([expect.objectContaining({ field: 'jwksUrl', code: 'lti.badUrl', message: expect.stringContaining('https://') })]);
    const framed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/lti/platforms',
      headers: bearer(admin),
      payload: { ...body, clientId: 'framed', frameOrigins: ['https://school.instructure.com/courses/1'] },
    });
    expect(framed.json().frameOrigins).toEqual(['https://moodle.example.ac.th', 'https://school.instructure.com']);
    const plainFrame = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/lti/platforms', headers: bearer(admin), payload: { ...body, clientId: 'y', frameOrigins: ['http://school.example'] } });
    expect(plainFrame.statusCode).toBe(400);
    expect(plainFrame.json().errors).toEqual([expect.objectContaining({ field: 'frameOrigins.0', code: 'lti.badUrl' })]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/lti/platforms/${framed.json().id}`, headers: bearer(admin) })).statusCode).toBe(204);
    const [someone] = await ctx.database.db.select().from(users).where(eq(users.role, 'professor')).limit(1);
    expect(someone).toBeDefined();
    const professorToken = await ctx.app.services.tokens.sign({ sub: someone!.id, username: someone!.username, isAdmin: false, isProfessor: true, ver: someone!.tokenVersion });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/lti/platforms', headers: bearer(professorToken) })).statusCode).toBe(403);
    const res = await fetch(`${tool}/lti/jwks`);
    expect(res.headers.get('content-security-policy')).toContain('https://moodle.example.ac.th');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/lti/platforms/${made.json().id}`, headers: bearer(admin) })).statusCode).toBe(204);
  });
});

/** Several first launches of one person at once (tabs, retries): one account, one seat. */
describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('LTI concurrent first launches (%s)', (kind) => {
  it('creates one user and takes one seat', async () => {
    const ctx = await startTestApp(kind, { LTI_ALLOW_LOOPBACK_HTTP: 'true' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const tool = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const platform = await StandInPlatform.start();
    try {
      const admin = await adminToken(ctx);
      const { university } = await createUniversity(ctx, admin, { numberOfStudents: 5 });
      platform.manualClientIds.add('manual-client');
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/lti/platforms',
        headers: bearer(admin),
        payload: { universityId: university._id, name: 'Stand-in', issuer: platform.issuer, clientId: 'manual-client', authEndpoint: `${platform.url}/auth`, tokenEndpoint: `${platform.url}/token`, jwksUrl: `${platform.url}/jwks`, deploymentIds: [platform.deploymentId] },
      });
      expect(made.statusCode).toBe(201);
      const learner = person([ROLE.learner]);
      const one = async () => {
        const login = await fetch(`${tool}/lti/login`, { method: 'POST', body: new URLSearchParams({ iss: platform.issuer, login_hint: learner.sub, lti_message_hint: platform.plan({ user: learner }) }), redirect: 'manual' });
        const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
        const fields = formFields(await (await fetch(login.headers.get('location')!)).text());
        return fetch(`${tool}/lti/launch`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
      };
      const results = await Promise.all(Array.from({ length: 6 }, one));
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(303));
      const accounts = await ctx.database.db.select().from(ltiAccounts).where(eq(ltiAccounts.sub, learner.sub));
      expect(accounts).toHaveLength(1);
      const [row] = await ctx.database.db.select({ n: universities.registeredStudents }).from(universities).where(eq(universities.id, university._id));
      expect(row!.n).toBe(0 + 1);
    } finally {
      await platform.close();
      await ctx.close();
    }
  }, 120_000);
});
