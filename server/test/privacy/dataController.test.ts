import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS, type DatabaseKind } from '../support/databases.js';
import { adminToken, bearer, createUniversity, signupStudent } from '../support/fixtures.js';

/** Issue 24 item 1: the data controller on /privacy is the student's university, as its administrators set it. */
describe.each(DATABASE_KINDS)('the data controller of a university (%s)', (kind: DatabaseKind) => {
  let ctx: TestContext;
  let admin: string;
  let universityId: string;
  let student: string;
  let otherStudent: string;

  const controllerOf = (token?: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/user/data-controller', headers: token ? bearer(token) : {} });
  const patch = (payload: object, language = 'en') =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/universities/${universityId}`, headers: { ...bearer(admin), 'accept-language': language }, payload });

  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '10000' });
    admin = await adminToken(ctx);
    const home = await createUniversity(ctx, admin, { universityName: 'Mahidol Nursing', course: 'maternalchild' });
    const other = await createUniversity(ctx, admin, { universityName: 'Other Nursing', course: 'maternalchild' });
    universityId = home.university._id;
    student = (await signupStudent(ctx, home.registerCode)).token;
    otherStudent = (await signupStudent(ctx, other.registerCode)).token;
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('is none (the general text) until set; then the student of that university sees it, another university’s student does not', async () => {
    expect((await controllerOf()).statusCode).toBe(401);
    expect((await controllerOf(student)).json()).toBeNull();

    const tooLong = await patch({ controllerName: 'x'.repeat(201) }, 'th');
    expect(tooLong.json()).toMatchObject({ code: 'admin.controllerName', message: 'ชื่อผู้ควบคุมข้อมูลส่วนบุคคลต้องยาวไม่เกิน 200 ตัวอักษร' });
    const saved = await patch({ controllerName: '  Faculty of Nursing, Mahidol University  ', controllerEmail: 'dpo@mahidol.ac.th' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ controllerName: 'Faculty of Nursing, Mahidol University', controllerEmail: 'dpo@mahidol.ac.th' });

    expect((await controllerOf(student)).json()).toEqual({ universityName: 'Mahidol Nursing', name: 'Faculty of Nursing, Mahidol University', email: 'dpo@mahidol.ac.th' });
    expect((await controllerOf(otherStudent)).json()).toBeNull();

    // Empty text clears it.
    expect((await patch({ controllerName: '', controllerEmail: '' })).json()).toMatchObject({ controllerName: null, controllerEmail: null });
    expect((await controllerOf(student)).json()).toBeNull();
  });
});
