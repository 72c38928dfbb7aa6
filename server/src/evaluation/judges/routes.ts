import { evaluatorBenchSchema, judgeSettingsSchema, LANGUAGES, setJudgesSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../../auth/guards.js';
import type { JudgeSettingsService } from './service.js';

/** The judges per language from the admin page, and the newest evaluator bench run. Administrators only; every change is logged. */
export function judgeRoutes(service: JudgeSettingsService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { preHandler: guards.requireRole('admin') };

    app.get('/api/v1/admin/judges', { ...admin, schema: { tags: ['admin'], response: { 200: judgeSettingsSchema } } }, async (request) => service.settings(principalOf(request)));

    app.put(
      '/api/v1/admin/judges/:language',
      { ...admin, schema: { tags: ['admin'], params: z.object({ language: z.enum(LANGUAGES) }), body: setJudgesSchema, response: { 200: judgeSettingsSchema } } },
      async (request) => {
        const principal = principalOf(request);
        const { language } = request.params;
        const { judges } = request.body;
        const settings = await service.set(principal, language, judges);
        request.log.info(
          { admin: principal.username, adminId: principal.userId, action: 'evaluation.judges.set', language, judges: judges ?? 'default', now: settings.languages.find((l) => l.language === language)?.judges },
          'administrator set the judges of a language',
        );
        return settings;
      },
    );

    app.get('/api/v1/admin/judges/bench', { ...admin, schema: { tags: ['admin'], response: { 200: evaluatorBenchSchema } } }, async (request) => service.bench(principalOf(request)));
  };
}
