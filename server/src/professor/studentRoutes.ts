import { SUBJECTS, toLanguage, type Subject } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../auth/guards.js';
import { principalOf } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import { requestLanguage } from '../http/language.js';
import { currentLabId } from '../submissions/history.js';
import { labNumberParam } from '../submissions/historyRoutes.js';
import type { UrlSigner } from '../submissions/signing.js';
import { professorAttempts } from './attempts.js';
import { professorAttemptSchema, studentLabsSchema } from './schemas.js';
import type { ProfessorService } from './service.js';

const attemptsSchema = z.object({ labSubmissions: z.array(professorAttemptSchema) });

/** One student's labs and attempts, for the professors of their university (and admins). */
export function professorStudentRoutes(service: ProfessorService, catalogue: CatalogueService, signer: UrlSigner): FastifyPluginAsyncZod {
  return async (app) => {
    const staffHistory = async (principal: Principal, userId: string, subject: Subject | undefined, labNumber: number) => {
      const student = await service.student(principal, userId);
      const course = subject ?? student.course;
      const labId = await currentLabId(catalogue, course, labNumber, student.universityId);
      const rows = await service.repository.labAttemptsOf(student.userId, labId);
      return { labSubmissions: await professorAttempts(service.repository.professor, catalogue, signer, rows, { subject: course, labNumber }, principal.userId) };
    };

    // SPEC.md: the student's labs, sorted by lab number, with the student card.
    for (const subject of [undefined, ...SUBJECTS]) {
      app.get(
        subject ? `/api/v1/professor/student/:userId/${subject}/labs` : '/api/v1/professor/student/:userId/labs',
        { schema: { tags: ['professor'], params: z.object({ userId: z.uuid() }), querystring: z.object({ lang: z.string().max(10).optional() }), response: { 200: studentLabsSchema } } },
        async (request) => {
          const student = await service.student(principalOf(request), request.params.userId);
          const language = toLanguage(request.query.lang) ?? requestLanguage(request, 'th');
          const labs = await catalogue.studentLabs(student, subject ?? student.course, language, 'staff');
          return {
            labs: labs.sort((a, b) => a.labNumber - b.labNumber),
            student: { _id: student.userId, firstName: student.firstName, lastName: student.lastName, studentId: student.studentId, university: student.university },
          };
        },
      );
    }

    // SPEC.md's generic path: the lab of the student's own course.
    app.get(
      '/api/v1/professor/student/:userId/lab/:labNumber',
      { schema: { tags: ['professor'], params: z.object({ userId: z.uuid(), labNumber: labNumberParam }), response: { 200: attemptsSchema } } },
      async (request) => staffHistory(principalOf(request), request.params.userId, undefined, request.params.labNumber),
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
      async (request) => staffHistory(principalOf(request), request.params.userId, request.params.subject, request.params.labNumber),
    );
  };
}
