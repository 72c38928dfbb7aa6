import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { scopedUniversityId, type ProfessorService } from './service.js';

const student = z.object({ _id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string(), studentId: z.string().nullable() });

export function professorRoutes(service: ProfessorService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', guards.requireRole('professor', 'admin'));

    app.get(
      '/api/v1/professor/university',
      {
        schema: {
          tags: ['professor'],
          querystring: z.object({ universityId: z.uuid().optional() }),
          response: {
            200: z.object({
              _id: z.string(),
              universityName: z.string(),
              registerCode: z.string(),
              course: z.string(),
              numberOfStudents: z.number(),
              registeredStudents: z.number(),
              students: z.array(student),
            }),
          },
        },
      },
      async (request) => service.university(await scopedUniversityId(principalOf(request), request.query.universityId)),
    );
  };
}
