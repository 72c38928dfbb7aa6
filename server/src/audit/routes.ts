import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { AUDIT_KINDS } from '../db/schema/index.js';
import type { AuditFilter } from './repository.js';
import type { AuditService } from './service.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const filterQuery = z.object({
  universityId: z.uuid().optional(),
  user: z.string().max(100).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  from: day.optional().describe('first day (UTC), YYYY-MM-DD'),
  to: day.optional().describe('last day (UTC), YYYY-MM-DD, included'),
});
const named = z.object({ _id: z.string().nullable(), name: z.string().nullable() });
const auditEvent = z.object({
  _id: z.string(),
  kind: z.enum(AUDIT_KINDS),
  createdAt: z.string(),
  actor: z.object({ _id: z.string().nullable(), username: z.string(), name: z.string().nullable() }).nullable(),
  university: named.nullable(),
  student: z.object({ username: z.string(), name: z.string().nullable() }).nullable(),
  submission: z.object({ _id: z.string(), subject: z.string().nullable(), labNumber: z.number().nullable(), attempt: z.number().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});

function filterOf(query: z.infer<typeof filterQuery>): AuditFilter {
  const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
  return {
    universityId: query.universityId,
    user: query.user || undefined,
    kind: query.kind,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? dayAfter(query.to) : undefined,
  };
}

export function auditRoutes(service: AuditService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/admin/audit',
      {
        preHandler: guards.requireRole('admin'),
        schema: {
          tags: ['admin'],
          description: 'The audit log, newest first, 50 a page: who played which recording (once per signed media link), who changed which grade',
          querystring: filterQuery.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
          response: { 200: z.object({ events: z.array(auditEvent), total: z.number(), page: z.number(), pageSize: z.number() }) },
        },
      },
      async (request) => service.page(principalOf(request), filterOf(request.query), request.query.page),
    );

    app.get(
      '/api/v1/admin/audit.csv',
      { preHandler: guards.requireRole('admin'), schema: { tags: ['admin'], description: 'The filtered audit log as CSV (UTF-8 with BOM, ISO times in UTC)', querystring: filterQuery } },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit_log.csv"')
          .send(await service.csv(principalOf(request), filterOf(request.query))),
    );
  };
}
