import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';

describe.each(DATABASE_KINDS)('clean 400s (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { PUBLIC_URL: 'https://nurselab.school.ac.th' });
  }, 600_000);
  afterAll(() => ctx?.close());

  it('answers 400 in the caller language for a NUL or other control character in any text input, and stores nothing', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/v1/user/signin', payload: { username: 'ad\u0000min', password: 'x' }, field: 'username' },
      { method: 'POST' as const, url: '/api/v1/user/signin', payload: { username: 'admin', password: 'pass\u0000' }, field: 'password' },
      {
        method: 'POST' as const,
        url: '/api/v1/user/signup',
        payload: { username: 'nul_user', firstName: 'Ann\u0000', lastName: 'Lee', password: 'secret123', studentId: '1', registerCode: 'ABCDEF' },
        field: 'firstName',
      },
      {
        method: 'POST' as const,
        url: '/api/v1/demo-requests',
        payload: { name: 'A\u001bB', institution: 'Faculty', email: 'a@b.co', students: 10 },
        field: 'name',
      },
      { method: 'GET' as const, url: '/api/v1/library/1?lang=%00', field: 'lang' },
    ];
    for (const c of cases) {
      const res = await ctx.app.inject({ method: c.method, url: c.url, payload: 'payload' in c ? c.payload : undefined, headers: { 'accept-language': 'th' } });
      expect(res.statusCode, c.url).toBe(400);
      const body = res.json();
      expect(body.code).toBe('request.controlCharacters');
      expect(body.message).toContain('NUL');
      expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
      expect(body.errors).toEqual([expect.objectContaining({ field: c.field, code: 'request.controlCharacters' })]);
    }
    const english = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username: 'a\u0000', password: 'x' }, headers: { 'accept-language': 'en' } });
    expect(english.json().message).toMatch(/control character/);
    const { rows } = await ctx.database.executeSql("select count(*)::int as n from users where username = 'nul_user'");
    expect(rows[0]).toEqual({ n: 0 });
    // Line breaks and tabs are text, not control characters: this fails for its own reason.
    const clean = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username: 'nobody', password: 'a\tb\nc' } });
    expect(clean.statusCode).toBe(401);
  });

  it('answers 400 to a malformed Host header and never writes the Host into page heads', async () => {
    for (const host of ['exa mple.com', 'evil.com:99999', 'a/b', 'x"><script>', '[::1']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/library/1', headers: { host, accept: 'text/html' } });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().code).toBe('request.badHost');
    }
    const foreign = await ctx.app.inject({ method: 'GET', url: '/library/1', headers: { host: 'attacker.example:8080', accept: 'text/html' } });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).not.toContain('attacker.example');
    expect(foreign.body).toContain('<meta property="og:url" content="https://nurselab.school.ac.th/library/1" />');
    expect(foreign.body).toMatch(/<meta property="og:image" content="https:\/\/nurselab\.school\.ac\.th\//);
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'nurselab.school.ac.th']) {
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { host } })).statusCode, host).toBe(200);
    }
  });
});
