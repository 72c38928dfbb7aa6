import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professorCourses, users } from '../../src/db/schema/index.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer, signupStudent } from '../support/fixtures.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';
import { sendToReview, submitAnswer } from './support.js';

const COURSE = 'x-nurselab-course';

/** Issue 22 items 6 and 7: a lecturer teaches several courses and switches between them; due dates and late attempts. */
describe.each(DATABASE_KINDS)('courses and due dates (%s)', (kind) => {
  let world: World;
  let home: { _id: string; registerCode: string };
  let other: { _id: string; registerCode: string };
  let professorName: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Person, options: { payload?: object; course?: string; language?: string } = {}) =>
    world.ctx.app.inject({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': options.language ?? 'en', ...(options.course ? { [COURSE]: options.course } : {}) },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const addProfessor = (universityId: string, body: object) => call('POST', `/api/v1/admin/universities/${universityId}/professors`, world.admin, { payload: body });
  const memberships = async (userId: string) =>
    (await world.ctx.database.db.select().from(professorCourses).where(eq(professorCourses.userId, userId))).map((m) => m.universityId).sort();
  const defaultCourse = async (userId: string) => (await world.ctx.database.db.select({ u: users.universityId }).from(users).where(eq(users.id, userId)))[0].u;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 2);
    home = (await call('GET', '/api/v1/professor/university', world.professor)).json();
    other = (await call('GET', '/api/v1/professor/university', world.otherProfessor)).json();
    professorName = (await call('GET', '/api/v1/user/me', world.professor)).json().user.username;
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('adds a lecturer to a second course without removing them from the first; a plain add still asks before a move', async () => {
    const ask = await addProfessor(other._id, { username: professorName });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: 'admin.confirmMove', details: { role: 'professor', currentUniversities: [{ _id: home._id }] } });
    expect(await memberships(world.professor.userId)).toEqual([home._id]);

    const added = await addProfessor(other._id, { username: professorName, alsoTeach: true });
    expect(added.statusCode).toBe(200);
    expect(added.json().professors).toContain(professorName);
    expect((await call('GET', `/api/v1/admin/universities/${home._id}`, world.admin)).json().professors).toContain(professorName);
    expect(await memberships(world.professor.userId)).toEqual([home._id, other._id].sort());
    // Adding again changes nothing; the default course stays the first.
    expect((await addProfessor(other._id, { username: professorName, alsoTeach: true })).statusCode).toBe(200);
    expect(await memberships(world.professor.userId)).toHaveLength(2);
    expect(await defaultCourse(world.professor.userId)).toBe(home._id);
  });

  it('refuses to add a student account to a second university (a student can only be moved)', async () => {
    const student = (await signupStudent(world.ctx, home.registerCode)).user.username;
    const res = await call('POST', `/api/v1/admin/universities/${other._id}/professors`, world.admin, { payload: { username: student, alsoTeach: true }, language: 'th' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('admin.onlyMoveStudent');
    expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('lists the lecturer’s courses and switches between them; every professor API follows the active course', async () => {
    const courses = (await call('GET', '/api/v1/professor/courses', world.professor)).json();
    expect(courses.active).toBe(home._id);
    expect(courses.courses.map((c: { _id: string }) => c._id).sort()).toEqual([home._id, other._id].sort());

    const atHome = (await call('GET', '/api/v1/professor/university', world.professor)).json();
    expect(atHome.students.map((s: { _id: string }) => s._id)).toContain(world.students[0].userId);
    const switched = await call('GET', '/api/v1/professor/university', world.professor, { course: other._id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()._id).toBe(other._id);
    expect(switched.json().students.map((s: { _id: string }) => s._id)).toEqual([world.otherStudent.userId]);
    const dashboard = (await call('GET', '/api/v1/professor/labs', world.professor, { course: other._id })).json();
    expect(dashboard.studentLabStatuses.map((s: { _id: string }) => s._id)).toEqual([world.otherStudent.userId]);
    expect((await call('GET', '/api/v1/professor/courses', world.professor, { course: other._id })).json().active).toBe(other._id);
    // Students of either course they teach; the dashboards' student view works from both.
    expect((await call('GET', `/api/v1/professor/student/${world.otherStudent.userId}/labs`, world.professor)).statusCode).toBe(200);
  });

  it('refuses a course the lecturer does not teach, whichever way it is named', async () => {
    const notTaught = await call('GET', '/api/v1/professor/university', world.otherProfessor, { course: home._id, language: 'th' });
    expect(notTaught.statusCode).toBe(403);
    expect(notTaught.json().code).toBe('course.notTaught');
    expect(notTaught.json().message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await call('GET', `/api/v1/professor/university?universityId=${home._id}`, world.otherProfessor)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/professor/labs?universityId=${home._id}`, world.otherProfessor)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/professor/review-queue', world.otherProfessor, { course: home._id })).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/professor/student/${world.students[0].userId}/labs`, world.otherProfessor)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/professor/university', world.otherProfessor, { course: 'not-a-uuid' })).statusCode).toBe(403);
    // A student's header means nothing: their own course stays theirs.
    expect((await call('GET', '/api/v1/student/labs', world.otherStudent, { course: home._id })).statusCode).toBe(200);
  });

  it('sets and clears a due date for the active course only; a lecturer of another course is refused', async () => {
    const put = (who: Person, body: object, options: { course?: string; query?: string; language?: string } = {}) =>
      call('PUT', `/api/v1/professor/labs/maternalchild/1/due-date${options.query ?? ''}`, who, { payload: body, course: options.course, language: options.language });

    const set = await put(world.professor, { dueAt: '2031-03-01T17:00' });
    expect(set.statusCode).toBe(200);
    // Entered as a Bangkok wall time: 10:00 UTC.
    expect(set.json()).toEqual({ labNumber: 1, due: { at: '2031-03-01T10:00:00.000Z', timeZone: 'Asia/Bangkok' } });
    const list = (await call('GET', '/api/v1/professor/due-dates', world.professor)).json();
    expect(list.labs.find((l: { labNumber: number }) => l.labNumber === 1).due.at).toBe('2031-03-01T10:00:00.000Z');
    // The other course (switched to) has no due date for lab 1.
    const otherList = (await call('GET', '/api/v1/professor/due-dates', world.professor, { course: other._id })).json();
    expect(otherList.universityId).toBe(other._id);
    expect(otherList.labs.find((l: { labNumber: number }) => l.labNumber === 1).due).toBeNull();

    // Students of the course see it on the lab list and the lab screen; the other course's do not.
    const rows = (await call('GET', '/api/v1/student/labs', world.students[0])).json().labs;
    expect(rows.find((r: { labNumber: number }) => r.labNumber === 1).due).toEqual({ at: '2031-03-01T10:00:00.000Z', timeZone: 'Asia/Bangkok' });
    expect(rows.find((r: { labNumber: number }) => r.labNumber === 2).due).toBeNull();
    const screen = (await call('GET', '/api/v1/labs/maternalchild/1', world.students[0])).json();
    expect(screen.due).toEqual({ at: '2031-03-01T10:00:00.000Z', timeZone: 'Asia/Bangkok' });
    expect((await call('GET', '/api/v1/student/labs', world.otherStudent)).json().labs[0].due).toBeNull();

    // A lecturer of another course: refused however they name this one, and nothing changes.
    expect((await put(world.otherProfessor, { dueAt: '2031-04-01T17:00' }, { course: home._id })).statusCode).toBe(403);
    expect((await put(world.otherProfessor, { dueAt: '2031-04-01T17:00' }, { query: `?universityId=${home._id}` })).statusCode).toBe(403);
    expect((await put(world.students[0], { dueAt: '2031-04-01T17:00' })).statusCode).toBe(403);
    // Their own course's due date is theirs to set, and leaves this one alone.
    expect((await put(world.otherProfessor, { dueAt: '2031-04-01T17:00' })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/labs/maternalchild/1', world.students[0])).json().due.at).toBe('2031-03-01T10:00:00.000Z');

    // Bad input: a clear error in the reader's language, on the field.
    const bad = await put(world.professor, { dueAt: '2031-02-30T10:00' }, { language: 'th' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'dueDate.invalid', errors: [{ field: 'dueAt' }] });
    expect(bad.json().message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await put(world.professor, { dueAt: '2099-01-01T10:00' })).json().code).toBe('dueDate.tooFar');

    const cleared = await put(world.professor, { dueAt: null });
    expect(cleared.json()).toEqual({ labNumber: 1, due: null });
    expect((await call('GET', '/api/v1/labs/maternalchild/1', world.students[0])).json().due).toBeNull();
  });

  it('marks attempts finalised after the due date late, by the server’s time: attempt views, review queue, both CSVs', async () => {
    const [, student] = world.students;
    const onTime = await submitAnswer(world, student, { labNumber: 3 });
    const due = new Date(Date.now() + 50).toISOString();
    expect((await call('PUT', '/api/v1/professor/labs/maternalchild/3/due-date', world.professor, { payload: { dueAt: due } })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const late = await submitAnswer(world, student, { labNumber: 3 });
    await sendToReview(world, onTime);
    await sendToReview(world, late);

    const attempts = (await call('GET', `/api/v1/professor/student/${student.userId}/lab/3`, world.professor)).json().labSubmissions;
    expect(Object.fromEntries(attempts.map((a: { _id: string; late: boolean }) => [a._id, a.late]))).toEqual({ [onTime]: false, [late]: true });
    expect(attempts[0].dueAt).toBe(due);

    const queue = (await call('GET', '/api/v1/professor/review-queue', world.professor)).json().entries;
    expect(queue.find((e: { _id: string }) => e._id === late).late).toBe(true);
    expect(queue.find((e: { _id: string }) => e._id === onTime).late).toBe(false);
    const form = (await call('GET', `/api/v1/professor/submissions/${late}/review`, world.professor)).json();
    expect(form.submission.late).toBe(true);

    const attemptsCsv = parse((await call('GET', '/api/v1/professor/download-attempts?labNumber=3&format=keys', world.professor)).body, { columns: true, bom: true }) as Record<string, string>[];
    expect(attemptsCsv.map((r) => [r.Attempt, r.Late, r['Due At']])).toEqual([
      ['1', 'no', due],
      ['2', 'yes', due],
    ]);
    const scores = parse((await call('GET', '/api/v1/professor/download-scores?format=keys', world.professor)).body, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(scores[0])).toContain('Lab 3 Late');
    // Only the student who submitted after the due date is late on lab 3; the others (no attempt after it) are not.
    expect(scores.filter((r) => r['Lab 3 Late'] === 'yes')).toHaveLength(1);
    expect(scores.filter((r) => r['Lab 3 Late'] === 'no')).toHaveLength(scores.length - 1);
    expect(scores.every((r) => r['Lab 1 Late'] === '')).toBe(true);
    // The lecturer of the other course, switched to it, sees none of this.
    expect((await call('GET', '/api/v1/professor/review-queue', world.professor, { course: other._id })).json().entries.map((e: { _id: string }) => e._id)).not.toContain(late);
  });

  it('removes a lecturer from one course only; their default moves to a course they still teach', async () => {
    const removed = await call('DELETE', `/api/v1/admin/universities/${home._id}/professors/${world.professor.userId}`, world.admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().professors).not.toContain(professorName);
    expect(await memberships(world.professor.userId)).toEqual([other._id]);
    expect(await defaultCourse(world.professor.userId)).toBe(other._id);
    expect((await call('GET', '/api/v1/professor/university', world.professor)).json()._id).toBe(other._id);
    expect((await call('GET', '/api/v1/professor/university', world.professor, { course: home._id })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/admin/universities/${home._id}/professors/${world.professor.userId}`, world.admin)).statusCode).toBe(404);
  });

  it('moves a lecturer of several courses with the confirmation: they then teach the target only', async () => {
    expect((await addProfessor(home._id, { username: professorName, alsoTeach: true })).statusCode).toBe(200);
    const otherName = (await call('GET', '/api/v1/user/me', world.otherProfessor)).json().user.username;
    const third = (await call('POST', '/api/v1/admin/generate-code', world.admin, { payload: { universityName: 'Third University', numberOfStudents: 5, course: 'maternalchild' } })).json().university;
    const ask = await addProfessor(third._id, { username: professorName });
    expect(ask.statusCode).toBe(409);
    expect(ask.json().details.currentUniversities).toHaveLength(2);
    const moved = await addProfessor(third._id, { username: professorName, confirmMove: true });
    expect(moved.statusCode).toBe(200);
    expect(await memberships(world.professor.userId)).toEqual([third._id]);
    expect(await defaultCourse(world.professor.userId)).toBe(third._id);
    expect((await call('GET', `/api/v1/admin/universities/${other._id}`, world.admin)).json().professors).toEqual([otherName]);
  });

  it('adds one lecturer to one course from many parallel requests exactly once, and to many courses at once without losing any', async () => {
    const names = ['P1', 'P2', 'P3', 'P4'];
    const courses = await Promise.all(
      names.map(async (n) => (await call('POST', '/api/v1/admin/generate-code', world.admin, { payload: { universityName: `Parallel ${n}`, numberOfStudents: 5 } })).json().university._id as string),
    );
    const same = await Promise.all(Array.from({ length: 12 }, () => addProfessor(courses[0], { username: professorName, alsoTeach: true })));
    expect(same.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const rows = await world.ctx.database.db
      .select()
      .from(professorCourses)
      .where(and(eq(professorCourses.userId, world.professor.userId), eq(professorCourses.universityId, courses[0])));
    expect(rows).toHaveLength(1);
    const spread = await Promise.all(courses.slice(1).map((id) => addProfessor(id, { username: professorName, alsoTeach: true })));
    expect(spread.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await memberships(world.professor.userId)).filter((id) => courses.includes(id)).sort()).toEqual([...courses].sort());
  });
});
