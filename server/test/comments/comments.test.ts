import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer, createProfessor } from '../support/fixtures.js';
import { get, post, sendToReview, submitAnswer } from '../professor/support.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';

const patch = (world: World, who: Person, url: string, payload: object) => world.ctx.app.inject({ method: 'PATCH', url, headers: bearer(who.token), payload });
const del = (world: World, who: Person, url: string) => world.ctx.app.inject({ method: 'DELETE', url, headers: bearer(who.token) });

/** Issue 23, item 1: comments pinned to moments, replies, edits kept, and who may see them. */
describe.each(DATABASE_KINDS)('comments on an attempt (%s)', (kind) => {
  let world: World;
  let submissionId: string;
  let rubricItemId: string;
  let colleague: Person;
  const url = () => `/api/v1/submissions/${submissionId}/comments`;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 2);
    submissionId = await submitAnswer(world, world.students[0]!, { labNumber: 1 });
    await sendToReview(world, submissionId);
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${submissionId}/review`)).json();
    rubricItemId = form.lab.questions[0].rubric[0].id;
    const { registerCode } = (await get(world, world.professor, '/api/v1/professor/university')).json();
    const made = await createProfessor(world.ctx, world.admin.token, registerCode);
    colleague = { token: made.token, userId: made.user._id };
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('pins a lecturer comment to a moment and a rubric item; the student reads it and replies; a colleague sees the thread', async () => {
    const pinned = await post(world, world.professor, url(), { text: 'You named the danger sign here', atSeconds: 1.5, rubricItemId });
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json()).toMatchObject({ _id: expect.any(String), atSeconds: 1.5, rubricItemId, text: 'You named the danger sign here', replyTo: null, version: 1 });
    const general = await post(world, world.professor, url(), { text: 'Good structure overall' });
    expect(general.json()).toMatchObject({ atSeconds: null, rubricItemId: null });

    const reply = await post(world, world.students[0]!, url(), { text: 'Thank you, I will add the fundal height', replyTo: pinned.json()._id });
    expect(reply.statusCode).toBe(201);
    // A reply to a reply joins the thread of its root.
    const deeper = await post(world, world.professor, url(), { text: 'Yes, and the time', replyTo: reply.json()._id });
    expect(deeper.json().replyTo).toBe(pinned.json()._id);

    const studentView = (await get(world, world.students[0]!, url())).json().comments;
    expect(studentView.map((c: { text: string }) => c.text)).toEqual([
      'You named the danger sign here',
      'Good structure overall',
      'Thank you, I will add the fundal height',
      'Yes, and the time',
    ]);
    expect(studentView[0].history).toBeNull();
    const colleagueView = (await get(world, colleague, url())).json().comments;
    expect(colleagueView).toHaveLength(4);
    expect(colleagueView[0].history).toHaveLength(1);
  });

  it('refuses bad input with a clear error in the user’s language', async () => {
    const empty = await world.ctx.app.inject({ method: 'POST', url: url(), headers: { ...bearer(world.professor.token), 'accept-language': 'th' }, payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('กรุณาเขียนความคิดเห็น');
    const unknownItem = await post(world, world.professor, url(), { text: 'x', rubricItemId: 'no-such-item' });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json().code).toBe('comments.unknownRubricItem');
    const negative = await post(world, world.professor, url(), { text: 'x', atSeconds: -1 });
    expect(negative.statusCode).toBe(400);
    const parent = await post(world, world.professor, url(), { text: 'x', replyTo: '00000000-0000-4000-8000-000000000000' });
    expect(parent.json().code).toBe('comments.unknownParent');
  });

  it('lets nobody else read or write: another student, a lecturer of another university, a student of another course', async () => {
    for (const outsider of [world.students[1]!, world.otherStudent, world.otherProfessor, world.surgicalStudent]) {
      expect([403, 404]).toContain((await get(world, outsider, url())).statusCode);
      expect([403, 404]).toContain((await post(world, outsider, url(), { text: 'let me in' })).statusCode);
    }
    expect((await get(world, world.professor, '/api/v1/submissions/00000000-0000-4000-8000-000000000000/comments')).statusCode).toBe(404);
    const texts = (await get(world, world.professor, url())).json().comments.map((c: { text: string }) => c.text);
    expect(texts).not.toContain('let me in');
  });

  it('lets the author alone edit and delete, and keeps every version', async () => {
    const made = (await post(world, world.professor, url(), { text: 'First words', atSeconds: 0.5 })).json();
    const commentUrl = `${url()}/${made._id}`;
    expect((await patch(world, colleague, commentUrl, { text: 'Not mine' })).statusCode).toBe(403);
    expect((await patch(world, world.students[0]!, commentUrl, { text: 'Not mine' })).statusCode).toBe(403);
    expect((await del(world, world.students[0]!, commentUrl)).statusCode).toBe(403);
    expect((await patch(world, world.otherProfessor, commentUrl, { text: 'Not mine' })).statusCode).toBe(403);

    const edited = await patch(world, world.professor, commentUrl, { text: 'Better words', atSeconds: 0.9 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Better words', atSeconds: 0.9, version: 2, edited: true });
    // Two edits at once both land, one after the other.
    await Promise.all([patch(world, world.professor, commentUrl, { text: 'A' }), patch(world, world.professor, commentUrl, { text: 'B' })]);
    expect((await del(world, world.professor, commentUrl)).statusCode).toBe(204);
    expect((await patch(world, world.professor, commentUrl, { text: 'again' })).statusCode).toBe(409);

    const seen = (await get(world, colleague, url())).json().comments.find((c: { _id: string }) => c._id === made._id);
    expect(seen).toMatchObject({ deleted: true, text: '', version: 5 });
    expect(seen.history.map((h: { version: number }) => h.version)).toEqual([1, 2, 3, 4, 5]);
    expect(seen.history[0]).toMatchObject({ text: 'First words', atSeconds: 0.5, deleted: false });
    expect(seen.history[1]).toMatchObject({ text: 'Better words', atSeconds: 0.9 });
    expect(new Set(seen.history.slice(2, 4).map((h: { text: string }) => h.text))).toEqual(new Set(['A', 'B']));
    expect(seen.history[4].deleted).toBe(true);
    // The student sees that it was deleted, not what it said.
    const forStudent = (await get(world, world.students[0]!, url())).json().comments.find((c: { _id: string }) => c._id === made._id);
    expect(forStudent).toMatchObject({ deleted: true, text: '', history: null });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await world.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/v1/submissions/{submissionId}/comments'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/v1/submissions/{submissionId}/comments/{commentId}'])).toEqual(expect.arrayContaining(['patch', 'delete']));
    expect(doc.paths['/api/v1/notifications'].get).toBeDefined();
    expect(doc.paths['/api/v1/notifications/read'].post).toBeDefined();
  });
});
