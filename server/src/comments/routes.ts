import { commentEditSchema, commentInputSchema, commentViewSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import type { CommentService } from './service.js';

const submissionParams = z.object({ submissionId: z.uuid() });
const commentParams = submissionParams.extend({ commentId: z.uuid() });

/** The thread of an attempt: read, comment, reply, edit and delete one's own. */
export function commentRoutes(service: CommentService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/v1/submissions/:submissionId/comments';
    app.get(
      base,
      { preHandler: guards.requireRole(), schema: { tags: ['comments'], params: submissionParams, response: { 200: z.object({ comments: z.array(commentViewSchema) }) } } },
      async (request) => service.list(principalOf(request), request.params.submissionId, requestLanguage(request, 'th')),
    );
    app.post(
      base,
      { preHandler: guards.requireRole(), schema: { tags: ['comments'], params: submissionParams, body: commentInputSchema, response: { 201: commentViewSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(principalOf(request), request.params.submissionId, request.body, requestLanguage(request, 'th'))),
    );
    app.patch(
      `${base}/:commentId`,
      { preHandler: guards.requireRole(), schema: { tags: ['comments'], params: commentParams, body: commentEditSchema, response: { 200: commentViewSchema } } },
      async (request) => service.edit(principalOf(request), request.params.submissionId, request.params.commentId, request.body, requestLanguage(request, 'th')),
    );
    app.delete(
      `${base}/:commentId`,
      { preHandler: guards.requireRole(), schema: { tags: ['comments'], params: commentParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.remove(principalOf(request), request.params.submissionId, request.params.commentId);
        return reply.status(204).send(null);
      },
    );
  };
}
