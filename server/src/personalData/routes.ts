import { DELETION_REQUESTERS, personalDataDeletionSchema, studentSummarySchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import type { PersonalDataService } from './service.js';

const deletionView = z.object({
  id: z.string(),
  subjectUserId: z.string().describe('the opaque id of the student whose data was deleted'),
  universityId: z.string().nullable(),
  universityName: z.string().nullable(),
  performedBy: z.string(),
  performedByUsername: z.string().nullable(),
  requestedBy: z.enum(DELETION_REQUESTERS),
  requestedAt: z.string().describe('the date the request arrived (YYYY-MM-DD)'),
  deletedAt: z.string(),
  removed: z.record(z.string(), z.number()).describe('what was removed, counted'),
});
const studentView = studentSummarySchema.extend({
  personalDataDeletedAt: z.string().nullable(),
});

/** Administrators: a university's students, deleting one's personal data at a request, and the record of deletions. */
export function personalDataRoutes(service: PersonalDataService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', guards.requireRole('admin'));
    app.get(
      '/api/v1/admin/universities/:id/students',
      { schema: { tags: ['admin'], params: z.object({ id: z.uuid() }), response: { 200: z.array(studentView) } } },
      async (request) => service.students(principalOf(request), request.params.id),
    );
    app.post(
      '/api/v1/admin/users/:id/personal-data-deletion',
      { schema: { tags: ['admin'], params: z.object({ id: z.uuid() }), body: personalDataDeletionSchema, response: { 201: deletionView } } },
      async (request, reply) => reply.status(201).send(await service.erase(principalOf(request), request.params.id, request.body)),
    );
    app.get(
      '/api/v1/admin/personal-data-deletions',
      { schema: { tags: ['admin'], response: { 200: z.array(deletionView) } } },
      async (request) => service.deletions(principalOf(request)),
    );
  };
}
