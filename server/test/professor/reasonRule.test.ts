import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { createWorld, type World } from '../submissions/support/world.js';
import { get, gradeAs, post, sendToReview, submitAnswer } from './support.js';

/** Issue 20, item 9: a reason is asked only when an AUTOMATIC grade changes. */
describe.each(DATABASE_KINDS)('the reason rule of re-grading (%s)', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 2);
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  const review = (id: string, score: number, reason?: string) =>
    post(world, world.professor, `/api/v1/professor/submissions/${id}/review`, { itemsMet: [], score, pros: [], recommendations: [], ...(reason ? { reason } : {}) });

  it('asks for a reason to change an automatic grade, and none to re-grade a lecturer grade', async () => {
    const [student] = world.students;
    const id = await submitAnswer(world, student, { labNumber: 1 });
    const automatic = await gradeAs(world, id, 'model answer');
    const changed = Math.max(0, automatic - 20);

    const refused = await review(id, changed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('review.reasonRequired');
    // Keeping the automatic score needs no reason ...
    expect((await review(id, automatic)).statusCode).toBe(200);
    // ... and once a lecturer graded it, re-grading their grade needs none either.
    const regraded = await review(id, changed);
    expect(regraded.statusCode).toBe(200);
    expect(regraded.json().review).toMatchObject({ sequence: 2, statusBefore: 'graded', scoreBefore: automatic, scoreAfter: changed, reason: null });
    const again = await post(world, world.admin, `/api/v1/professor/submissions/${id}/review`, { itemsMet: [], score: 75, pros: [], recommendations: [] });
    expect(again.statusCode).toBe(200);
    expect(again.json().review).toMatchObject({ sequence: 3, scoreBefore: changed, scoreAfter: 75 });
  });

  it('asks no reason to grade an answer that waited for the lecturer, nor to re-grade it', async () => {
    const [, student] = world.students;
    const id = await submitAnswer(world, student, { labNumber: 2 });
    await sendToReview(world, id);
    const first = await review(id, 40);
    expect(first.statusCode).toBe(200);
    expect(first.json().review).toMatchObject({ sequence: 1, statusBefore: 'needs_review', scoreBefore: null, reason: null });
    const second = await review(id, 65);
    expect(second.statusCode).toBe(200);
    expect(second.json().review).toMatchObject({ sequence: 2, statusBefore: 'graded', scoreBefore: 40, scoreAfter: 65 });
    // The attempt view names who graded before.
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${id}/review`)).json();
    expect(form.submission.reviews.map((r: { reviewer: { _id: string }; scoreAfter: number }) => [r.reviewer._id, r.scoreAfter])).toEqual([
      [world.professor.userId, 40],
      [world.professor.userId, 65],
    ]);
  });
});
