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

  const signin = (username: string, password: string, remoteAddress = '10.0.0.1', language = 'en') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username, password }, remoteAddress, headers: { 'accept-language': language } });

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

  it('slows guessing from one address, with delays that grow after each further failure', async () => {
    const { user } = await signupStudent(ctx, code, { password: 'right-password' });
    for (let i = 0; i < 3; i++) expect((await signin(user.username, 'bad', '10.1.0.1')).statusCode).toBe(401);
    const first = await signin(user.username, 'right-password', '10.1.0.1');
    expect(first.statusCode).toBe(429);
    expect(first.json()).toMatchObject({ code: 'signin.slowDown', message: 'Too many failed sign-ins from this device. Please wait 1 seconds and try again.' });
    // Once the wait is over, one more failure doubles it.
    await ctx.database.executeSql("update signin_failures set last_failure_at = now() - interval '10 seconds' where username = $1", [user.username]);
    expect((await signin(user.username, 'bad', '10.1.0.1')).statusCode).toBe(401);
    const second = await signin(user.username, 'bad', '10.1.0.1', 'th');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('เข้าสู่ระบบไม่สำเร็จหลายครั้งจากอุปกรณ์นี้ กรุณารอ 2 วินาทีแล้วลองใหม่');
  });

  it('never locks the real user out: failures from other addresses do not hold them up', async () => {
    const { user } = await signupStudent(ctx, code, { password: 'right-password' });
    for (let address = 0; address < 4; address++) {
      for (let i = 0; i < 4; i++) await signin(user.username, 'bad', `10.2.${address}.1`);
    }
    const { rows } = await ctx.database.executeSql('select sum(failures)::int as n from signin_failures where username = $1', [user.username]);
    expect((rows[0] as { n: number }).n).toBe(12);
    expect((await signin(user.username, 'right-password', '10.3.0.1')).statusCode).toBe(200);
  });

  it('a spoofed X-Forwarded-For does not escape the per-address limit (no proxy is trusted by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/signin',
        payload: { username: `spoof${i}`, password: 'x' },
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(12)).toEqual([429, 429]);
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

  it("signing out revokes that token at once; the user's other sessions stay valid", async () => {
    const { user } = await signupStudent(ctx, code, { password: 'pw-signout' });
    const a = (await signin(user.username, 'pw-signout', '10.4.0.1')).json().token;
    const b = (await signin(user.username, 'pw-signout', '10.4.0.1')).json().token;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signout', headers: bearer(a) })).statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(a) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.invalidToken');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(b) })).statusCode).toBe(200);
  });

  it('changing the password revokes every earlier token and needs the current password', async () => {
    const { user, token: old } = await signupStudent(ctx, code, { password: 'pw-before' });
    const change = (token: string, currentPassword: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/user/password', headers: bearer(token), payload: { currentPassword, newPassword: 'pw-after-1' } });
    const wrong = await change(old, 'not-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('account.currentPassword');
    const changed = await change(old, 'pw-before');
    expect(changed.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(old) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(changed.json().token) })).statusCode).toBe(200);
    expect((await signin(user.username, 'pw-before', '10.5.0.1')).statusCode).toBe(401);
    expect((await signin(user.username, 'pw-after-1', '10.5.0.1')).statusCode).toBe(200);
  });
});
