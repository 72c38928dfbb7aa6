import { passwordChangeSchema, signinSchema, signupSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import type { AccountService } from './service.js';

const publicUser = z.object({
  _id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentId: z.string().nullable(),
  university: z.string().nullable(),
  universityCode: z.string().nullable(),
  course: z.string().nullable(),
  isAdmin: z.boolean(),
  isProfessor: z.boolean(),
  approval: z.enum(['approved', 'pending', 'refused']).optional().describe("A student's standing where the university requires a lecturer's approval: pending and refused students may sign in but not record"),
});
const session = z.object({ token: z.string(), user: publicUser });

export function accountRoutes(accounts: AccountService, guards: Guards, perMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };

    app.post(
      '/api/v1/user/signup',
      { config: limited, schema: { tags: ['account'], body: signupSchema, response: { 201: session } } },
      async (request, reply) => reply.status(201).send(await accounts.signup(request.body)),
    );

    app.post(
      '/api/v1/user/signin',
      { config: limited, schema: { tags: ['account'], body: signinSchema, response: { 200: session } } },
      async (request) => accounts.signin(request.body, request.ip),
    );

    app.post(
      '/api/v1/user/signout',
      { preHandler: guards.requireRole(), schema: { tags: ['account'], response: { 204: z.null() } } },
      async (request, reply) => {
        await accounts.signout(principalOf(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/user/password',
      { config: limited, preHandler: guards.requireRole(), schema: { tags: ['account'], body: passwordChangeSchema, response: { 200: session } } },
      async (request) => accounts.changePassword(principalOf(request), request.body),
    );

    app.get(
      '/api/v1/user/me',
      { preHandler: guards.requireRole(), schema: { tags: ['account'], response: { 200: z.object({ user: publicUser }) } } },
      async (request) => ({ user: await accounts.me(principalOf(request).userId) }),
    );
  };
}
