import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, bearer, createProfessor, createUniversity, signupStudent } from '../support/fixtures.js';

/** Issue 24: administrators settle the student-ID conflicts of migration 0015 and export anyone's data. */
describe.each(DATABASE_KINDS)('student-ID conflicts and data exports for administrators (%s)', (kind) => {
  let ctx: TestContext;
  let admin: string;
  let lecturer: string;
  let code: string;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '10000' });
    admin = await adminToken(ctx);
    code = (await createUniversity(ctx, admin, { universityName: 'Conflict University', numberOfStudents: 20 })).registerCode;
    lecturer = (await createProfessor(ctx, admin, code)).token;
  }, 600_000);
  afterAll(() => ctx?.close());

  const inject = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lists each conflict with the account that kept the ID, and settles it by editing the student ID', async () => {
    const kept = await signupStudent(ctx, code, { studentId: '6601111' });
    const lost = await signupStudent(ctx, code, { studentId: '6601112' });
    // As migration 0015 left it: the later account lost the duplicate ID, kept in student_id_conflicts.
    await ctx.database.executeSql(`update users set student_id = null where id = $1`, [lost.user._id]);
    await ctx.database.executeSql(`insert into student_id_conflicts (user_id, student_id, university_id) select id, '6601111', university_id from users where id = $1`, [lost.user._id]);

    expect((await inject('GET', '/api/v1/admin/student-id-conflicts', lecturer)).statusCode).toBe(403);
    const list = (await inject('GET', '/api/v1/admin/student-id-conflicts', admin)).json();
    expect(list.conflicts).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ _id: lost.user._id, studentId: null }),
        studentId: '6601111',
        university: expect.objectContaining({ universityName: 'Conflict University' }),
        holder: expect.objectContaining({ _id: kept.user._id }),
      }),
    ]);

    const url = `/api/v1/admin/student-id-conflicts/${lost.user._id}`;
    expect((await inject('PUT', url, lecturer, { studentId: '6609999' })).statusCode).toBe(403);
    expect((await inject('PUT', url, admin, { studentId: 'abc' })).json().errors[0]).toMatchObject({ field: 'studentId', code: 'signup.studentId' });
    const taken = await inject('PUT', url, admin, { studentId: '6601111' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: 'studentId', code: 'signup.studentIdTaken' });
    expect((await inject('GET', '/api/v1/admin/student-id-conflicts', admin)).json().conflicts).toHaveLength(1);

    expect((await inject('PUT', url, admin, { studentId: '6609999' })).statusCode).toBe(204);
    expect((await inject('GET', '/api/v1/admin/student-id-conflicts', admin)).json().conflicts).toEqual([]);
    expect((await inject('GET', '/api/v1/user/me', lost.token)).json().user.studentId).toBe('6609999');
    expect((await inject('PUT', url, admin, { studentId: '6609998' })).json().code).toBe('admin.studentIdConflictGone');
  });

  it("lets an administrator export another user's archive by username, nobody else", async () => {
    const student = await signupStudent(ctx, code);
    const other = await signupStudent(ctx, code);
    const byName = (token: string, username: string) => inject('GET', `/api/v1/user/data-export?username=${encodeURIComponent(username)}`, token);
    const archive = await byName(admin, student.user.username);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(archive.headers['content-disposition']).toContain(`nurselab-data-${student.user.username}-`);
    expect((await byName(admin, 'no_such_user')).statusCode).toBe(404);
    // A lecturer or another student learns nothing, not even whether the name exists.
    expect((await byName(lecturer, student.user.username)).statusCode).toBe(403);
    expect((await byName(other.token, student.user.username)).statusCode).toBe(403);
    expect((await byName(other.token, 'no_such_user')).statusCode).toBe(403);
    expect((await byName(student.token, student.user.username)).statusCode).toBe(200);
  });
});
