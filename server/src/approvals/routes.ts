import { studentSummarySchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import type { ApprovalService } from './service.js';


export function approvalRoutes(service: ApprovalService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/professor/pending-students',
      {
        preHandler: guards.requireRole('professor', 'admin'),
        schema: {
          tags: ['professor'],
          description: "New students waiting for a lecturer's approval (universities that require it), oldest first: the lecturer's active course, or the one named",
          querystring: z.object({ universityId: z.uuid().optional() }),
          response: { 200: z.object({ students: z.array(studentSummarySchema) }) },
        },
      },
      async (request) => service.pending(principalOf(request), request.query.universityId),
    );

    for (const [path, decision] of [
      ['approve', 'approved'],
      ['refuse', 'refused'],
    ] as const) {
      app.post(
        `/api/v1/professor/pending-students/:userId/${path}`,
        {
          preHandler: guards.requireRole('professor', 'admin'),
          schema: {
            tags: ['professor'],
            description: `${path === 'approve' ? 'Approves' : 'Refuses (and frees the seat of)'} a pending student; 409 approval.alreadyDecided when another lecturer decided first`,
            params: z.object({ userId: z.uuid() }),
            response: { 200: z.object({ approval: z.enum(['approved', 'refused']) }) },
          },
        },
        async (request) => service.decide(principalOf(request), request.params.userId, decision),
      );
    }
  };
}
