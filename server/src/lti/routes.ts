import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { ApiError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { sendNewWindow, sendRefusal, sendRegistered } from './pages.js';
import { ltiCoursesViewSchema, manualPlatformSchema, platformViewSchema, rosterSyncSchema } from './schemas.js';
import type { LtiService, LoginRequest } from './service.js';

const STATE_COOKIE = 'nurselab_lti_';
const formString = z.string().max(20_000).optional();
const loginSchema = z.object({
  iss: formString,
  login_hint: formString,
  target_link_uri: formString,
  lti_message_hint: formString,
  client_id: formString,
  lti_deployment_id: formString,
});
const launchSchema = z.object({ id_token: formString, state: formString }).loose();
const registerQuery = z.object({ link: formString, openid_configuration: formString, registration_token: formString });
const idParams = z.object({ id: z.uuid() });

/** Where LMSs and browsers reach us: PUBLIC_URL, or the request's own origin (behind trusted proxies). */
export function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The state cookie, one per launch so parallel launches in several tabs do not overwrite each
 * other. SameSite=None; Secure lets it come back on the platform's cross-site form post (a
 * browser accepts Secure on https and on localhost); elsewhere Lax, which works outside a frame only.
 */
function stateCookie(baseUrl: string, state: string): string {
  const url = new URL(baseUrl);
  const secure = url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return `${STATE_COOKIE}${state}=1; Path=/lti; Max-Age=600; HttpOnly; ${secure ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax'}`;
}

function hasStateCookie(request: FastifyRequest, state: string | undefined): boolean {
  if (!state) return false;
  const name = `${STATE_COOKIE}${state}`;
  return (request.headers.cookie ?? '').split(';').some((part) => part.trim().split('=')[0] === name);
}

async function refusing(request: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    request.log.info({ code: err.code }, 'LTI request refused');
    return sendRefusal(reply, err.statusCode, requestLanguage(request, 'th'), err.code, err.values);
  }
}

/** /lti/*: what an LMS points at; /api/v1/lti/* and /api/v1/admin/lti/*: what the web app calls. */
export function ltiRoutes(service: LtiService, guards: Guards, publicUrl: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    // Platforms post forms (OIDC form_post, login initiation); only this plugin reads them.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get('/lti/jwks', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(await service.jwks()));

    const login = async (request: FastifyRequest, reply: FastifyReply, params: LoginRequest) =>
      refusing(request, reply, async () => {
        const baseUrl = baseUrlOf(request, publicUrl);
        const { redirectUrl, state } = await service.login(params, baseUrl);
        return reply.header('set-cookie', stateCookie(baseUrl, state)).redirect(redirectUrl, 302);
      });
    app.get('/lti/login', { schema: { hide: true, querystring: loginSchema } }, (request, reply) => login(request, reply, request.query));
    app.post('/lti/login', { schema: { hide: true, body: loginSchema } }, (request, reply) => login(request, reply, request.body));

    app.post('/lti/launch', { schema: { hide: true, body: launchSchema } }, (request, reply) =>
      refusing(request, reply, async () => {
        const { code, newWindow } = await service.launch({
          idToken: request.body.id_token,
          state: request.body.state,
          stateCookie: hasStateCookie(request, request.body.state),
          baseUrl: baseUrlOf(request, publicUrl),
        });
        if (newWindow) return sendNewWindow(reply, requestLanguage(request, 'th'), code, newWindow.name);
        const cleared = `${STATE_COOKIE}${request.body.state}=; Path=/lti; Max-Age=0`;
        // The code travels in the fragment: never in a log or a Referer.
        return reply.header('set-cookie', cleared).redirect(`/lti/start#code=${code}`, 303);
      }),
    );

    app.get('/lti/register', { schema: { hide: true, querystring: registerQuery } }, (request, reply) =>
      refusing(request, reply, async () => {
        await service.register({
          link: request.query.link,
          openidConfiguration: request.query.openid_configuration,
          registrationToken: request.query.registration_token,
          baseUrl: baseUrlOf(request, publicUrl),
        });
        return sendRegistered(reply, requestLanguage(request, 'th'));
      }),
    );

    app.post(
      '/api/v1/lti/session',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags: ['lti'], body: z.object({ code: z.string().min(1).max(200) }), response: { 200: z.object({ token: z.string(), user: z.any(), target: z.string() }) } },
      },
      async (request) => service.exchange(request.body.code),
    );

    app.get(
      '/api/v1/lti/deep-links/:id',
      {
        preHandler: guards.requireRole('professor', 'admin'),
        schema: {
          tags: ['lti'],
          params: idParams,
          response: { 200: z.object({ platform: z.string(), labs: z.array(z.object({ id: z.string(), labNumber: z.number(), title: z.string() })) }) },
        },
      },
      async (request) => service.deepLinkChoices(principalOf(request), request.params.id, requestLanguage(request, 'th')),
    );
    app.post(
      '/api/v1/lti/deep-links/:id/response',
      {
        preHandler: guards.requireRole('professor', 'admin'),
        schema: { tags: ['lti'], params: idParams, body: z.object({ labIds: z.array(z.uuid()).max(50) }), response: { 200: z.object({ returnUrl: z.string(), jwt: z.string() }) } },
      },
      async (request) =>
        service.deepLinkResponse(principalOf(request), request.params.id, request.body.labIds, baseUrlOf(request, publicUrl), requestLanguage(request, 'th')),
    );

    const staff = { preHandler: guards.requireRole('professor', 'admin') };
    app.get(
      '/api/v1/professor/lti',
      { ...staff, schema: { tags: ['lti'], querystring: z.object({ universityId: z.uuid().optional() }), response: { 200: ltiCoursesViewSchema } } },
      async (request) => service.courses(principalOf(request), request.query.universityId),
    );
    app.post(
      '/api/v1/professor/lti/courses/:id/roster-sync',
      { ...staff, config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags: ['lti'], params: idParams, response: { 200: rosterSyncSchema } } },
      async (request) => service.syncRoster(principalOf(request), request.params.id),
    );

    const admin = { preHandler: guards.requireRole('admin') };
    app.get('/api/v1/admin/lti/platforms', { ...admin, schema: { tags: ['lti'], response: { 200: z.object({ platforms: z.array(platformViewSchema) }) } } }, async (request) => ({
      platforms: await service.platforms(principalOf(request)),
    }));
    app.post('/api/v1/admin/lti/platforms', { ...admin, schema: { tags: ['lti'], body: manualPlatformSchema, response: { 201: platformViewSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.addPlatform(principalOf(request), request.body)),
    );
    app.delete('/api/v1/admin/lti/platforms/:id', { ...admin, schema: { tags: ['lti'], params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
      await service.removePlatform(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    });
    app.post(
      '/api/v1/admin/lti/registration-links',
      { ...admin, schema: { tags: ['lti'], body: z.object({ universityId: z.uuid() }), response: { 201: z.object({ url: z.string(), expiresAt: z.string() }) } } },
      async (request, reply) => reply.status(201).send(await service.registrationLink(principalOf(request), request.body.universityId, baseUrlOf(request, publicUrl))),
    );
    app.post('/api/v1/admin/lti/keys/rotate', { ...admin, schema: { tags: ['lti'], response: { 200: z.object({ kid: z.string() }) } } }, async (request) =>
      service.rotateKeys(principalOf(request)),
    );
  };
}
