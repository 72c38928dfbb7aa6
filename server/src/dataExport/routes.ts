import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import type { DataExportService } from './service.js';

const DESCRIPTION =
  'All of a person\'s data as one zip (PDPA s.30-31): README.txt in the reader\'s language (Accept-Language), account.json, attempts.json ' +
  '(each attempt with its grade as the student may see it, transcript, evaluation and comments), attempts-used.json, notifications.json, ' +
  'consents.json, and recordings/<lab-attempt>/original.* and playback.* (the stored media). Without userId the signed-in user\'s own; ' +
  'an administrator may name any user by userId or username (to answer a request). Streamed; Cache-Control: no-store.';

export function dataExportRoutes(service: DataExportService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/user/data-export',
      {
        preHandler: guards.requireRole(),
        schema: {
          tags: ['privacy'],
          description: DESCRIPTION,
          querystring: z.object({ userId: z.string().uuid().optional(), username: z.string().min(1).max(100).optional() }),
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const language = requestLanguage(request, 'en');
        const { username, userId } = request.query;
        const { fileName, body } = username ? await service.archiveOf(principal, username, language) : await service.archive(principal, userId ?? principal.userId, language);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
