import { toLanguage } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { requestLanguage } from '../http/language.js';
import { agreementCsv } from './csv.js';
import { agreementReportSchema } from './schemas.js';
import type { AgreementService } from './service.js';

const query = z.object({
  universityId: z.uuid().optional().describe('administrators: one university (default every university); professors: only their own'),
  lang: z.string().max(10).optional(),
});

/**
 * Agreement, measured live (issue 20, item 5): how far automatic grades agree with lecturers'
 * grades of the same answers. Professors see their university; administrators every university
 * or the one named. JSON and CSV (English headings, like student_scores.csv).
 */
export function agreementRoutes(service: AgreementService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [prefix, roles, tag] of [
      ['/api/v1/professor/agreement', ['professor', 'admin'], 'professor'],
      ['/api/v1/admin/agreement', ['admin'], 'admin'],
    ] as const) {
      const preHandler = guards.requireRole(...roles);
      app.get(prefix, { preHandler, schema: { tags: [tag], querystring: query, response: { 200: agreementReportSchema } } }, async (request) =>
        service.report(principalOf(request), toLanguage(request.query.lang) ?? requestLanguage(request, 'th'), request.query.universityId),
      );
      app.get(
        `${prefix}.csv`,
        { preHandler, schema: { tags: [tag], querystring: query, description: 'text/csv; charset=utf-8 (UTF-8 with BOM), attachment agreement.csv; headings in English' } },
        async (request, reply) => {
          const report = await service.report(principalOf(request), toLanguage(request.query.lang) ?? requestLanguage(request, 'th'), request.query.universityId);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="agreement.csv"')
            .header('cache-control', 'no-store')
            .send(agreementCsv(report));
        },
      );
    }
  };
}
