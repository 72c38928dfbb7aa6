import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, createUniversity, signupBody, signupStudent } from '../support/fixtures.js';

describe.each(DATABASE_KINDS)('sign-up (%s)', (kind) => {
  let ctx: TestContext;
  let code: string;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
    code = (await createUniversity(ctx, await adminToken(ctx), { numberOfStudents: 5 })).registerCode;
  });
  afterAll(() => ctx.close());

  const signup = (payload: object, language?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/signup', payload, headers: language ? { 'accept-language': language } : {} });

  it.each([
    ['username', 'Has Space', 'Username must contain only lowercase letters, numbers, and underscores'],
    ['username', 'UPPER', 'Username must contain only lowercase letters, numbers, and underscores'],
    ['firstName', 'Ann3', 'First name must contain only letters'],
    ['lastName', 'L33', 'Last name must contain only letters'],
    ['password', '12345', 'Password must be at least 6 characters long'],
    ['studentId', '66-01', 'Student ID must contain only numbers'],
    ['registerCode', 'ABC12', 'Register code must be 6 alphanumeric characters'],
    ['registerCode', 'ABC-12', 'Register code must be 6 alphanumeric characters'],
  ])('rejects a bad %s (%s) with the SPEC.md message and stores nothing', async (field, value, message) => {
    const res = await signup(signupBody(code, { [field]: value }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(body.errors).toHaveLength(1);
  });

  it('reports every bad field at once, with the banner message', async () => {
    const res = await signup({ username: 'A B', firstName: '1', lastName: '', password: '1', studentId: 'x', registerCode: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please correct the errors and try again.');
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['firstName', 'lastName', 'password', 'registerCode', 'studentId', 'username'].sort(),
    );
  });

  it('answers in the language the client asks for', async () => {
    const res = await signup(signupBody(code, { password: '1' }), 'th-TH,th;q=0.9');
    expect(res.json().errors[0].message).toBe('รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร');
  });

  it('accepts Thai names and a lower-case register code, and returns token and user', async () => {
    const res = await signup(signupBody(code.toLowerCase(), { firstName: 'สมหญิง', lastName: 'ใจดี' }));
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({ firstName: 'สมหญิง', universityCode: code, course: 'maternalchild', isAdmin: false, isProfessor: false });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('refuses an unknown register code', async () => {
    const res = await signup(signupBody('ZZZZZ9'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'signup.unknownRegisterCode', errors: [{ field: 'registerCode' }] });
    expect(res.json().message).toMatch(/does not belong to any university/);
  });

  it('refuses a taken username without using a seat', async () => {
    const first = await signupStudent(ctx, code);
    const before = await seats();
    const res = await signup(signupBody(code, { username: first.user.username }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'signup.usernameTaken', errors: [{ field: 'username' }] });
    expect(await seats()).toBe(before);
  });

  it('refuses sign-up when the university is full', async () => {
    const small = (await createUniversity(ctx, await adminToken(ctx), { numberOfStudents: 1 })).registerCode;
    await signupStudent(ctx, small);
    const res = await signup(signupBody(small));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'signup.universityFull', message: expect.stringMatching(/no seats left/) });
  });

  it('checks the register code before the username, so usernames cannot be listed without a code', async () => {
    const { user } = await signupStudent(ctx, code);
    const res = await signup(signupBody('ZZZZZ9', { username: user.username }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('signup.unknownRegisterCode');
    const fresh = await signup(signupBody('ZZZZZ9'));
    expect(fresh.json()).toEqual(res.json());
  });

  async function seats(): Promise<number> {
    const { rows } = await ctx.database.executeSql('select registered_students from universities where register_code = $1', [code]);
    return (rows[0] as { registered_students: number }).registered_students;
  }
});
