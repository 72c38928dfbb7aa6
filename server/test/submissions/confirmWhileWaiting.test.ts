import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { get, gradeAs, sendToReview, submitAnswer } from '../professor/support.js';
import { audioClip, tempDir } from './support/media.js';
import { createWorld, finalise, labId, recorded, storedUpload, type World } from './support/world.js';

/**
 * Issue 20, item 6: while an answer waits for a lecturer, a student cannot spend the remaining
 * attempts on that lab without being told and confirming.
 */
describe.each(DATABASE_KINDS)('answering again while an answer waits for a lecturer (%s)', (kind) => {
  let world: World;
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 3);
    ({ dir, cleanup } = await tempDir());
  });
  afterAll(async () => {
    await cleanup();
    await world.ctx.close();
  });

  const upload = async (who = world.students[0]) => storedUpload(world, who, await audioClip(dir, 2, `a-${Math.random()}.webm`));

  it('refuses a new attempt with 409 submission.waitingForLecturer, in the asked language, using no attempt', async () => {
    const [student] = world.students;
    const first = await submitAnswer(world, student, { labNumber: 1 });
    await sendToReview(world, first);

    const uploadId = await upload();
    const res = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/submissions',
      headers: { ...bearer(student.token), 'accept-language': 'th' },
      payload: { uploadId, subject: 'maternalchild', labNumber: 1, language: 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'submission.waitingForLecturer', details: { waitingAttempt: 1, waitingSubmissionId: first, attemptsLeft: 2 } });
    expect(res.json().message).toContain('ครั้งที่ 1');
    expect((await recorded(world, student, await labId(world, 'maternalchild', 1))).used).toBe(1);

    // The same upload, confirmed: the attempt is taken.
    const confirmed = await finalise(world, student, { uploadId, labNumber: 1, confirmWhileWaiting: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().submission).toMatchObject({ attempt: 2, attemptsLeft: 1 });
  });

  it('asks nothing on another lab, or once the lecturer has graded the answer', async () => {
    const [, student] = world.students;
    const first = await submitAnswer(world, student, { labNumber: 3 });
    await sendToReview(world, first);
    expect((await finalise(world, student, { uploadId: await upload(student), labNumber: 4 })).statusCode).toBe(201);
    expect((await finalise(world, student, { uploadId: await upload(student), labNumber: 3 })).statusCode).toBe(409);

    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${first}/review`)).json();
    const graded = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/professor/submissions/${first}/review`,
      headers: bearer(world.professor.token),
      payload: { itemsMet: form.suggested.itemsMet, score: 70, pros: [], recommendations: [] },
    });
    expect(graded.statusCode).toBe(200);
    expect((await finalise(world, student, { uploadId: await upload(student), labNumber: 3 })).statusCode).toBe(201);
  });

  it('counts a result held by the university for release as waiting too', async () => {
    const [, , student] = world.students;
    const universityId = (await get(world, world.professor, '/api/v1/professor/university')).json()._id;
    const policy = (releasePolicy: 'held' | 'immediate') =>
      world.ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/universities/${universityId}`, headers: bearer(world.admin.token), payload: { releasePolicy } });
    await policy('held');
    try {
      const first = await submitAnswer(world, student, { labNumber: 5 });
      await gradeAs(world, first, 'model answer');
      const refused = await finalise(world, student, { uploadId: await upload(student), labNumber: 5 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('submission.waitingForLecturer');
      await new SubmissionRepository(world.ctx.database.db).professor.release({ submissionId: first }, world.professor.userId);
      expect((await finalise(world, student, { uploadId: await upload(student), labNumber: 5 })).statusCode).toBe(201);
    } finally {
      await policy('immediate');
    }
  });

  it('still says "no attempts left" first when none are left', async () => {
    const [student] = world.students;
    // Lab 1: attempt 1 waits, attempt 2 was confirmed; the third, confirmed, is the last.
    expect((await finalise(world, student, { uploadId: await upload(), labNumber: 1, confirmWhileWaiting: true })).statusCode).toBe(201);
    const res = await finalise(world, student, { uploadId: await upload(), labNumber: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('submission.noAttemptsLeft');
  });
});
