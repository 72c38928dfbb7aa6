import { labSubmissionSchema, toSubject } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../auth/access.js';
import { principalOf, type Guards } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import { badRequest } from '../http/errors.js';
import { currentLabId, labHistory } from './history.js';
import type { SubmissionRepository } from './repository.js';
import type { UrlSigner } from './signing.js';

export const labHistorySchema = z.object({ labSubmissions: z.array(labSubmissionSchema) });
export const labNumberParam = z.coerce.number().int().positive();

/** The signed-in student's own lab history. */
export function historyRoutes(repository: SubmissionRepository, catalogue: CatalogueService, signer: UrlSigner, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/student/:subject/:labNumber/history',
      {
        preHandler: guards.requireStudent(),
        schema: { tags: ['student'], params: z.object({ subject: z.string().max(40), labNumber: labNumberParam }), response: { 200: labHistorySchema } },
      },
      async (request) => {
        const principal = principalOf(request);
        const subject = toSubject(request.params.subject);
        if (!subject) throw badRequest('submission.subject');
        requireAccess(principal, 'subject.use', { kind: 'subject', subject });
        const labId = await currentLabId(catalogue, subject, request.params.labNumber, principal.universityId);
        return { labSubmissions: await labHistory(repository, catalogue, signer, principal.userId, labId) };
      },
    );
  };
}
