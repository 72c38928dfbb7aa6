import { PRIVACY_NOTICE_VERSION, type Subject } from '@nurselab/core';
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

let studentIds = 0;
/** Student IDs are unique within a university: each sign-up gets its own. */
const nextStudentId = () => `66${String(process.pid % 1000).padStart(3, '0')}${String(++studentIds).padStart(5, '0')}`;

export function signupBody(registerCode: string, overrides: Record<string, string> = {}) {
  return { username: unique('student'), firstName: 'Ploy', lastName: 'Srisuk', password: 'ward-round-42', studentId: nextStudentId(), registerCode, ...overrides };
}

export async function consentToPrivacy(ctx: TestContext, token: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/privacy-consent', headers: { authorization: `Bearer ${token}` }, payload: { noticeVersion: PRIVACY_NOTICE_VERSION } });
  if (res.statusCode !== 200) throw new Error(`privacy-consent: ${res.statusCode} ${res.body}`);
}

export async function signupStudent(ctx: TestContext, registerCode: string, overrides: Record<string, string> = {}, options: { consent?: boolean } = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signup', payload: signupBody(registerCode, overrides) });
  if (res.statusCode !== 201) throw new Error(`signup: ${res.statusCode} ${res.body}`);
  const session = res.json() as { token: string; user: { _id: string; username: string } };
  // Every test student has agreed to the privacy notice unless the test says otherwise (consent.test.ts).
  if (options.consent !== false) await consentToPrivacy(ctx, session.token);
  return session;
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
  return signin(ctx, student.user.username, 'ward-round-42');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
