import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, bearer, createUniversity, signupStudent } from '../support/fixtures.js';

describe.each(DATABASE_KINDS)('sign-in and tokens (%s)', (kind) => {
  let ctx: TestContext;
  let code: string;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { SIGNIN_MAX_FAILURES: '3', RATE_LIMIT_PER_MINUTE: '12' });
    code = (await createUniversity(ctx, await adminToken(ctx))).registerCode;
  });
  afterAll(() => ctx.close());

  const signin = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username, password }, remoteAddress });

  it('signs in with the right password, stored as an argon2id hash', async () => {
    const { user } = await signupStudent(ctx, code, { password: 'correct-horse' });
    const res = await signin(user.username, 'correct-horse');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(user.username);
    const { rows } = await ctx.database.executeSql('select password_hash from users where id = $1', [user._id]);
    expect((rows[0] as { password_hash: string }).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const { user } = await signupStudent(ctx, code);
    const wrong = await signin(user.username, 'not-the-password', '10.0.0.2');
    const unknown = await signin('nobody_here', 'whatever', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks a username after repeated failures, from any address', async () => {
    const { user } = await signupStudent(ctx, code, { password: 'right-password' });
    for (let i = 0; i < 3; i++) expect((await signin(user.username, 'bad', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await signin(user.username, 'right-password', '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many sign-in attempts\. Please wait \d+ minutes/);
  });

  it('limits requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await signin(`someone${i}`, 'x', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    const other = await signin('someone', 'x', '10.9.9.10');
    expect(other.statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { user } = await signupStudent(ctx, code);
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const expired = await new SignJWT({ username: user.username, isAdmin: false, isProfessor: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('nurselab')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.invalidToken');
  });

  it('rejects a tampered token (a student claiming to be admin)', async () => {
    const { token } = await signupStudent(ctx, code);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, isAdmin: true })).toString('base64url');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/universities', headers: bearer(`${header}.${forged}.${signature}`) });
    expect(res.statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(unsigned) })).statusCode).toBe(401);
  });

  it('a token signed with another secret is refused', async () => {
    const other = await new SignJWT({ isAdmin: true }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setIssuer('nurselab').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(other) })).statusCode).toBe(401);
  });
});
