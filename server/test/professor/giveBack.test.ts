import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { createWorld, labId, recorded, type World } from '../submissions/support/world.js';
import { get, post, sendToReview, submitAnswer } from './support.js';

/** Issue 20, item 6: a lecturer can give an attempt back. */
describe.each(DATABASE_KINDS)('a lecturer gives an attempt back (%s)', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 3);
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  const giveBack = (who: { token: string }, id: string) => world.ctx.app.inject({ method: 'POST', url: `/api/v1/professor/submissions/${id}/give-back`, headers: bearer(who.token) });

  it('frees the attempt once, records who and when, and says so again when asked again', async () => {
    const [student] = world.students;
    const id = await submitAnswer(world, student, { labNumber: 1 });
    await sendToReview(world, id);
    const lab = await labId(world, 'maternalchild', 1);
    expect((await recorded(world, student, lab)).used).toBe(1);

    const before = Date.now();
    const first = await giveBack(world.professor, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ givenBack: true, attemptReturned: true, attemptsLeft: 3, returnedBy: { _id: world.professor.userId } });
    expect(Date.parse(first.json().returnedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await recorded(world, student, lab)).used).toBe(0);

    // Idempotent: the same answer, nothing freed twice.
    const again = await giveBack(world.professor, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ givenBack: false, attemptReturned: true, attemptsLeft: 3, returnedAt: first.json().returnedAt, returnedBy: first.json().returnedBy });
    expect((await recorded(world, student, lab)).used).toBe(0);

    // The professor's attempt view and the student's view say it.
    const staff = (await get(world, world.professor, `/api/v1/professor/student/${student.userId}/lab/1`)).json().labSubmissions[0];
    expect(staff).toMatchObject({ _id: id, attemptReturned: true, attemptReturnedAt: first.json().returnedAt, attemptReturnedBy: { _id: world.professor.userId } });
    expect((await get(world, student, `/api/v1/submissions/${id}`)).json()).toMatchObject({ attemptReturned: true, attemptsLeft: 3 });
    // The dashboard's progress counts attempts used without it.
    const scores = (await get(world, world.professor, '/api/v1/professor/download-scores')).body;
    expect(scores).toContain('Lab 1 Attempts Used');
  });

  it('is for the professors of the student’s university and administrators only', async () => {
    const [, student] = world.students;
    const id = await submitAnswer(world, student, { labNumber: 2 });
    expect((await giveBack(student, id)).statusCode).toBe(403);
    expect((await giveBack(world.otherProfessor, id)).statusCode).toBe(403);
    expect((await giveBack(world.otherStudent, id)).statusCode).toBe(403);
    expect((await giveBack(world.professor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const lab = await labId(world, 'maternalchild', 2);
    expect((await recorded(world, student, lab)).used).toBe(1);
    const byAdmin = await giveBack(world.admin, id);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ givenBack: true, attemptsLeft: 3 });
    expect((await recorded(world, student, lab)).used).toBe(0);
  });

  it('frees exactly one attempt under parallel give-backs of one answer, and one each for two answers', async () => {
    const [, , student] = world.students;
    const lab = await labId(world, 'maternalchild', 3);
    const a = await submitAnswer(world, student, { labNumber: 3 });
    const b = await submitAnswer(world, student, { labNumber: 3 });
    const c = await submitAnswer(world, student, { labNumber: 3 });
    expect((await recorded(world, student, lab)).used).toBe(3);

    // Two (and more) lecturers press the button at the same moment.
    const same = await Promise.all([giveBack(world.professor, a), giveBack(world.professor, a), giveBack(world.admin, a), giveBack(world.professor, a)]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(same.filter((r) => r.json().givenBack)).toHaveLength(1);
    expect((await recorded(world, student, lab)).used).toBe(2);

    const two = await Promise.all([giveBack(world.professor, b), giveBack(world.professor, c), giveBack(world.professor, b), giveBack(world.professor, c)]);
    expect(two.filter((r) => r.json().givenBack)).toHaveLength(2);
    const after = await recorded(world, student, lab);
    expect(after.used).toBe(0);
    expect(after.submissions.every((s) => s.attemptReturned)).toBe(true);
    // Never below zero, never more attempts than the lab allows.
    expect((await post(world, world.professor, `/api/v1/professor/submissions/${a}/give-back`)).json()).toMatchObject({ givenBack: false, attemptsLeft: 3 });
  });
});
