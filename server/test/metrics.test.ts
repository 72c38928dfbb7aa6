import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/app.js';

describe('/metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('answers Prometheus text with request latency, queue, job and upload series', async () => {
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.services.jobs.start();
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
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
