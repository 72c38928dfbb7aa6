import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/app.js';
import { DATABASE_KINDS } from './support/databases.js';

describe.each(DATABASE_KINDS)('Cache-Control on API answers (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  }, 600_000);
  afterAll(() => ctx?.close());

  it('is no-store on personal answers: the session with its token, the signed-in user, errors', async () => {
    const { ensureAdmin } = await import('../src/seed/admin.js');
    await ensureAdmin(ctx.database.db, 'boss', 'boss-password');
    const signin = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username: 'boss', password: 'boss-password' } });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers['cache-control']).toBe('no-store');
    const token = signin.json().token as string;
    for (const url of ['/api/v1/user/me', '/api/v1/admin/universities']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });
});
