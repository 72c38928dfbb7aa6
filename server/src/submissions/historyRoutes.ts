import { labSubmissionSchema, SUBJECTS, toSubject, type Subject } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { assertMaySeeSubject, type CatalogueService } from '../catalogue/service.js';
import type { Db } from '../db/client.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { labHistory, studentForStaff } from './history.js';
import type { UrlSigner } from './signing.js';

const history = z.object({ labSubmissions: z.array(labSubmissionSchema) });
const labNumber = z.coerce.number().int().positive();

/** Lab histories: the signed-in student's own, and any student's for their professors. */
export function historyRoutes(db: Db, catalogue: CatalogueService, signer: UrlSigner, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const labIdOf = async (subject: Subject, number: number) => {
      try {
        return (await catalogue.currentLab({ subject, labNumber: number })).lab.id;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) throw notFound('submission.labNotFound');
        throw error;
      }
    };

    app.get(
      '/api/v1/student/:subject/:labNumber/history',
      {
        preHandler: guards.requireRole('student'),
        schema: { tags: ['student'], params: z.object({ subject: z.string().max(40), labNumber }), response: { 200: history } },
      },
      async (request) => {
        const principal = principalOf(request);
        const subject = toSubject(request.params.subject);
        if (!subject) throw badRequest('submission.subject');
        assertMaySeeSubject(principal, subject);
        return { labSubmissions: await labHistory(db, signer, principal.userId, await labIdOf(subject, request.params.labNumber)) };
      },
    );

    const staff = guards.requireRole('professor', 'admin');
    const staffHistory = async (principal: Parameters<typeof studentForStaff>[1], userId: string, subject: Subject | undefined, number: number) => {
      const student = await studentForStaff(db, principal, userId);
      return { labSubmissions: await labHistory(db, signer, student.userId, await labIdOf(subject ?? student.course, number)) };
    };

    // SPEC.md's generic path: the lab of the student's own course.
    app.get(
      '/api/v1/professor/student/:userId/lab/:labNumber',
      { preHandler: staff, schema: { tags: ['professor'], params: z.object({ userId: z.uuid(), labNumber }), response: { 200: history } } },
      async (request) => staffHistory(principalOf(request), request.params.userId, undefined, request.params.labNumber),
    );

    // SPEC.md's per-course paths (315, surgical, medical, ob).
    app.get(
      '/api/v1/professor/student/:userId/lab/:subject/:labNumber',
      {
        preHandler: staff,
        schema: { tags: ['professor'], params: z.object({ userId: z.uuid(), subject: z.enum(SUBJECTS), labNumber }), response: { 200: history } },
      },
      async (request) => staffHistory(principalOf(request), request.params.userId, request.params.subject, request.params.labNumber),
    );
  };
}
