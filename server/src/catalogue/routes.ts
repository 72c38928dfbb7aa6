import fastifyStatic from '@fastify/static';
import { studentLabRowSchema, SUBJECTS, toLanguage, type Subject } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import { MEDIA_DIR } from './contentFiles.js';
import { MEDIA_URL_PREFIX, toPublicLab, type CatalogueService } from './service.js';

export const publicLab = z.object({
  _id: z.string(),
  subject: z.string(),
  labNumber: z.number(),
  version: z.number(),
  group: z.string().nullable(),
  language: z.string(),
  languages: z.array(z.string()),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  questions: z.array(z.object({ number: z.number(), text: z.string(), points: z.number() })),
  medium: z.object({ kind: z.enum(['video', 'image']), url: z.string(), posterUrl: z.string().optional() }),
  /** The lab's due date in the reader's course (issue 22). */
  due: z.object({ at: z.string(), timeZone: z.string() }).nullable().optional(),
  archived: z.boolean().optional().describe('archived by its lecturers: no new answers'),
});

const studentLabs = z.object({ subject: z.string(), labs: z.array(studentLabRowSchema) });
const langQuery = z.object({ lang: z.string().optional() });

export function catalogueRoutes(catalogue: CatalogueService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // Scenario illustrations and videos are teaching material, not personal data.
    await app.register(fastifyStatic, { root: MEDIA_DIR, prefix: MEDIA_URL_PREFIX, decorateReply: false, maxAge: '1d' });

    const contentLanguage = (request: Parameters<typeof requestLanguage>[0], lang?: string) => toLanguage(lang) ?? requestLanguage(request, 'th');

    const listFor = (subject: Subject) => async (request: import('fastify').FastifyRequest) => {
      const { lang } = request.query as { lang?: string };
      return { subject, labs: await catalogue.ownLabs(principalOf(request), subject, contentLanguage(request, lang)) };
    };
    const listSchema = { tags: ['student'], querystring: langQuery, response: { 200: studentLabs } };

    app.get('/api/v1/student/labs', { preHandler: guards.requireStudent(), schema: listSchema }, listFor('maternalchild'));
    for (const subject of SUBJECTS.filter((s) => s !== 'maternalchild')) {
      app.get(`/api/v1/student/${subject}/labs`, { preHandler: guards.requireStudent(), schema: listSchema }, listFor(subject));
    }

    app.get(
      '/api/v1/student/lab/:labId',
      {
        preHandler: guards.requireRole(),
        schema: { tags: ['student'], params: z.object({ labId: z.uuid() }), querystring: langQuery, response: { 200: z.object({ lab: publicLab }) } },
      },
      async (request) => ({ lab: await catalogue.openLab(principalOf(request), { labId: request.params.labId }, contentLanguage(request, request.query.lang)) }),
    );

    // The CSSD trial is shown to visitors (SPEC.md /cssd): scenario and cover, never the questions.
    app.get(
      '/api/v1/trial/labs',
      { schema: { tags: ['catalogue'], querystring: langQuery, response: { 200: z.object({ labs: z.array(publicLab.omit({ questions: true })) }) } } },
      async (request) => {
        const language = contentLanguage(request, request.query.lang);
        const labs = await catalogue.currentLabs('trial-cssd', { universityId: null });
        return {
          labs: labs
            .map((current) => {
              const { questions: _questions, ...lab } = toPublicLab(current, language);
              return lab;
            })
            .sort((a, b) => a.labNumber - b.labNumber),
        };
      },
    );

    app.get(
      '/api/v1/labs/:subject/:labNumber',
      {
        preHandler: guards.requireRole(),
        schema: {
          tags: ['catalogue'],
          params: z.object({ subject: z.enum(SUBJECTS), labNumber: z.coerce.number().int().positive() }),
          querystring: langQuery,
          response: { 200: publicLab },
        },
      },
      async (request) => catalogue.openLab(principalOf(request), request.params, contentLanguage(request, request.query.lang)),
    );
  };
}
