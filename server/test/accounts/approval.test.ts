import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, bearer, consentToPrivacy, createProfessor, createUniversity, signin, signupBody } from '../support/fixtures.js';

/** Issue 24 item 3: a university may require a lecturer's approval of new students. */
describe.each(DATABASE_KINDS)("a lecturer's approval of new students (%s)", (kind) => {
  let ctx: TestContext;
  let admin: string;
  let code: string;
  let universityId: string;
  let lecturer: string;
  let otherLecturer: string;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '10000' }, { content: true });
    admin = await adminToken(ctx);
    const created = await createUniversity(ctx, admin, { numberOfStudents: 20, course: 'maternalchild' });
    code = created.registerCode;
    universityId = created.university._id;
    lecturer = (await createProfessor(ctx, admin, code)).token;
    otherLecturer = (await createProfessor(ctx, admin, (await createUniversity(ctx, admin, { course: 'maternalchild' })).registerCode)).token;
  }, 600_000);
  afterAll(() => ctx?.close());

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) => ctx.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const requireApproval = async (on: boolean) => {
    const res = await inject('PATCH', `/api/v1/admin/universities/${universityId}`, admin, { requiresApproval: on });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requiresApproval).toBe(on);
  };
  const signup = async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/signup', payload: signupBody(code) });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json() as { token: string; user: { _id: string; username: string; approval: string } };
    await consentToPrivacy(ctx, session.token);
    return session;
  };
  const seats = async () => (await inject('GET', `/api/v1/admin/universities/${universityId}`, admin)).json().registeredStudents as number;

  it('lets students in at once while the university does not require approval', async () => {
    const student = await signup();
    expect(student.user.approval).toBe('approved');
    expect((await inject('GET', '/api/v1/student/labs', student.token)).statusCode).toBe(200);
  });

  it('keeps a new student waiting (signed in, no labs, no upload, no finalise) and tells the lecturers', async () => {
    await requireApproval(true);
    const student = await signup();
    expect(student.user.approval).toBe('pending');
    expect((await inject('GET', '/api/v1/user/me', student.token)).json().user.approval).toBe('pending');

    const labs = await inject('GET', '/api/v1/student/labs', student.token);
    expect(labs.statusCode).toBe(403);
    expect(labs.json()).toMatchObject({ code: 'account.pendingApproval', message: expect.stringMatching(/not approved your account yet/) });
    expect((await inject('GET', '/api/v1/labs/maternalchild/1?lang=en', student.token)).json().code).toBe('account.pendingApproval');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...bearer(student.token), 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': 'filename ZS53ZWJt' },
    });
    expect(upload.statusCode).toBe(403);
    const finalise = await inject('POST', '/api/v1/submissions', student.token, { uploadId: 'x'.repeat(32), subject: 'maternalchild', labNumber: 1, language: 'en' });
    expect(finalise.statusCode).toBe(403);
    expect(finalise.json().code).toBe('account.pendingApproval');

    const bell = (await inject('GET', '/api/v1/notifications', lecturer)).json();
    expect(bell.notifications).toEqual([expect.objectContaining({ kind: 'studentWaiting', actor: expect.objectContaining({ firstName: 'Ploy' }) })]);
    expect((await inject('GET', '/api/v1/notifications', otherLecturer)).json().notifications).toEqual([]);

    const pending = (await inject('GET', '/api/v1/professor/pending-students', lecturer)).json();
    expect(pending.students.map((s: { _id: string }) => s._id)).toEqual([student.user._id]);
    expect((await inject('GET', '/api/v1/professor/pending-students', otherLecturer)).json().students).toEqual([]);
    // Another university's lecturer and the student themself cannot decide.
    expect((await inject('POST', `/api/v1/professor/pending-students/${student.user._id}/approve`, otherLecturer)).statusCode).toBe(403);
    expect((await inject('POST', `/api/v1/professor/pending-students/${student.user._id}/approve`, student.token)).statusCode).toBe(403);

    expect((await inject('POST', `/api/v1/professor/pending-students/${student.user._id}/approve`, lecturer)).json()).toEqual({ approval: 'approved' });
    expect((await inject('GET', '/api/v1/student/labs', student.token)).statusCode).toBe(200);
    expect((await inject('GET', '/api/v1/user/me', student.token)).json().user.approval).toBe('approved');
    expect((await inject('POST', `/api/v1/professor/pending-students/${student.user._id}/refuse`, lecturer)).json().code).toBe('approval.alreadyDecided');
  });

  it('decides once when two lecturers answer at the same time; a refusal gives the seat back', async () => {
    const second = (await createProfessor(ctx, admin, code)).token;
    const student = await signup();
    const before = await seats();
    const answers = await Promise.all([
      inject('POST', `/api/v1/professor/pending-students/${student.user._id}/refuse`, lecturer),
      inject('POST', `/api/v1/professor/pending-students/${student.user._id}/approve`, second),
      inject('POST', `/api/v1/professor/pending-students/${student.user._id}/refuse`, second),
    ]);
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const decision = won[0].json().approval as string;
    expect(await seats()).toBe(decision === 'refused' ? before - 1 : before);
    const me = (await inject('GET', '/api/v1/user/me', student.token)).json().user;
    expect(me.approval).toBe(decision);
    const labs = await inject('GET', '/api/v1/student/labs', student.token);
    expect(labs.statusCode).toBe(decision === 'approved' ? 200 : 403);
    if (decision === 'refused') expect(labs.json().code).toBe('account.refused');
    // Signing in still works either way: the student is told where they stand.
    await signin(ctx, me.username, 'ward-round-42');
  });

  it('leaves students who registered before approval was required alone', async () => {
    await requireApproval(false);
    const student = await signup();
    await requireApproval(true);
    expect((await inject('GET', '/api/v1/student/labs', student.token)).statusCode).toBe(200);
  });
});
