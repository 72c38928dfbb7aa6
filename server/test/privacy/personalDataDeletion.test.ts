import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, personalDataDeletions, privacyConsents, submissionComments, submissions, universities, users } from '../../src/db/schema/index.js';
import { transcodeJob } from '../../src/jobs/transcode.js';
import { DATABASE_KINDS, type DatabaseKind } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { jobContext } from '../submissions/support/jobs.js';
import { audioClip, tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

/**
 * Issue 24 item 1: an administrator handles a student's deletion request. The recordings,
 * transcripts, comments and account details go; the anonymous grade stays for the course's
 * statistics; a record says what, when, by whom and at whose request.
 */
describe.each(DATABASE_KINDS)('deleting a student’s personal data (%s)', (kind: DatabaseKind) => {
  let world: World;
  let cleanup: () => Promise<void>;
  let student: Person;
  let bystander: Person;
  let attempt: string;
  let bystanderAttempt: string;
  let unfinished: string;
  let username: string;
  let homeId: string;
  const said = 'Support the head and wait for a wide open mouth.';

  const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': language }, ...(payload ? { payload } : {}) });
  const request = { requestedBy: 'student', requestedOn: new Date().toISOString().slice(0, 10) };

  beforeAll(async () => {
    const temp = await tempDir();
    cleanup = temp.cleanup;
    let clip: string;
    [world, clip] = await Promise.all([createWorld(kind, {}, 2), audioClip(temp.dir, 2)]);
    [student, bystander] = world.students as [Person, Person];
    const submit = async (who: Person) => {
      const res = await finalise(world, who, { uploadId: await storedUpload(world, who, clip) });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().submission._id as string;
      await world.ctx.database.db
        .update(submissions)
        .set({ status: 'graded', score: 80, isPass: true, gradedAt: new Date(), pros: ['Clear'], evaluation: { transcript: { language: 'en', text: said, words: [] } } })
        .where(eq(submissions.id, id));
      await transcodeJob({ id: `t-${id}`, data: { submissionId: id }, retryCount: 0, retryLimit: 0 }, jobContext(world));
      return id;
    };
    attempt = await submit(student);
    bystanderAttempt = await submit(bystander);
    // An answer still queued for evaluation when the request is handled.
    const queued = await finalise(world, student, { uploadId: await storedUpload(world, student, clip), labNumber: 2 });
    expect(queued.statusCode, queued.body).toBe(201);
    unfinished = queued.json().submission._id as string;
    const comment = await call(world.professor, 'POST', `/api/v1/submissions/${attempt}/comments`, { text: 'Good, mention hand hygiene.' });
    expect(comment.statusCode, comment.body).toBe(201);
    const [account] = await world.ctx.database.db.select().from(users).where(eq(users.id, student.userId));
    username = account!.username;
    homeId = account!.universityId!;
  }, 300_000);
  afterAll(async () => {
    await world?.ctx.close();
    await cleanup?.();
  });

  it('is for administrators only', async () => {
    for (const who of [world.professor, bystander]) {
      expect((await call(who, 'POST', `/api/v1/admin/users/${student.userId}/personal-data-deletion`, request)).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/v1/admin/personal-data-deletions')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/v1/admin/universities/${homeId}/students`)).statusCode).toBe(403);
    }
    const bad = await call(world.admin, 'POST', `/api/v1/admin/users/${student.userId}/personal-data-deletion`, { requestedBy: 'someone', requestedOn: '2026-13-40' }, 'th');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['requestedBy', 'requestedOn']);
    const oneWrong = await call(world.admin, 'POST', `/api/v1/admin/users/${student.userId}/personal-data-deletion`, { ...request, requestedBy: 'someone' }, 'th');
    expect(oneWrong.json()).toMatchObject({ code: 'personalData.requestedBy', message: 'กรุณาเลือกผู้ที่ขอให้ลบข้อมูล' });
    const future = await call(world.admin, 'POST', `/api/v1/admin/users/${student.userId}/personal-data-deletion`, { ...request, requestedOn: '2999-01-01' }, 'en');
    expect(future.json()).toMatchObject({ code: 'personalData.requestedOn', message: 'Enter the date the request arrived (not in the future).' });
    const professorAccount = await call(world.admin, 'POST', `/api/v1/admin/users/${world.professor.userId}/personal-data-deletion`, request);
    expect(professorAccount.json()).toMatchObject({ code: 'personalData.studentsOnly' });
    expect(await world.ctx.database.db.select().from(personalDataDeletions)).toHaveLength(0);
  });

  it('removes recordings, transcripts, comments and the account details; keeps the anonymous grade; records it; the student cannot sign in', async () => {
    const { storage } = world.ctx.app.services;
    const [before] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, attempt));
    expect(await storage.exists(before!.mediaKey)).toBe(true);
    expect(await storage.exists(before!.playbackKey!)).toBe(true);
    const [{ registeredStudents: seatsBefore }] = await world.ctx.database.db.select().from(universities).where(eq(universities.id, homeId));

    const listed = (await call(world.admin, 'GET', `/api/v1/admin/universities/${homeId}/students`)).json();
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ _id: student.userId, username, personalDataDeletedAt: null })]));

    const res = await call(world.admin, 'POST', `/api/v1/admin/users/${student.userId}/personal-data-deletion`, { requestedBy: 'student', requestedOn: '2026-11-20' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      subjectUserId: student.userId,
      universityId: homeId,
      universityName: 'Home University',
      performedByUsername: 'root_admin',
      requestedBy: 'student',
      requestedAt: '2026-11-20',
      removed: expect.objectContaining({ recordings: 2, transcripts: 2, comments: 1, consents: 1, account: 1 }),
    });

    // Media gone from storage; the other student's untouched.
    expect(await storage.exists(before!.mediaKey)).toBe(false);
    expect(await storage.exists(before!.playbackKey!)).toBe(false);
    const [others] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, bystanderAttempt));
    expect(await storage.exists(others!.mediaKey)).toBe(true);
    expect(others!.evaluation).toMatchObject({ transcript: { text: said } });

    // The grade stays, anonymous; nothing the student said is left.
    const [after] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, attempt));
    expect(after).toMatchObject({ score: 80, isPass: true, status: 'graded', evaluation: null, playbackKey: null, pros: [] });
    const [stopped] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, unfinished));
    expect(stopped).toMatchObject({ status: 'failed', evaluation: null });
    expect(await storage.exists(stopped!.mediaKey)).toBe(false);
    const [account] = await world.ctx.database.db.select().from(users).where(eq(users.id, student.userId));
    expect(account).toMatchObject({ firstName: '', lastName: '', studentId: null, username: `deleted-${student.userId}` });
    expect(account!.personalDataDeletedAt).toBeInstanceOf(Date);
    expect(await world.ctx.database.db.select().from(submissionComments).where(eq(submissionComments.submissionId, attempt))).toHaveLength(0);
    expect(await world.ctx.database.db.select().from(notifications).where(eq(notifications.submissionId, attempt))).toHaveLength(0);
    expect(await world.ctx.database.db.select().from(privacyConsents).where(eq(privacyConsents.userId, student.userId))).toHaveLength(0);
    const [{ registeredStudents: seatsAfter }] = await world.ctx.database.db.select().from(universities).where(eq(universities.id, homeId));
    expect(seatsAfter).toBe(seatsBefore - 1);

    // The student can no longer sign in, and their token is dead.
    const signin = await world.ctx.app.inject({ method: 'POST', url: '/api/v1/user/signin', payload: { username, password: 'ward-round-42' } });
    expect(signin.statusCode).toBe(401);
    expect((await call(student, 'GET', '/api/v1/user/privacy-consent')).statusCode).toBe(401);

    // The record holds no personal data beyond the opaque id.
    const [record] = await world.ctx.database.db.select().from(personalDataDeletions);
    expect(JSON.stringify(record)).not.toContain(username);
    expect(JSON.stringify(record)).not.toContain('Ploy');
    const history = (await call(world.admin, 'GET', '/api/v1/admin/personal-data-deletions')).json();
    expect(history).toEqual([expect.objectContaining({ subjectUserId: student.userId, requestedBy: 'student' })]);
  }, 120_000);

  it('done twice at once: one deletion, one record', async () => {
    const twice = await Promise.all([1, 2].map(() => call(world.admin, 'POST', `/api/v1/admin/users/${bystander.userId}/personal-data-deletion`, { requestedBy: 'representative', requestedOn: '2026-11-27' })));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json().code).toBe('personalData.alreadyDeleted');
    const records = await world.ctx.database.db.select().from(personalDataDeletions).where(eq(personalDataDeletions.subjectUserId, bystander.userId));
    expect(records).toHaveLength(1);
  }, 120_000);
});
