import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import type { RetentionLogService } from './logService.js';

const entry = z.object({
  id: z.string(),
  submissionId: z.string(),
  universityId: z.string(),
  what: z.enum(['original', 'copy']).describe('original: the recording as uploaded; copy: the playback copy with the transcript and evidence'),
  storageKeys: z.array(z.string()),
  settingDays: z.number().describe('the university setting the deletion was made under (days after the final grade)'),
  finalAt: z.string().describe('the final grade the days were counted from'),
  deletedAt: z.string(),
});

/** Administrators: what the retention job deleted, newest first. */
export function retentionRoutes(service: RetentionLogService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/admin/retention-deletions',
      { preHandler: guards.requireRole('admin'), schema: { tags: ['admin'], response: { 200: z.array(entry) } } },
      async (request) => service.list(principalOf(request)),
    );
  };
}
