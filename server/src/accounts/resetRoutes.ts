import { passwordResetRequestSchema, passwordResetSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import type { PasswordResetService } from './resets.js';

const issued = z.object({ token: z.string(), expiresAt: z.string() });

export function passwordResetRoutes(resets: PasswordResetService, guards: Guards, perMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };

    app.post(
      '/api/v1/users/:userId/password-reset',
      {
        preHandler: guards.requireRole('professor', 'admin'),
        schema: { tags: ['account'], params: z.object({ userId: z.uuid({ message: 'request.notFound' }) }), response: { 201: issued } },
      },
      async (request, reply) => reply.status(201).send(await resets.issue(principalOf(request), request.params.userId)),
    );

    app.get('/api/v1/user/password-reset', { schema: { tags: ['account'], response: { 200: z.object({ email: z.boolean() }) } } }, async () => ({
      email: resets.emailAvailable,
    }));

    app.post(
      '/api/v1/user/password-reset/request',
      { config: limited, schema: { tags: ['account'], body: passwordResetRequestSchema, response: { 202: z.null() } } },
      async (request, reply) => {
        await resets.request(request.body.username);
        return reply.status(202).send(null);
      },
    );

    app.post(
      '/api/v1/user/password-reset/check',
      { config: limited, schema: { tags: ['account'], body: passwordResetSchema.pick({ token: true }), response: { 204: z.null() } } },
      async (request, reply) => {
        await resets.check(request.body.token);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/user/password-reset',
      { config: limited, schema: { tags: ['account'], body: passwordResetSchema } },
      async (request) => resets.reset(request.body),
    );
  };
}
