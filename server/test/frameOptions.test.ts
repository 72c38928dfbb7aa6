import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/app.js';
import { DATABASE_KINDS } from './support/databases.js';

describe.each(DATABASE_KINDS)('framing before any LMS is registered (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  }, 600_000);
  afterAll(() => ctx?.close());

  it('pages and API answers forbid foreign frames twice: frame-ancestors and X-Frame-Options', async () => {
    for (const url of ['/', '/api/v1/catalogue/subjects', '/privacy']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
