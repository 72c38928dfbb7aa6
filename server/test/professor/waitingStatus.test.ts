import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { createWorld, type World } from '../submissions/support/world.js';
import { get, gradeAs, submitAnswer } from './support.js';

type LabRow = { labNumber: number; pendingReview: boolean; isPass: boolean | null; attemptCount: number };
const lab = (body: { labs: LabRow[] }, labNumber: number) => body.labs.find((l) => l.labNumber === labNumber)!;

/** What the evaluate job writes for an answer held for a lecturer (release contract). */
async function holdForLecturer(world: World, submissionId: string) {
  await new SubmissionRepository(world.ctx.database.db).writeFinalResult(submissionId, {
    status: 'needs_review',
    score: null,
    isPass: null,
    failureReason: 'evaluation.heldForLecturer',
    evaluation: { automatic: { score: 58, isPass: false }, release: { automatic: false, reasons: [{ code: 'nearPassMark' }] } },
  });
}

/**
 * Issue 20, item 6: an answer waiting for a lecturer is "waiting for lecturer" in every API that
 * lists a student's labs: never "not attempted" for the student, never "failed" for the lecturer.
 */
describe.each(DATABASE_KINDS)('"waiting for lecturer" in every lab list (%s)', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 3);
    const [first, second] = world.students;
    // Student IDs the exports can tell apart.
    for (const [i, s] of world.students.entries()) await world.ctx.database.db.update(users).set({ studentId: `66010${i + 10}` }).where(eq(users.id, s.userId));
    // first: lab 1 held for a lecturer; lab 2 graded automatically (a pass).
    await holdForLecturer(world, await submitAnswer(world, first, { labNumber: 1 }));
    await gradeAs(world, await submitAnswer(world, first, { labNumber: 2 }), 'model answer');
    // second: lab 1 failed automatically, then a second answer held for a lecturer.
    await gradeAs(world, await submitAnswer(world, second, { labNumber: 1 }), 'I would wait and see.');
    await holdForLecturer(world, await submitAnswer(world, second, { labNumber: 1 }));
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('marks pendingReview on the student lab list (and its subject variant)', async () => {
    const [first, second, third] = world.students;
    for (const url of ['/api/v1/student/labs']) {
      const res = await get(world, first, url);
      expect(res.statusCode, url).toBe(200);
      expect(lab(res.json(), 1), url).toMatchObject({ pendingReview: true, isPass: null, attemptCount: 1 });
      expect(lab(res.json(), 2), url).toMatchObject({ pendingReview: false, isPass: true });
      expect(lab(res.json(), 3), url).toMatchObject({ pendingReview: false, attemptCount: 0 });
    }
    expect(lab((await get(world, second, '/api/v1/student/labs')).json(), 1)).toMatchObject({ pendingReview: true, isPass: false, attemptCount: 2 });
    expect(lab((await get(world, third, '/api/v1/student/labs')).json(), 1).pendingReview).toBe(false);
  });

  it('marks pendingReview on the per-subject student lab lists', async () => {
    const student = world.surgicalStudent;
    const id = await submitAnswer(world, student, { subject: 'surgical', labNumber: 1 });
    await holdForLecturer(world, id);
    const res = await get(world, student, '/api/v1/student/surgical/labs');
    expect(res.statusCode).toBe(200);
    expect(lab(res.json(), 1)).toMatchObject({ pendingReview: true, attemptCount: 1 });
    expect(lab(res.json(), 2).pendingReview).toBe(false);
    // ... and for staff on the subject path of the professor's student page.
    const staff = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/professor/student/${student.userId}/surgical/labs`, headers: bearer(world.admin.token) });
    expect(staff.statusCode).toBe(200);
    expect(lab(staff.json(), 1).pendingReview).toBe(true);
  });

  it("marks pendingReview on the professor's student page", async () => {
    const [first, second] = world.students;
    for (const url of [`/api/v1/professor/student/${first.userId}/labs`, `/api/v1/professor/student/${first.userId}/maternalchild/labs`]) {
      const res = await get(world, world.professor, url);
      expect(res.statusCode, url).toBe(200);
      expect(lab(res.json(), 1), url).toMatchObject({ pendingReview: true, isPass: null });
      expect(lab(res.json(), 2), url).toMatchObject({ pendingReview: false, isPass: true });
    }
    expect(lab((await get(world, world.professor, `/api/v1/professor/student/${second.userId}/labs`)).json(), 1).pendingReview).toBe(true);
  });

  it('gives the dashboard a waiting flag per lab', async () => {
    const [first, second, third] = world.students;
    const body = (await get(world, world.professor, '/api/v1/professor/labs')).json();
    const status = (userId: string, labNumber: number) =>
      body.studentLabStatuses.find((s: { _id: string }) => s._id === userId).labsStatus.find((l: { labNumber: number }) => l.labNumber === labNumber);
    expect(status(first.userId, 1)).toEqual({ labNumber: 1, isPass: null, attempt: 1, waiting: true });
    expect(status(first.userId, 2)).toEqual({ labNumber: 2, isPass: true, attempt: 1, waiting: false });
    expect(status(second.userId, 1)).toEqual({ labNumber: 1, isPass: false, attempt: 2, waiting: true });
    expect(status(third.userId, 1)).toEqual({ labNumber: 1, isPass: null, attempt: 0, waiting: false });
  });

  it('says "waiting for lecturer" in both score exports', async () => {
    const [first, second, third] = world.students;
    const scores = (await get(world, world.professor, '/api/v1/professor/download-scores')).body.replace(/^\uFEFF/, '');
    const rows = parse(scores, { columns: true }) as Record<string, string>[];
    const studentIds = (await get(world, world.professor, '/api/v1/professor/university')).json().students as { _id: string; studentId: string }[];
    const studentIdOf = (userId: string) => studentIds.find((s) => s._id === userId)!.studentId;
    const row = (userId: string) => rows.find((r) => r['Student ID'] === studentIdOf(userId))!;
    expect(row(first.userId)).toMatchObject({ 'Lab 1 Passed': '', 'Lab 1 Status': 'waiting for lecturer', 'Lab 2 Passed': 'yes', 'Lab 2 Status': 'passed' });
    expect(row(second.userId)).toMatchObject({ 'Lab 1 Status': 'waiting for lecturer', 'Lab 1 Attempts Used': '2' });
    expect(row(third.userId)).toMatchObject({ 'Lab 1 Passed': 'no', 'Lab 1 Status': 'not attempted' });

    const attempts = parse((await get(world, world.professor, '/api/v1/professor/download-attempts')).body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const held = attempts.filter((r) => r['Student ID'] === studentIdOf(first.userId) && r.Lab === '1');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ Status: 'waiting for lecturer', Score: '', Passed: '' });
  });

  it('counts a result held by the university for release as waiting, for the student and the lecturer', async () => {
    const [, , third] = world.students;
    const universityId = (await get(world, world.professor, '/api/v1/professor/university')).json()._id;
    const policy = (releasePolicy: 'held' | 'immediate') =>
      world.ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/universities/${universityId}`, headers: bearer(world.admin.token), payload: { releasePolicy } });
    expect((await policy('held')).statusCode).toBe(200);
    await gradeAs(world, await submitAnswer(world, third, { labNumber: 5 }), 'model answer');
    expect(lab((await get(world, third, '/api/v1/student/labs')).json(), 5)).toMatchObject({ pendingReview: true, isPass: null });
    expect(lab((await get(world, world.professor, `/api/v1/professor/student/${third.userId}/labs`)).json(), 5)).toMatchObject({ pendingReview: true, isPass: true });
    expect((await policy('immediate')).statusCode).toBe(200);
    expect(lab((await get(world, third, '/api/v1/student/labs')).json(), 5)).toMatchObject({ pendingReview: false, isPass: true });
  });
});
