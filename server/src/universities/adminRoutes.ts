import { assignProfessorSchema, createUniversitySchema, formatMessage } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import { toView, type UniversityService } from './service.js';

const universityView = z.object({
  _id: z.string(),
  universityName: z.string(),
  course: z.string(),
  registerCode: z.string(),
  numberOfStudents: z.number(),
  registeredStudents: z.number(),
  professors: z.array(z.string()),
  createdAt: z.string(),
});

export function adminRoutes(service: UniversityService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', guards.requireRole('admin'));

    app.get(
      '/api/v1/admin/universities',
      { schema: { tags: ['admin'], response: { 200: z.array(universityView) } } },
      async () => service.list(),
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
        const university = await service.create(request.body);
        const message = formatMessage('admin.created', requestLanguage(request), { code: university.registerCode });
        return reply.status(201).send({ registerCode: university.registerCode, message, university: toView(university) });
      },
    );

    app.post(
      '/api/v1/admin/assign-professor',
      { schema: { tags: ['admin'], body: assignProfessorSchema, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => {
        await service.assignProfessor(request.body);
        return { message: formatMessage('admin.assigned', requestLanguage(request)) };
      },
    );
  };
}
