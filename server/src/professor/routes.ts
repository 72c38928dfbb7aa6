import {
  dangerAnswerSchema,
  dangerInputSchema,
  dashboardSchema,
  giveBackSchema,
  professorUniversitySchema,
  queueSchema,
  reviewAnswerSchema,
  reviewFormSchema,
  reviewInputSchema,
  SUBJECTS,
  toLanguage,
} from '@nurselab/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import { largeJsonAnswer } from '../http/largeJson.js';
import type { ReviewService } from './review.js';
import { CSV_FORMATS } from './scoresCsv.js';
import type { ExportRequest, ProfessorService } from './service.js';
import { professorStudentRoutes } from './studentRoutes.js';
import { professorCourseRoutes } from './courseRoutes.js';

const scope = z.object({ universityId: z.uuid().optional(), lang: z.string().max(10).optional() });
const exportQuery = scope.extend({
  subject: z.enum(SUBJECTS).optional(),
  labNumber: z.coerce.number().int().positive().optional(),
  format: z
    .enum(CSV_FORMATS)
    .optional()
    .describe(
      "sheet (default): for people: headers and words in the request's language (Accept-Language or lang), times as YYYY-MM-DD HH:mm in the university's time zone (named in the time headers), and a last row of totals (scores and item points averaged, attempts and yes answers counted). keys: for tools: the English column keys (Student ID, Lab 1 Best Score, ...), English words, ISO 8601 UTC times, no totals row",
    ),
});
const EXPORT_DESCRIPTION = 'text/csv; charset=utf-8 (UTF-8 with BOM, CRLF). ?format=keys gives the stable English-key export for tools; the default is the spreadsheet for people';
const idParams = z.object({ submissionId: z.uuid() });

export interface ProfessorRouteDeps {
  service: ProfessorService;
  reviews: ReviewService;
}

/** The professor API (SPEC.md section 7 and issue 9): every route scoped to the professor's university. */
export function professorRoutes(deps: ProfessorRouteDeps, guards: Guards): FastifyPluginAsyncZod {
  const { service, reviews } = deps;
  return async (app) => {
    app.addHook('preHandler', guards.requireRole('professor', 'admin'));

    const languageOf = (request: FastifyRequest, lang?: string) => toLanguage(lang) ?? requestLanguage(request, 'th');

    app.get(
      '/api/v1/professor/university',
      {
        schema: {
          tags: ['professor'],
          querystring: z.object({ universityId: z.uuid().optional() }),
          response: {
            200: professorUniversitySchema,
          },
        },
      },
      async (request) => service.university(principalOf(request), request.query.universityId),
    );

    // SPEC.md: /professor/labs for the university's own course, /professor/{course}/labs for the others.
    for (const subject of [undefined, ...SUBJECTS]) {
      app.get(
        subject ? `/api/v1/professor/${subject}/labs` : '/api/v1/professor/labs',
        { ...largeJsonAnswer, schema: { tags: ['professor'], querystring: scope, response: { 200: dashboardSchema } } },
        async (request) => service.dashboard(principalOf(request), request.query.universityId, subject, languageOf(request, request.query.lang)),
      );
    }

    app.get(
      '/api/v1/professor/review-queue',
      { schema: { tags: ['professor'], querystring: scope, response: { 200: queueSchema } } },
      async (request) => reviews.queue(principalOf(request), request.query.universityId),
    );

    app.get(
      '/api/v1/professor/submissions/:submissionId/review',
      { schema: { tags: ['professor'], params: idParams, response: { 200: reviewFormSchema } } },
      async (request) => reviews.form(principalOf(request), request.params.submissionId),
    );

    app.post(
      '/api/v1/professor/submissions/:submissionId/review',
      {
        schema: {
          tags: ['professor'],
          params: idParams,
          body: reviewInputSchema,
          response: { 200: reviewAnswerSchema },
        },
      },
      async (request) => reviews.review(principalOf(request), request.params.submissionId, request.body),
    );

    app.post(
      '/api/v1/professor/submissions/:submissionId/danger',
      {
        schema: {
          tags: ['professor'],
          params: idParams,
          body: dangerInputSchema,
          response: { 200: dangerAnswerSchema },
        },
      },
      async (request) => reviews.danger(principalOf(request), request.params.submissionId, request.body.verdict),
    );

    app.post(
      '/api/v1/professor/submissions/:submissionId/release',
      { schema: { tags: ['professor'], params: idParams, response: { 200: z.object({ released: z.number() }) } } },
      async (request) => reviews.releaseOne(principalOf(request), request.params.submissionId),
    );

    // Issue 20: a lecturer gives an attempt back (idempotent; who and when are kept).
    app.post(
      '/api/v1/professor/submissions/:submissionId/give-back',
      { schema: { tags: ['professor'], params: idParams, response: { 200: giveBackSchema } } },
      async (request) => reviews.giveBack(principalOf(request), request.params.submissionId),
    );

    app.post(
      '/api/v1/professor/labs/:subject/:labNumber/release',
      {
        schema: {
          tags: ['professor'],
          params: z.object({ subject: z.enum(SUBJECTS), labNumber: z.coerce.number().int().positive() }),
          querystring: scope,
          response: { 200: z.object({ released: z.number() }) },
        },
      },
      async (request) => reviews.releaseLab(principalOf(request), request.query.universityId, request.params.subject, request.params.labNumber),
    );

    const exportOf = (request: FastifyRequest, query: z.infer<typeof exportQuery>, subject = query.subject): ExportRequest => ({
      universityId: query.universityId,
      subject,
      labNumber: query.labNumber,
      // English without a language asked for (as every API message), the lecturer's with one.
      csv: { format: query.format ?? 'sheet', language: toLanguage(query.lang) ?? requestLanguage(request, 'en') },
    });
    const sendCsv = (reply: import('fastify').FastifyReply, fileName: string, csv: string) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);

    // SPEC.md: the dashboards download student_scores.csv; the OB dashboard from its own path.
    for (const [path, fixed] of [
      ['/api/v1/professor/download-scores', undefined],
      ['/api/v1/ob/download-scores', 'ob'],
    ] as const) {
      app.get(path, { schema: { tags: ['professor'], querystring: exportQuery, description: EXPORT_DESCRIPTION } }, async (request, reply) =>
        sendCsv(reply, 'student_scores.csv', await service.studentScores(principalOf(request), exportOf(request, request.query, fixed ?? request.query.subject))),
      );
    }

    app.get('/api/v1/professor/download-attempts', { schema: { tags: ['professor'], querystring: exportQuery, description: EXPORT_DESCRIPTION } }, async (request, reply) =>
      sendCsv(reply, 'student_attempts.csv', await service.attemptScores(principalOf(request), exportOf(request, request.query))),
    );

    await app.register(professorStudentRoutes(service));
    await app.register(professorCourseRoutes(service));
  };
}
