import { addProfessorSchema, assignProfessorSchema, createProfessorSchema, createUniversitySchema, formatMessage, updateUniversitySchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import { toView, type UniversityService } from './service.js';

const professorAccount = z.object({ _id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() });
const universityView = z.object({
  _id: z.string(),
  universityName: z.string(),
  course: z.string(),
  registerCode: z.string(),
  numberOfStudents: z.number(),
  registeredStudents: z.number(),
  professors: z.array(z.string()),
  professorAccounts: z.array(professorAccount),
  releasePolicy: z.enum(['immediate', 'held']),
  dangerPolicy: z.enum(['hold', 'fail']),
  auditPercent: z.number(),
  timeZone: z.string().describe('IANA time zone (default Asia/Bangkok): due dates are entered and shown in it, score files write times in it'),
  originalRetentionDays: z.number().nullable().describe('days after the final grade original recordings are deleted (null: kept indefinitely)'),
  copyRetentionDays: z.number().nullable().describe('days after the final grade the playback copy, transcript and evidence are deleted (null: kept indefinitely)'),
  controllerName: z.string().nullable().describe('the data controller named on the privacy page'),
  controllerEmail: z.string().nullable(),
  requiresApproval: z.boolean().describe("New students who register with the code wait for a lecturer's approval before they may record"),
  createdAt: z.string(),
});
const universityParams = z.object({ id: z.uuid() });

export function adminRoutes(service: UniversityService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    // The role check stays at the door too; the service checks again on the university it loads.
    app.addHook('preHandler', guards.requireRole('admin'));

    app.get(
      '/api/v1/admin/universities',
      { schema: { tags: ['admin'], response: { 200: z.array(universityView) } } },
      async (request) => service.list(principalOf(request)),
    );

    app.post(
      '/api/v1/admin/generate-code',
      {
        schema: {
          tags: ['admin'],
          body: createUniversitySchema,
          response: { 201: z.object({ registerCode: z.string(), message: z.string(), university: universityView }) },
        },
      },
      async (request, reply) => {
        const university = await service.create(principalOf(request), request.body);
        const message = formatMessage('admin.created', requestLanguage(request), { code: university.registerCode });
        return reply.status(201).send({ registerCode: university.registerCode, message, university: toView(university) });
      },
    );

    app.post(
      '/api/v1/admin/assign-professor',
      { schema: { tags: ['admin'], body: assignProfessorSchema, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => {
        await service.assignProfessor(principalOf(request), request.body);
        return { message: formatMessage('admin.assigned', requestLanguage(request)) };
      },
    );

    app.get(
      '/api/v1/admin/universities/:id',
      { schema: { tags: ['admin'], params: universityParams, response: { 200: universityView } } },
      async (request) => service.get(principalOf(request), request.params.id),
    );

    app.patch(
      '/api/v1/admin/universities/:id',
      { schema: { tags: ['admin'], params: universityParams, body: updateUniversitySchema, response: { 200: universityView } } },
      async (request) => service.update(principalOf(request), request.params.id, request.body),
    );

    app.post(
      '/api/v1/admin/universities/:id/professors',
      { schema: { tags: ['admin'], params: universityParams, body: addProfessorSchema, response: { 200: universityView } } },
      async (request) => service.addProfessor(principalOf(request), request.params.id, request.body),
    );

    app.delete(
      '/api/v1/admin/universities/:id/professors/:userId',
      { schema: { tags: ['admin'], params: universityParams.extend({ userId: z.uuid() }), response: { 200: universityView } } },
      async (request) => service.removeProfessor(principalOf(request), request.params.id, request.params.userId),
    );

    app.post(
      '/api/v1/admin/professors',
      {
        schema: {
          tags: ['admin'],
          body: createProfessorSchema,
          response: { 201: z.object({ professor: professorAccount, university: universityView, message: z.string() }) },
        },
      },
      async (request, reply) => {
        const created = await service.createProfessor(principalOf(request), request.body);
        return reply.status(201).send({ ...created, message: formatMessage('admin.professorCreated', requestLanguage(request)) });
      },
    );
  };
}
