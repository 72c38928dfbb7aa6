import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.js';

/** One registry per app: request latency, queue depth and age, job durations and failures, uploads in progress. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'nurselab_http_request_duration_seconds',
    help: 'HTTP request latency by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'nurselab_job_duration_seconds',
    help: 'Duration of jobs run by this process',
    labelNames: ['job', 'outcome'],
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 900],
    registers: [registry],
  });
  const jobFailures = new Counter({ name: 'nurselab_job_failures_total', help: 'Jobs that failed in this process', labelNames: ['job'], registers: [registry] });
  return { registry, requestSeconds, jobSeconds, jobFailures };
}
export type Metrics = ReturnType<typeof createMetrics>;

export interface MetricsAccess {
  /** The bearer token /metrics on the main listener asks for; without one it is not served there. */
  token?: string;
}

/**
 * Serves GET /metrics (Prometheus text format) on the main listener only to a caller with the
 * METRICS_TOKEN; the queue and upload gauges are read from the database at scrape time.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, database: Database, access: MetricsAccess = {}): void {
  const { registry, requestSeconds } = metrics;
  new Gauge({
    name: 'nurselab_queue_jobs',
    help: 'Jobs waiting or running, by queue and state',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await database.executeSql(
        "select name, state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') group by name, state",
      ).catch(() => ({ rows: [] }));
      for (const row of rows as { name: string; state: string; n: number }[]) this.set({ job: row.name, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'nurselab_queue_oldest_waiting_seconds',
    help: 'Age of the oldest job waiting to start, by queue',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await database.executeSql(
        "select name, extract(epoch from now() - min(created_on))::float8 as age from pgboss.job where state in ('created', 'retry') group by name",
      ).catch(() => ({ rows: [] }));
      for (const row of rows as { name: string; age: number }[]) this.set({ job: row.name }, Number(row.age));
    },
  });
  new Gauge({
    name: 'nurselab_uploads_in_progress',
    help: 'Unfinished uploads (all users)',
    registers: [registry],
    async collect() {
      const { rows } = await database.executeSql('select count(*)::int as n from uploads_in_progress').catch(() => ({ rows: [{ n: 0 }] }));
      this.set((rows[0] as { n: number }).n);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requestSeconds.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!access.token) return reply.callNotFound();
    if (!sameSecret(request.headers.authorization ?? '', `Bearer ${access.token}`)) {
      return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('metrics need the METRICS_TOKEN bearer token\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** /metrics alone on its own (private) port, METRICS_PORT; with a METRICS_TOKEN it asks for it there too. */
export async function listenMetrics(metrics: Metrics, port: number, host: string, access: MetricsAccess = {}): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://x').pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (access.token && !sameSecret(request.headers.authorization ?? '', `Bearer ${access.token}`)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('metrics need the METRICS_TOKEN bearer token\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()));
  return server;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
