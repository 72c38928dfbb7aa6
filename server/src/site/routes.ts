import fastifyStatic from '@fastify/static';
import { demoRequestSchema, LANGUAGES, siteConfigSchema, toLanguage, type SiteConfig } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../auth/guards.js';
import { clientAddress } from '../http/clientAddress.js';
import { requestLanguage } from '../http/language.js';
import type { DemoRequestService } from './demoRequestService.js';
import { LIBRARY_MEDIA_DIR, LIBRARY_MEDIA_URL } from './libraryContent.js';
import type { LibraryService } from './libraryService.js';

const summary = z.object({
  id: z.number(),
  date: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  readingMinutes: z.number(),
});
const demoRequestView = z.object({
  id: z.string(),
  name: z.string(),
  institution: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  students: z.number(),
  language: z.enum(LANGUAGES),
  message: z.string().optional(),
  createdAt: z.string(),
  handled: z.boolean(),
});
const langQuery = z.object({ lang: z.string().optional() });

interface SiteDeps {
  config: SiteConfig;
  library: LibraryService;
  demoRequests: DemoRequestService;
  guards: Guards;
  perMinute: number;
}

/** The public site's API: its configuration, the library, demo requests (and their admin list). */
export function siteRoutes({ config, library, demoRequests, guards, perMinute }: SiteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyStatic, { root: LIBRARY_MEDIA_DIR, prefix: LIBRARY_MEDIA_URL, decorateReply: false, maxAge: '1d' });
    const language = (request: Parameters<typeof requestLanguage>[0], lang?: string) => toLanguage(lang) ?? requestLanguage(request, 'th');

    app.get('/api/v1/site', { schema: { tags: ['site'], response: { 200: siteConfigSchema } } }, async () => config);

    app.get(
      '/api/v1/library',
      { schema: { tags: ['site'], querystring: langQuery, response: { 200: z.object({ articles: z.array(summary) }) } } },
      async (request) => ({ articles: await library.list(language(request, request.query.lang)) }),
    );

    app.get(
      '/api/v1/library/:id',
      {
        schema: {
          tags: ['site'],
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: langQuery,
          response: { 200: summary.extend({ html: z.string() }) },
        },
      },
      async (request) => library.get(request.params.id, language(request, request.query.lang)),
    );

    app.post(
      '/api/v1/demo-requests',
      {
        config: { rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: clientAddress } },
        schema: { tags: ['site'], body: demoRequestSchema, response: { 201: z.object({ id: z.string() }) } },
      },
      async (request, reply) => {
        const stored = await demoRequests.submit(request.body, clientAddress(request));
        return reply.status(201).send({ id: stored.id });
      },
    );

    app.get(
      '/api/v1/admin/demo-requests',
      { preHandler: guards.requireRole('admin'), schema: { tags: ['admin'], response: { 200: z.object({ requests: z.array(demoRequestView) }) } } },
      async () => ({ requests: await demoRequests.list() }),
    );

    app.patch(
      '/api/v1/admin/demo-requests/:id',
      {
        preHandler: guards.requireRole('admin'),
        schema: { tags: ['admin'], params: z.object({ id: z.uuid() }), body: z.object({ handled: z.boolean() }), response: { 200: demoRequestView } },
      },
      async (request) => demoRequests.setHandled(request.params.id, request.body.handled),
    );
  };
}
