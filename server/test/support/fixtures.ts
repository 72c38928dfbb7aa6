import type { Subject } from '@nurselab/core';
import { ensureAdmin } from '../../src/seed/admin.js';
import type { TestContext } from './app.js';

let counter = 0;
export const unique = (prefix: string) => `${prefix}${process.pid}${++counter}`.toLowerCase();

export async function signin(ctx: TestContext, username: string, password: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`signin ${username}: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; user: { _id: string } };
}

export async function adminToken(ctx: TestContext): Promise<string> {
  await ensureAdmin(ctx.database.db, 'root_admin', 'admin-password');
  return (await signin(ctx, 'root_admin', 'admin-password')).token;
}

export async function createUniversity(ctx: TestContext, token: string, body: { universityName?: string; numberOfStudents?: number; course?: Subject } = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/generate-code',
    headers: { authorization: `Bearer ${token}` },
    payload: { universityName: body.universityName ?? 'Test University', numberOfStudents: body.numberOfStudents ?? 10, course: body.course },
  });
  if (res.statusCode !== 201) throw new Error(`generate-code: ${res.statusCode} ${res.body}`);
  return res.json() as { registerCode: string; university: { _id: string } };
}

export function signupBody(registerCode: string, overrides: Record<string, string> = {}) {
  return { username: unique('student'), firstName: 'Ploy', lastName: 'Srisuk', password: 'secret123', studentId: '6601001', registerCode, ...overrides };
}

export async function signupStudent(ctx: TestContext, registerCode: string, overrides: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signup', payload: signupBody(registerCode, overrides) });
  if (res.statusCode !== 201) throw new Error(`signup: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; user: { _id: string; username: string } };
}

/** A professor of a new university: signs up as a student, then the admin assigns them. */
export async function createProfessor(ctx: TestContext, admin: string, registerCode: string) {
  const student = await signupStudent(ctx, registerCode);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/assign-professor',
    headers: { authorization: `Bearer ${admin}` },
    payload: { registerCode, professorUsername: student.user.username },
  });
  if (res.statusCode !== 200) throw new Error(`assign-professor: ${res.statusCode} ${res.body}`);
  return signin(ctx, student.user.username, 'secret123');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
