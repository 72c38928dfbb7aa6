import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, bearer, createProfessor, createUniversity, signin, signupBody, signupStudent } from '../support/fixtures.js';
import { startSmtpServer } from '../comments/smtpServer.js';

/** Issue 24 item 2: required fields, common passwords, unique student IDs, reset links and e-mail. */
describe.each(DATABASE_KINDS)('accounts: passwords and student IDs (%s)', (kind) => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: string;
  let code: string;
  let otherCode: string;
  let lecturer: string;
  let otherLecturer: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '10000', SMTP_URL: smtp.url, MAIL_FROM: 'NurseLab <noreply@nurselab.test>', PUBLIC_URL: 'https://nurselab.test' });
    admin = await adminToken(ctx);
    code = (await createUniversity(ctx, admin, { numberOfStudents: 20 })).registerCode;
    otherCode = (await createUniversity(ctx, admin, { numberOfStudents: 20 })).registerCode;
    lecturer = (await createProfessor(ctx, admin, code)).token;
    otherLecturer = (await createProfessor(ctx, admin, otherCode)).token;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });

  it('says "required" for an empty name, not "must contain only letters"', async () => {
    const res = await post('/api/v1/user/signup', signupBody(code, { firstName: '  ', lastName: '' }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'firstName', message: 'This field is required' }),
        expect.objectContaining({ field: 'lastName', message: 'This field is required' }),
      ]),
    );
  });

  it('refuses one of the most common passwords at sign-up, in the user\'s language, and stores nothing', async () => {
    const body = signupBody(code, { password: 'password1' });
    const res = await post('/api/v1/user/signup', body, { 'accept-language': 'th' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'password', code: 'account.commonPassword', message: expect.stringContaining('รหัสผ่านนี้') })]);
    expect((await post('/api/v1/user/signin', { username: body.username, password: 'password1' })).statusCode).toBe(401);
  });

  it('refuses a student ID already registered at the university, without using a seat; another university may have it', async () => {
    await signupStudent(ctx, code, { studentId: '6612345' });
    const seats = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/universities', headers: bearer(admin) })).body;
    const before = await seats();
    const res = await post('/api/v1/user/signup', signupBody(code, { studentId: '6612345' }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'studentId', code: 'signup.studentIdTaken', message: expect.stringContaining('already registered') })]);
    expect(await seats()).toBe(before);
    expect((await post('/api/v1/user/signup', signupBody(otherCode, { studentId: '6612345' }))).statusCode).toBe(201);
  });

  it('lets exactly one of concurrent sign-ups with the same student ID through', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => post('/api/v1/user/signup', signupBody(code, { studentId: '6699999' }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('a lecturer issues a one-time link for a student of their course; it sets a new password once', async () => {
    const student = await signupStudent(ctx, code);
    expect((await post(`/api/v1/users/${student.user._id}/password-reset`, {}, bearer(otherLecturer))).statusCode).toBe(403);
    expect((await post(`/api/v1/users/${student.user._id}/password-reset`, {}, bearer(student.token))).statusCode).toBe(403);
    const issued = await post(`/api/v1/users/${student.user._id}/password-reset`, {}, bearer(lecturer));
    expect(issued.statusCode).toBe(201);
    const { token, expiresAt } = issued.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);

    expect((await post('/api/v1/user/password-reset/check', { token })).statusCode).toBe(204);
    const common = await post('/api/v1/user/password-reset', { token, newPassword: '123456' });
    expect(common.json().errors[0].code).toBe('account.commonPassword');
    const reset = await post('/api/v1/user/password-reset', { token, newPassword: 'night-shift-7' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user._id).toBe(student.user._id);
    // The old session is revoked, the new password signs in, the link is spent.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(student.token) })).statusCode).toBe(401);
    await signin(ctx, student.user.username, 'night-shift-7');
    const again = await post('/api/v1/user/password-reset', { token, newPassword: 'night-shift-8' }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('reset.invalid');
  });

  it('only one of two concurrent uses of a link wins', async () => {
    const student = await signupStudent(ctx, code);
    const { token } = (await post(`/api/v1/users/${student.user._id}/password-reset`, {}, bearer(admin))).json();
    const results = await Promise.all(['first-choice-1', 'second-choice-2'].map((newPassword) => post('/api/v1/user/password-reset', { token, newPassword })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('an expired link is refused; a newer link spends the older one', async () => {
    const student = await signupStudent(ctx, code);
    const first = (await post(`/api/v1/users/${student.user._id}/password-reset`, {}, bearer(lecturer))).json().token;
    const second = (await post(`/api/v1/users/${student.user._id}/password-reset`, {}, bearer(lecturer))).json().token;
    expect((await post('/api/v1/user/password-reset/check', { token: first })).statusCode).toBe(400);
    await ctx.database.db.execute(`update password_resets set expires_at = now() - interval '1 minute' where used_at is null` as never);
    expect((await post('/api/v1/user/password-reset', { token: second, newPassword: 'late-night-9' })).statusCode).toBe(400);
  });

  it('with SMTP, a user asks for a link by e-mail and sets a new password with it; an unknown name gets the same answer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/password-reset' })).json()).toEqual({ email: true });
    const student = await signupStudent(ctx, code);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/notifications/settings', headers: { ...bearer(student.token), 'accept-language': 'en' }, payload: { email: 'ploy@student.test', emailEnabled: true } });
    const unknown = await post('/api/v1/user/password-reset/request', { username: 'nobody_here' });
    const known = await post('/api/v1/user/password-reset/request', { username: student.user.username });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toMatchObject({ text: 'ploy@student.test' });
    const token = /reset-password#token=([\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(mail.text).toContain('https://nurselab.test/reset-password#token=');
    expect((await post('/api/v1/user/password-reset', { token, newPassword: 'morning-round-3' })).statusCode).toBe(200);
    await signin(ctx, student.user.username, 'morning-round-3');
  });

  it('everyone changes their own password; a common one is refused', async () => {
    const student = await signupStudent(ctx, code);
    const change = (newPassword: string) => post('/api/v1/user/password', { currentPassword: 'ward-round-42', newPassword }, bearer(student.token));
    expect((await change('qwerty123')).json().errors[0].code).toBe('account.commonPassword');
    expect((await change('quiet-ward-5')).statusCode).toBe(200);
    await signin(ctx, student.user.username, 'quiet-ward-5');
  });

  it('refuses a common password an administrator sets for a new lecturer, with the same rule and message as sign-up', async () => {
    const universityId = (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/universities', headers: bearer(admin) })).json()[0]._id as string;
    const create = (password: string, username: string) =>
      post('/api/v1/admin/professors', { username, firstName: 'Somchai', lastName: 'Dee', password, universityId }, { ...bearer(admin), 'accept-language': 'th' });
    const refused = await create('password1', 'prof_common_pw');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'password', code: 'account.commonPassword' });
    expect(refused.json().message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username: 'prof_common_pw', password: 'password1' } })).statusCode).toBe(401);
    expect((await create('theatre-list-7', 'prof_good_pw')).statusCode).toBe(201);
    await signin(ctx, 'prof_good_pw', 'theatre-list-7');
  });
});
