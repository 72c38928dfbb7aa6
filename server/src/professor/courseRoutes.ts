import { SUBJECTS, toLanguage } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import type { ProfessorService } from './service.js';

const labDue = z.object({ at: z.string(), timeZone: z.string() }).nullable();
const course = z.object({ _id: z.string(), universityName: z.string(), course: z.string(), registerCode: z.string() });
const scope = z.object({ universityId: z.uuid().optional(), lang: z.string().max(10).optional() });

/** Issue 22: the courses a lecturer teaches (to switch between), and the due dates of the active one. */
export function professorCourseRoutes(service: ProfessorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/professor/courses',
      { schema: { tags: ['professor'], response: { 200: z.object({ active: z.string().nullable(), courses: z.array(course) }) } } },
      async (request) => {
        const principal = principalOf(request);
        return { active: principal.role === 'professor' ? principal.universityId : null, courses: await service.taughtCourses(principal) };
      },
    );

    app.get(
      '/api/v1/professor/due-dates',
      {
        schema: {
          tags: ['professor'],
          querystring: scope,
          response: {
            200: z.object({
              universityId: z.string(),
              subject: z.string(),
              timeZone: z.string(),
              labs: z.array(z.object({ _id: z.string(), labNumber: z.number(), labName: z.string(), due: labDue })),
            }),
          },
        },
      },
      async (request) => service.dueDates(principalOf(request), request.query.universityId, toLanguage(request.query.lang) ?? requestLanguage(request, 'th')),
    );

    app.put(
      '/api/v1/professor/labs/:subject/:labNumber/due-date',
      {
        schema: {
          tags: ['professor'],
          params: z.object({ subject: z.enum(SUBJECTS), labNumber: z.coerce.number().int().positive() }),
          querystring: scope,
          // An instant with its offset, or "YYYY-MM-DDTHH:mm" in the course's time zone; null clears it.
          body: z.object({ dueAt: z.string().max(40, 'dueDate.invalid').nullable() }),
          response: { 200: z.object({ labNumber: z.number(), due: labDue }) },
        },
      },
      async (request) => service.setDueDate(principalOf(request), request.query.universityId, request.params.subject, request.params.labNumber, request.body.dueAt),
    );
  };
}
