import { modelDownloadSchema, speechModelsSchema, startModelDownloadSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../../auth/guards.js';
import type { ModelDownloadService } from './downloadService.js';

/** Speech models from the admin page: the sizes, a download with its progress, switching off. Administrators only; every change is logged. */
export function modelRoutes(models: ModelDownloadService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { preHandler: guards.requireRole('admin') };

    app.get('/api/v1/admin/speech/models', { ...admin, schema: { tags: ['admin'], response: { 200: speechModelsSchema } } }, async (request) => models.status(principalOf(request)));

    app.post(
      '/api/v1/admin/speech/models/download',
      { ...admin, schema: { tags: ['admin'], body: startModelDownloadSchema, response: { 202: z.object({ download: modelDownloadSchema }) } } },
      async (request, reply) => {
        const principal = principalOf(request);
        request.log.info({ admin: principal.username, adminId: principal.userId, action: 'speech.model.download', model: request.body.name }, 'administrator asked for a speech model');
        return reply.status(202).send({ download: await models.start(principal, request.body.name) });
      },
    );

    app.delete('/api/v1/admin/speech/models/current', { ...admin, schema: { tags: ['admin'], response: { 204: z.null() } } }, async (request, reply) => {
      await models.disable(principalOf(request));
      return reply.status(204).send(null);
    });
  };
}
