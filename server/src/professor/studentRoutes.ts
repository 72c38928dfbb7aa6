import { SUBJECTS, type Subject } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../auth/guards.js';
import { principalOf } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import { currentLabId, labHistory } from '../submissions/history.js';
import { labHistorySchema, labNumberParam } from '../submissions/historyRoutes.js';
import type { UrlSigner } from '../submissions/signing.js';
import type { ProfessorService } from './service.js';

/** One student's labs and attempts, for the professors of their university (and admins). */
export function professorStudentRoutes(service: ProfessorService, catalogue: CatalogueService, signer: UrlSigner): FastifyPluginAsyncZod {
  return async (app) => {
    const staffHistory = async (principal: Principal, userId: string, subject: Subject | undefined, number: number) => {
      const student = await service.student(principal, userId);
      const labId = await currentLabId(catalogue, subject ?? student.course, number);
      return { labSubmissions: await labHistory(service.repository, signer, student.userId, labId) };
    };

    // SPEC.md's generic path: the lab of the student's own course.
    app.get(
      '/api/v1/professor/student/:userId/lab/:labNumber',
      { schema: { tags: ['professor'], params: z.object({ userId: z.uuid(), labNumber: labNumberParam }), response: { 200: labHistorySchema } } },
      async (request) => staffHistory(principalOf(request), request.params.userId, undefined, request.params.labNumber),
    );

    // SPEC.md's per-course paths (315, surgical, medical, ob).
    app.get(
      '/api/v1/professor/student/:userId/lab/:subject/:labNumber',
      {
        schema: {
          tags: ['professor'],
          params: z.object({ userId: z.uuid(), subject: z.enum(SUBJECTS), labNumber: labNumberParam }),
          response: { 200: labHistorySchema },
        },
      },
      async (request) => staffHistory(principalOf(request), request.params.userId, request.params.subject, request.params.labNumber),
    );
  };
}
