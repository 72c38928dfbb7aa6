import { professorAttemptSchema, studentLabsSchema, SUBJECTS, toLanguage } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import { labNumberParam } from '../submissions/historyRoutes.js';
import type { ProfessorService } from './service.js';

const attemptsSchema = z.object({ labSubmissions: z.array(professorAttemptSchema) });

/** One student's labs and attempts, for the professors of their university (and admins). */
export function professorStudentRoutes(service: ProfessorService): FastifyPluginAsyncZod {
  return async (app) => {
    // SPEC.md: the student's labs, sorted by lab number, with the student card.
    for (const subject of [undefined, ...SUBJECTS]) {
      app.get(
        subject ? `/api/v1/professor/student/:userId/${subject}/labs` : '/api/v1/professor/student/:userId/labs',
        { schema: { tags: ['professor'], params: z.object({ userId: z.uuid() }), querystring: z.object({ lang: z.string().max(10).optional() }), response: { 200: studentLabsSchema } } },
        async (request) => service.studentLabs(principalOf(request), request.params.userId, subject, toLanguage(request.query.lang) ?? requestLanguage(request, 'th')),
      );
    }

    // SPEC.md's generic path: the lab of the student's own course.
    app.get(
      '/api/v1/professor/student/:userId/lab/:labNumber',
      { schema: { tags: ['professor'], params: z.object({ userId: z.uuid(), labNumber: labNumberParam }), response: { 200: attemptsSchema } } },
      async (request) => service.studentAttempts(principalOf(request), request.params.userId, undefined, request.params.labNumber),
    );

    // SPEC.md's per-course paths (315, surgical, medical, ob).
    app.get(
      '/api/v1/professor/student/:userId/lab/:subject/:labNumber',
      {
        schema: {
          tags: ['professor'],
          params: z.object({ userId: z.uuid(), subject: z.enum(SUBJECTS), labNumber: labNumberParam }),
          response: { 200: attemptsSchema },
        },
      },
      async (request) => service.studentAttempts(principalOf(request), request.params.userId, request.params.subject, request.params.labNumber),
    );
  };
}
