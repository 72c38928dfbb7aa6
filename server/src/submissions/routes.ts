import { PassThrough } from 'node:stream';
import { isFinalStatus, submissionViewSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { ApiError } from '../http/errors.js';
import type { SubmissionService } from './service.js';

export const HEARTBEAT_MS = 15_000;

const idParams = z.object({ id: z.uuid() });
const finaliseBody = z.object({
  uploadId: z.string().min(1).max(64),
  subject: z.string().max(40).optional(),
  labNumber: z.union([z.number(), z.string().max(6)]).optional(),
  language: z.string().max(10).optional(),
  /** The student confirmed answering again while an earlier answer waits for a lecturer. */
  confirmWhileWaiting: z.boolean().optional(),
});
const signedLink = z.object({ url: z.string(), expiresAt: z.string() });

/** The submission resource: create from an upload, read, follow live, get its media link. */
export function submissionRoutes(service: SubmissionService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const openStreams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const close of openStreams) close();
    });

    app.post(
      '/api/v1/submissions',
      {
        preHandler: guards.requireStudent(),
        schema: { tags: ['submission'], body: finaliseBody, response: { 201: z.object({ submission: submissionViewSchema }) } },
      },
      async (request, reply) => reply.status(201).send({ submission: await service.finalise(principalOf(request), request.body) }),
    );

    app.get(
      '/api/v1/submissions/:id',
      { preHandler: guards.requireRole(), schema: { tags: ['submission'], params: idParams, response: { 200: submissionViewSchema } } },
      async (request) => service.viewFor(principalOf(request), request.params.id),
    );

    app.post(
      '/api/v1/submissions/:id/stream-ticket',
      { preHandler: guards.requireRole(), schema: { tags: ['submission'], params: idParams, response: { 200: signedLink } } },
      async (request) => service.streamTicket(principalOf(request), request.params.id),
    );

    app.get(
      '/api/v1/submissions/:id/media',
      {
        preHandler: guards.requireRole(),
        schema: {
          tags: ['submission'],
          params: idParams,
          response: { 200: signedLink.extend({ fileType: z.enum(['audio', 'video']), mimeType: z.string(), variant: z.enum(['original', 'playback']) }) },
        },
      },
      async (request) => service.mediaLink(principalOf(request), request.params.id),
    );

    // Server-sent events: `event: submission` with the view whenever it changes, until it is final
    // (an attempt waiting for a professor stays open until reviewed or released).
    app.get(
      '/api/v1/submissions/:id/events',
      { schema: { tags: ['submission'], params: idParams, querystring: z.object({ ticket: z.string().max(200) }) } },
      async (request, reply) => {
        const { id } = request.params;
        if (!service.verifyStreamTicket(id, request.query.ticket)) throw new ApiError(403, 'submission.linkInvalid');
        const audience = await service.ticketAudience(id, request.query.ticket);

        const stream = new PassThrough();
        const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
        const stopWatching = service.watch(id, audience, (view) => {
          stream.write(`event: submission\ndata: ${JSON.stringify(view)}\n\n`);
          // An attempt waiting for a person (review, release) keeps its stream: the result comes live.
          if (isFinalStatus(view.status) && view.status !== 'needs_review') close();
        });
        function close() {
          clearInterval(heartbeat);
          stopWatching();
          openStreams.delete(close);
          stream.end();
        }
        openStreams.add(close);
        request.raw.once('close', close);
        stream.write('retry: 3000\n\n');
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream);
      },
    );
  };
}
