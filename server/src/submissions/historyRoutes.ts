import { labSubmissionSchema, toSubject } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { badRequest } from '../http/errors.js';
import type { SubmissionService } from './service.js';

export const labHistorySchema = z.object({ labSubmissions: z.array(labSubmissionSchema) });
export const labNumberParam = z.coerce.number().int().positive();

/** The signed-in student's own lab history. */
export function historyRoutes(service: SubmissionService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/student/:subject/:labNumber/history',
      {
        preHandler: guards.requireStudent(),
        schema: { tags: ['student'], params: z.object({ subject: z.string().max(40), labNumber: labNumberParam }), response: { 200: labHistorySchema } },
      },
      async (request) => {
        const subject = toSubject(request.params.subject);
        if (!subject) throw badRequest('submission.subject');
        return { labSubmissions: await service.ownLabHistory(principalOf(request), subject, request.params.labNumber) };
      },
    );
  };
}
