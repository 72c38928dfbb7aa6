import { resolveStudentIdSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import type { StudentIdConflictService } from './service.js';

const person = z.object({ _id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() });
const conflictView = z.object({
  user: person.extend({ studentId: z.string().nullable() }),
  studentId: z.string().describe('the student ID the account had before the migration (another account of the university kept it)'),
  university: z.object({ _id: z.string(), universityName: z.string() }),
  holder: person.nullable().describe('the account that has this student ID now, if any'),
  recordedAt: z.string(),
});

export function studentIdConflictRoutes(service: StudentIdConflictService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/admin/student-id-conflicts',
      { preHandler: guards.requireRole('admin'), schema: { tags: ['admin'], response: { 200: z.object({ conflicts: z.array(conflictView) }) } } },
      async (request) => service.list(principalOf(request)),
    );
    app.put(
      '/api/v1/admin/student-id-conflicts/:userId',
      {
        preHandler: guards.requireRole('admin'),
        schema: {
          tags: ['admin'],
          description: 'Settles a conflict: the account gets this student ID (409 signup.studentIdTaken when another student of the university has it)',
          params: z.object({ userId: z.uuid() }),
          body: resolveStudentIdSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.resolve(principalOf(request), request.params.userId, request.body.studentId);
        return reply.status(204).send(null);
      },
    );
  };
}
