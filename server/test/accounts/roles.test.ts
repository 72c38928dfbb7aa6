import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, bearer, createProfessor, createUniversity, signupStudent } from '../support/fixtures.js';

describe.each(DATABASE_KINDS)('roles and university scoping (%s)', (kind) => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  let uniA: { registerCode: string; university: { _id: string } };
  let uniB: { registerCode: string; university: { _id: string } };

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    tokens.admin = await adminToken(ctx);
    uniA = await createUniversity(ctx, tokens.admin, { universityName: 'A University' });
    uniB = await createUniversity(ctx, tokens.admin, { universityName: 'B University', course: 'surgical' });
    tokens.professor = (await createProfessor(ctx, tokens.admin, uniA.registerCode)).token;
    tokens.student = (await signupStudent(ctx, uniA.registerCode)).token;
  });
  afterAll(() => ctx.close());

  const adminRoutes = [
    { method: 'GET' as const, url: '/api/v1/admin/universities' },
    { method: 'POST' as const, url: '/api/v1/admin/generate-code', payload: { universityName: 'New U', numberOfStudents: 3 } },
    { method: 'POST' as const, url: '/api/v1/admin/assign-professor', payload: { registerCode: 'ZZZZZ9', professorUsername: 'nobody' } },
  ];
  const expected: Record<string, (status: number) => boolean> = {
    anonymous: (s) => s === 401,
    student: (s) => s === 403,
    professor: (s) => s === 403,
    admin: (s) => s !== 401 && s !== 403,
  };

  for (const role of Object.keys(expected)) {
    for (const route of adminRoutes) {
      it(`${role} on ${route.method} ${route.url}`, async () => {
        const res = await ctx.app.inject({ ...route, headers: role === 'anonymous' ? {} : bearer(tokens[role]) });
        expect(expected[role](res.statusCode), `status ${res.statusCode}: ${res.body}`).toBe(true);
        if (res.statusCode === 403) expect(res.json().code).toBe('auth.forbidden');
      });
    }
  }

  it('admin lists universities with registered/capacity', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/universities', headers: bearer(tokens.admin) });
    const a = res.json().find((u: { _id: string }) => u._id === uniA.university._id);
    expect(a).toMatchObject({ universityName: 'A University', numberOfStudents: 10, registeredStudents: 1, course: 'maternalchild' });
    expect(a.professors).toHaveLength(1);
  });

  it('register codes follow the course conventions', async () => {
    expect(uniB.registerCode).toMatch(/^SUR[A-Z0-9]{3}$/);
    const med = await createUniversity(ctx, tokens.admin, { course: 'medical' });
    const ob = await createUniversity(ctx, tokens.admin, { course: 'ob' });
    const s315 = await createUniversity(ctx, tokens.admin, { universityName: 'Subject315' });
    expect(med.registerCode).toMatch(/^MED[A-Z0-9]{3}$/);
    expect(ob.registerCode).toMatch(/^OB[A-Z0-9]{4}$/);
    expect(uniA.registerCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(uniA.registerCode).not.toMatch(/^(SUR|MED|OB)/);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/universities', headers: bearer(tokens.admin) })).json();
    expect(list.find((u: { _id: string }) => u._id === s315.university._id).course).toBe('315');
  });

  it('professor routes refuse students', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/university', headers: bearer(tokens.student) });
    expect(res.statusCode).toBe(403);
  });

  it('a professor sees only their own university', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/university', headers: bearer(tokens.professor) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: uniA.university._id, numberOfStudents: 10, registeredStudents: 1 });
    expect(own.json().students).toHaveLength(1);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/professor/university?universityId=${uniB.university._id}`,
      headers: bearer(tokens.professor),
    });
    expect(other.statusCode).toBe(403);
  });

  it('assigning a student as professor gives the seat back and takes effect on the next request', async () => {
    const student = await signupStudent(ctx, uniB.registerCode);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/university', headers: bearer(student.token) });
    expect(before.statusCode).toBe(403);
    const assign = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/assign-professor',
      headers: bearer(tokens.admin),
      payload: { registerCode: uniB.registerCode, professorUsername: student.user.username },
    });
    expect(assign.json()).toEqual({ message: 'Professor assigned successfully' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/university', headers: bearer(student.token) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ _id: uniB.university._id, registeredStudents: 0 });
  });

  it('assign-professor names what is wrong', async () => {
    const unknownUser = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/assign-professor',
      headers: bearer(tokens.admin),
      payload: { registerCode: uniA.registerCode, professorUsername: 'does_not_exist' },
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().code).toBe('admin.userNotFound');
    const unknownCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/assign-professor',
      headers: bearer(tokens.admin),
      payload: { registerCode: 'QQQQQ7', professorUsername: 'root_admin' },
    });
    expect(unknownCode.json().code).toBe('admin.unknownRegisterCode');
  });

  it('create-university validates both fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/generate-code',
      headers: bearer(tokens.admin),
      payload: { universityName: '', numberOfStudents: 'ten' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['numberOfStudents', 'universityName']);
  });
});
