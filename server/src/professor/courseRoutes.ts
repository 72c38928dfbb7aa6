import { SUBJECTS, toLanguage } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { DueDateService } from '../dueDates/service.js';
import { toLabDue } from '../dueDates/service.js';
import { requestLanguage } from '../http/language.js';
import { currentLabId } from '../submissions/history.js';
import type { ProfessorService } from './service.js';

const labDue = z.object({ at: z.string(), timeZone: z.string() }).nullable();
const course = z.object({ _id: z.string(), universityName: z.string(), course: z.string(), registerCode: z.string() });
const scope = z.object({ universityId: z.uuid().optional(), lang: z.string().max(10).optional() });

/** Issue 22: the courses a lecturer teaches (to switch between), and the due dates of the active one. */
export function professorCourseRoutes(service: ProfessorService, dueDates: DueDateService, catalogue: CatalogueService): FastifyPluginAsyncZod {
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
      async (request) => {
        const target = await service.scope(principalOf(request), request.query.universityId);
        const language = toLanguage(request.query.lang) ?? requestLanguage(request, 'th');
        const [labs, dues, timeZone] = await Promise.all([
          catalogue.currentLabs(target.subject, { universityId: target.universityId }),
          dueDates.repository.ofUniversity(target.universityId),
          dueDates.repository.timeZoneOf(target.universityId),
        ]);
        return {
          universityId: target.universityId,
          subject: target.subject,
          timeZone,
          labs: labs.map(({ lab, content }) => ({ _id: lab.id, labNumber: lab.labNumber, labName: content.title[language], due: toLabDue(dues.get(lab.id), timeZone) })),
        };
      },
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
      async (request) => {
        const principal = principalOf(request);
        const target = await service.scope(principal, request.query.universityId, request.params.subject);
        const labId = await currentLabId(catalogue, target.subject, request.params.labNumber, target.universityId);
        return { labNumber: request.params.labNumber, due: await dueDates.set(principal, target.universityId, labId, request.body.dueAt) };
      },
    );
  };
}
