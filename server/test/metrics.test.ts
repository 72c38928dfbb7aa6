import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/app.js';

const TOKEN = 'metrics-token-0123456789';

describe('/metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp('pglite', { METRICS_TOKEN: TOKEN });
  }, 600_000);
  afterAll(() => ctx?.close());

  it('answers Prometheus text with request latency, queue, job and upload series', async () => {
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.services.jobs.start();
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^nurselab_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1$/m);
    expect(res.body).toContain('# TYPE nurselab_queue_jobs gauge');
    expect(res.body).toContain('# TYPE nurselab_queue_oldest_waiting_seconds gauge');
    expect(res.body).toContain('# TYPE nurselab_job_duration_seconds histogram');
    expect(res.body).toContain('# TYPE nurselab_job_failures_total counter');
    expect(res.body).toMatch(/^nurselab_uploads_in_progress 0$/m);
  });
});

describe('/metrics access', () => {
  it('is refused on the main listener without the token, and not served there at all when no token is set', { timeout: 600_000 }, async () => {
    const withToken = await startTestApp('pglite', { METRICS_TOKEN: TOKEN });
    try {
      expect((await withToken.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
      expect((await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    } finally {
      await withToken.close();
    }
    const open = await startTestApp('pglite');
    try {
      const res = await open.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('nurselab_');
    } finally {
      await open.close();
    }
  });

  it('listens on METRICS_PORT, a separate port, and the main listener keeps it hidden', { timeout: 600_000 }, async () => {
    const ctx = await startTestApp('pglite', { METRICS_PORT: '0', HOST: '127.0.0.1' });
    try {
      const address = ctx.app.metricsAddress();
      expect(address?.port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE nurselab_queue_jobs gauge');
      expect((await fetch(`http://127.0.0.1:${address!.port}/api/v1/user/me`)).status).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
