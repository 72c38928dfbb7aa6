import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/auth/guards.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { adminToken, bearer, createProfessor, createUniversity, signin, signupStudent } from '../support/fixtures.js';

describe.each(DATABASE_KINDS)('administrators run universities (%s)', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let home: { registerCode: string; university: { _id: string } };
  let other: { registerCode: string; university: { _id: string } };
  let student: string;
  let professor: string;
  let professorId: string;

  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '10000' });
    admin = await adminToken(ctx);
    home = await createUniversity(ctx, admin, { universityName: 'Home', numberOfStudents: 5 });
    other = await createUniversity(ctx, admin, { universityName: 'Other', numberOfStudents: 5 });
    for (let i = 0; i < 3; i++) student = (await signupStudent(ctx, home.registerCode)).token;
    const lecturer = await createProfessor(ctx, admin, home.registerCode);
    professor = lecturer.token;
    professorId = lecturer.user._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, language = 'en') =>
    ctx.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': language }, ...(payload ? { payload } : {}) });
  const path = (id: string) => `/api/v1/admin/universities/${id}`;

  it('shows capacity in use, course, release policy and professors', async () => {
    const res = await call('GET', path(home.university._id), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ universityName: 'Home', course: 'maternalchild', numberOfStudents: 5, registeredStudents: 3, releasePolicy: 'immediate' });
    expect(res.json().professorAccounts).toHaveLength(1);
  });

  it('changes capacity up and down, never below the students registered, with a message in the language asked', async () => {
    expect((await call('PATCH', path(home.university._id), admin, { numberOfStudents: 3 })).json().numberOfStudents).toBe(3);
    const refused = await call('PATCH', path(home.university._id), admin, { numberOfStudents: 2 }, 'th');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('admin.capacityBelowRegistered');
    expect(refused.json().message).toContain('3');
    expect(refused.json().message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await call('GET', path(home.university._id), admin)).json().numberOfStudents).toBe(3);
    expect((await call('PATCH', path(home.university._id), admin, { numberOfStudents: 40, universityName: 'Home Nursing' })).json()).toMatchObject({
      numberOfStudents: 40,
      universityName: 'Home Nursing',
    });
  });

  it('creates professor accounts that can sign in and see their university', async () => {
    const res = await call('POST', '/api/v1/admin/professors', admin, { username: 'prof_new', firstName: 'Anong', lastName: 'Dee', password: 'ward-round-42', universityId: other.university._id });
    expect(res.statusCode).toBe(201);
    expect(res.json().university.professors).toContain('prof_new');
    const session = await signin(ctx, 'prof_new', 'ward-round-42');
    expect((await call('GET', '/api/v1/professor/university', session.token)).json()._id).toBe(other.university._id);
    const taken = await call('POST', '/api/v1/admin/professors', admin, { username: 'prof_new', firstName: 'A', lastName: 'B', password: 'ward-round-42', universityId: home.university._id });
    expect(taken.statusCode).toBe(409);
  });

  it('asks before moving a professor of another university, then moves them; removes a professor', async () => {
    const ask = await call('POST', `${path(home.university._id)}/professors`, admin, { username: 'prof_new' });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: 'admin.confirmMove', details: { currentUniversity: { _id: other.university._id, universityName: 'Other' } } });
    const legacy = await call('POST', '/api/v1/admin/assign-professor', admin, { registerCode: home.registerCode, professorUsername: 'prof_new' });
    expect(legacy.statusCode).toBe(409);
    expect((await call('GET', path(other.university._id), admin)).json().professors).toEqual(['prof_new']);

    const moved = await call('POST', `${path(home.university._id)}/professors`, admin, { username: 'prof_new', confirmMove: true });
    expect(moved.json().professors).toContain('prof_new');
    expect((await call('GET', path(other.university._id), admin)).json().professors).toEqual([]);

    const id = moved.json().professorAccounts.find((p: { username: string }) => p.username === 'prof_new')._id;
    const removed = await call('DELETE', `${path(home.university._id)}/professors/${id}`, admin);
    expect(removed.json().professors).not.toContain('prof_new');
    expect((await call('DELETE', `${path(home.university._id)}/professors/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses students and professors every administrator endpoint', async () => {
    const id = home.university._id;
    const attempts: [string, string, object?][] = [
      ['GET', '/api/v1/admin/universities'],
      ['GET', path(id)],
      ['PATCH', path(id), { numberOfStudents: 100 }],
      ['POST', `${path(id)}/professors`, { username: 'prof_new' }],
      ['DELETE', `${path(id)}/professors/${id}`],
      ['POST', '/api/v1/admin/professors', { username: 'x_prof', firstName: 'A', lastName: 'B', password: 'ward-round-42', universityId: id }],
      ['POST', '/api/v1/admin/assign-professor', { registerCode: home.registerCode, professorUsername: 'prof_new' }],
      ['POST', '/api/v1/admin/generate-code', { universityName: 'X', numberOfStudents: 3 }],
    ];
    for (const token of [student, professor]) {
      for (const [method, url, body] of attempts) {
        const res = await call(method as 'GET', url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', path(id), admin)).json().numberOfStudents).toBe(40);
  });

  it('the service itself refuses a lecturer, even of the university, whichever route would call it (issue 26)', async () => {
    const service = ctx.app.services.universities;
    const id = home.university._id;
    const rootAdmin: Principal = { userId: (await signin(ctx, 'root_admin', 'admin-password')).user._id, username: 'root_admin', role: 'admin', universityId: null, course: null, courses: [] };
    const lecturer: Principal = { userId: professorId, username: 'lecturer', role: 'professor', universityId: id, course: 'maternalchild', courses: [id] };
    const before = await service.get(rootAdmin, id);
    const universities = (await service.list(rootAdmin)).length;
    const attempts: [string, () => Promise<unknown>][] = [
      ['list', () => service.list(lecturer)],
      ['get', () => service.get(lecturer, id)],
      ['create', () => service.create(lecturer, { universityName: 'Sneaky', numberOfStudents: 3 })],
      ['update', () => service.update(lecturer, id, { numberOfStudents: 100, releasePolicy: 'held' })],
      ['addProfessor', () => service.addProfessor(lecturer, id, { username: 'prof_new', confirmMove: true })],
      ['removeProfessor', () => service.removeProfessor(lecturer, id, professorId)],
      ['createProfessor', () => service.createProfessor(lecturer, { username: 'sneaky_prof', firstName: 'A', lastName: 'B', password: 'ward-round-42', universityId: id })],
      ['assignProfessor', () => service.assignProfessor(lecturer, { registerCode: home.registerCode, professorUsername: 'prof_new', confirmMove: true })],
    ];
    for (const [name, attempt] of attempts) await expect(attempt(), name).rejects.toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
    expect(await service.get(rootAdmin, id)).toEqual(before);
    expect(await service.list(rootAdmin)).toHaveLength(universities);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username: 'sneaky_prof', password: 'ward-round-42' } })).statusCode).toBe(401);
  });
});
