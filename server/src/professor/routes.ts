import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffUniversity } from '../auth/access.js';
import { principalOf, type Guards } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { UrlSigner } from '../submissions/signing.js';
import type { ProfessorService } from './service.js';
import { professorStudentRoutes } from './studentRoutes.js';

const student = z.object({ _id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string(), studentId: z.string().nullable() });

export function professorRoutes(service: ProfessorService, catalogue: CatalogueService, signer: UrlSigner, guards: Guards): FastifyPluginAsyncZod {
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
              releasePolicy: z.enum(['immediate', 'held']),
              students: z.array(student),
            }),
          },
        },
      },
      async (request) => service.university(staffUniversity(principalOf(request), request.query.universityId)),
    );

    await app.register(professorStudentRoutes(service, catalogue, signer));
  };
}
