import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { audioClip, tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

describe.each(DATABASE_KINDS)('archiving a published lab (%s)', (kind) => {
  let world: World;
  let dir: string;
  let cleanup: () => Promise<void>;

  const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const listed = async (who: Person, labNumber: number) =>
    ((await call(who, 'GET', '/api/v1/student/labs')).json().labs as { labNumber: number; attemptsLeft: number; attemptCount: number; archived?: boolean }[]).find((l) => l.labNumber === labNumber);

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    world = await createWorld(kind, {}, 2);
  }, 120_000);
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  it('takes no new attempts, keeps old attempts visible to those who made them, and can be brought back', async () => {
    const draftId = (await call(world.professor, 'POST', '/api/v1/authoring/labs', { from: { subject: 'maternalchild', labNumber: 1 }, languages: ['en'] })).json()._id;
    const { labNumber } = (await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {})).json();
    const [answered, fresh] = world.students;
    const clip = await audioClip(dir, 2);
    expect((await finalise(world, answered, { uploadId: await storedUpload(world, answered, clip), labNumber, language: 'en' })).statusCode).toBe(201);

    expect((await call(world.otherProfessor, 'POST', `/api/v1/authoring/labs/${draftId}/archive`)).statusCode).toBe(404);
    expect((await call(answered, 'POST', `/api/v1/authoring/labs/${draftId}/archive`)).statusCode).toBe(403);
    expect((await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/archive`)).statusCode).toBe(204);
    expect((await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json()).toMatchObject({ archived: true });
    expect((await call(world.professor, 'GET', '/api/v1/authoring/labs')).json().labs).toMatchObject([{ _id: draftId, archived: true }]);

    // Off the list of a student who never answered it; on the list (no attempts left) of one who did.
    expect(await listed(fresh, labNumber)).toBeUndefined();
    expect(await listed(answered, labNumber)).toMatchObject({ archived: true, attemptsLeft: 0, attemptCount: 1 });
    const history = await call(answered, 'GET', `/api/v1/student/maternalchild/${labNumber}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().labSubmissions).toHaveLength(1);
    // The server refuses new answers, whatever the client shows.
    for (const who of [answered, fresh]) {
      const refused = await finalise(world, who, { uploadId: await storedUpload(world, who, clip), labNumber, language: 'en', confirmWhileWaiting: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'submission.labArchived' });
      expect(refused.json().message).toContain('archived');
    }
    // Its lecturers still see it with its attempts.
    expect((await call(world.professor, 'GET', '/api/v1/professor/labs')).json().labs.some((l: { labNumber: number }) => l.labNumber === labNumber)).toBe(true);

    expect((await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/unarchive`)).statusCode).toBe(204);
    expect(await listed(fresh, labNumber)).toMatchObject({ attemptsLeft: 3 });
    expect((await listed(fresh, labNumber))?.archived).toBeUndefined();
    expect((await finalise(world, fresh, { uploadId: await storedUpload(world, fresh, clip), labNumber, language: 'en' })).statusCode).toBe(201);
  }, 180_000);
});
