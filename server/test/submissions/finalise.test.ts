import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { audioClip, longFilmShortSound, longSilentClip, lyingSilentFilm, tempDir, textAsWebm, videoClip } from './support/media.js';
import { createWorld, finalise, labId, recorded, storedMedia, storedUpload, type World } from './support/world.js';

describe.each(DATABASE_KINDS)('finalising an upload into a submission (%s)', (kind) => {
  let world: World;
  let dir: string;
  let cleanup: () => Promise<void>;
  let audio: string;
  let video: string;
  let lab1: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    [world, audio, video] = await Promise.all([createWorld(kind, {}, 4), audioClip(dir, 3), videoClip(dir, 2)]);
    lab1 = await labId(world, 'maternalchild', 1);
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  it('stores the recording, takes one attempt and queues evaluate and transcode', async () => {
    const [student] = world.students;
    const uploadId = await storedUpload(world, student, video);
    const res = await finalise(world, student, { uploadId, language: 'th' });
    expect(res.statusCode).toBe(201);
    const { submission } = res.json();
    expect(submission).toMatchObject({
      subject: 'maternalchild',
      labNumber: 1,
      attempt: 1,
      status: 'queued',
      fileType: 'video',
      language: 'th',
      score: null,
      isPass: null,
      attemptsLeft: 2,
    });

    const { submissions, used } = await recorded(world, student, lab1);
    expect(used).toBe(1);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ mimeType: 'video/webm', mediaKey: `submissions/${submission._id}/original.webm`, uploadId });
    expect(submissions[0].durationSeconds).toBeGreaterThan(1.5);
    expect(await world.ctx.app.services.storage.exists(submissions[0].mediaKey)).toBe(true);
    expect(await world.ctx.app.services.uploads.store.find(uploadId)).toBeUndefined();

    const jobs = await world.ctx.database.executeSql(`select name, data from pgboss.job where data->>'submissionId' = $1 order by name`, [submission._id]);
    expect(jobs.rows).toEqual([
      { name: 'evaluate', data: { submissionId: submission._id } },
      { name: 'transcode', data: { submissionId: submission._id } },
    ]);

    const again = await finalise(world, student, { uploadId, language: 'th' });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('upload.notFound');
  });

  it('takes the lab, language and subject from the tus metadata when the body leaves them out', async () => {
    const student = world.students[3];
    const uploadId = await storedUpload(world, student, audio, { subject: 'maternalandchild', labNumber: '2', language: 'jp' });
    const res = await world.ctx.app.inject({ method: 'POST', url: '/api/v1/submissions', headers: bearer(student.token), payload: { uploadId } });
    expect(res.statusCode).toBe(201);
    expect(res.json().submission).toMatchObject({ labNumber: 2, language: 'ja', fileType: 'audio' });
  });

  describe('refusals store nothing and use no attempt', () => {
    const refusals: [string, () => Promise<{ upload: () => Promise<string>; body?: Record<string, unknown>; status: number; code: string; text?: string }>][] = [
      ['a text file renamed .webm', async () => ({ upload: async () => storedUpload(world, world.students[1], await textAsWebm(dir)), status: 422, code: 'upload.notMedia', text: 'This file is not an audio or video recording. Please choose a recording.' })],
      ['a 4-minute clip', async () => ({ upload: async () => storedUpload(world, world.students[1], await longSilentClip(dir, 240)), status: 422, code: 'upload.tooLong', text: 'The recording is longer than 180 seconds. Please record a shorter answer.' })],
      ['a 20-minute video with 12 s of sound', async () => ({ upload: async () => storedUpload(world, world.students[1], await longFilmShortSound(dir, 1200, 12)), status: 422, code: 'upload.tooLong' })],
      ['a silent 20-minute video whose header claims 10 s', async () => ({ upload: async () => storedUpload(world, world.students[1], await lyingSilentFilm(dir, 1200, 10)), status: 422, code: 'upload.tooLong' })],
      ['a 0.2-second clip', async () => ({ upload: async () => storedUpload(world, world.students[1], await audioClip(dir, 0.2, 'blip.webm')), status: 422, code: 'upload.tooShort' })],
      ['a lab of another course', async () => ({ upload: () => storedUpload(world, world.students[1], audio), body: { subject: 'surgical' }, status: 403, code: 'auth.forbidden' })],
      ['a lab that does not exist', async () => ({ upload: () => storedUpload(world, world.students[1], audio), body: { labNumber: 99 }, status: 404, code: 'submission.labNotFound' })],
      ['an unknown language', async () => ({ upload: () => storedUpload(world, world.students[1], audio), body: { language: 'fr' }, status: 400, code: 'submission.language' })],
      ["another student's upload", async () => ({ upload: () => storedUpload(world, world.students[2], audio), status: 404, code: 'upload.notFound' })],
    ];

    it.each(refusals)('%s', async (_name, make) => {
      const student = world.students[1];
      const { upload, body, status, code, text } = await make();
      const res = await finalise(world, student, { uploadId: await upload(), ...body });
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      if (text) expect(res.json().message).toBe(text);
      expect(await recorded(world, student, lab1)).toEqual({ submissions: [], used: 0 });
      expect((await storedMedia(world)).length).toBe(await submissionCount());
    });

    it('refuses an upload that is not finished', async () => {
      const student = world.students[1];
      const { datastore } = world.ctx.app.services.uploads.store;
      const { Upload } = await import('@tus/server');
      await datastore.create(new Upload({ id: 'a'.repeat(32), size: 1000, offset: 0, metadata: { ownerId: student.userId } }));
      const res = await finalise(world, student, { uploadId: 'a'.repeat(32) });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('upload.incomplete');
      expect(await recorded(world, student, lab1)).toEqual({ submissions: [], used: 0 });
    });

    /** Every stored file belongs to a successful submission (one original each, no workers run here). */
    async function submissionCount(): Promise<number> {
      const rows = await world.ctx.database.executeSql('select count(*)::int as n from submissions');
      return Number((rows.rows[0] as { n: number }).n);
    }
  });

  it('gives the attempt back when the recording cannot be stored', async () => {
    const student = world.students[1];
    const { storage } = world.ctx.app.services;
    const importFile = storage.importFile;
    storage.importFile = async () => {
      throw new Error('disk full');
    };
    try {
      const res = await finalise(world, student, { uploadId: await storedUpload(world, student, audio) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'upload.storageFailed', message: 'The recording could not be saved. Your attempt was not used. Please try again.' });
    } finally {
      storage.importFile = importFile;
    }
    expect(await recorded(world, student, lab1)).toEqual({ submissions: [], used: 0 });
  });

  it('refuses a fourth attempt with the message of SPEC.md', async () => {
    const student = world.students[2];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const res = await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 3 });
      expect(res.statusCode).toBe(201);
      expect(res.json().submission).toMatchObject({ attempt, attemptsLeft: 3 - attempt });
    }
    const fourth = await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 3 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: 'submission.noAttemptsLeft', message: 'You have used all your attempts for this lab.' });
    const thai = await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 3 });
    expect(thai.statusCode).toBe(409);
    const { submissions, used } = await recorded(world, student, await labId(world, 'maternalchild', 3));
    expect(submissions.map((s) => s.attempt).sort()).toEqual([1, 2, 3]);
    expect(used).toBe(3);
  });

  it('20 parallel finalises with 3 attempts left make exactly 3 submissions', async () => {
    const student = world.students[0];
    const lab = await labId(world, 'maternalchild', 5);
    const uploads = await Promise.all(Array.from({ length: 20 }, () => storedUpload(world, student, audio)));
    const results = await Promise.all(uploads.map((uploadId) => finalise(world, student, { uploadId, labNumber: 5 })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const { submissions, used } = await recorded(world, student, lab);
    expect(submissions.map((s) => s.attempt).sort()).toEqual([1, 2, 3]);
    expect(used).toBe(3);
    for (const s of submissions) expect(await world.ctx.app.services.storage.exists(s.mediaKey)).toBe(true);
  });
});
