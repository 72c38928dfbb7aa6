import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import type { DataControllerService } from './controllerService.js';
import type { ConsentService } from './service.js';

const consentStatus = z.object({ noticeVersion: z.string(), consentedAt: z.string().nullable() });
const dataController = z.object({ universityName: z.string(), name: z.string(), email: z.string().nullable() }).nullable();

export function privacyRoutes(consents: ConsentService, controllers: DataControllerService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/user/data-controller',
      {
        preHandler: guards.requireRole(),
        schema: { tags: ['privacy'], description: "The signed-in user's university as data controller (null: none set)", response: { 200: dataController } },
      },
      async (request) => controllers.forUser(principalOf(request)),
    );
    app.get(
      '/api/v1/user/privacy-consent',
      { preHandler: guards.requireRole(), schema: { tags: ['privacy'], response: { 200: consentStatus } } },
      async (request) => consents.status(principalOf(request)),
    );
    app.post(
      '/api/v1/user/privacy-consent',
      { preHandler: guards.requireRole(), schema: { tags: ['privacy'], body: z.object({ noticeVersion: z.string().min(1).max(40) }), response: { 200: consentStatus } } },
      async (request) => consents.consent(principalOf(request), request.body.noticeVersion),
    );
  };
}
