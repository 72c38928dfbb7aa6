import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../src/db/schema/index.js';
import { DATABASE_KINDS, type DatabaseKind } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { s3ServerAvailable, startS3Server, type S3Server } from '../support/s3Server.js';
import { audioClip, tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

/** Issue 24 item 1: a student downloads all their data as one zip (PDPA s.30-31, access and portability). */
function dataExportSuite(kind: DatabaseKind, storage: 'local' | 's3') {
  let world: World;
  let s3: S3Server | undefined;
  let cleanup: () => Promise<void>;
  let owner: Person;
  let other: Person;
  let ownId: string;
  let otherId: string;
  let ownBytes: Buffer;
  const spoken = 'Hold the baby tummy to tummy and wait for a wide open mouth.';

  beforeAll(async () => {
    const temp = await tempDir();
    cleanup = temp.cleanup;
    if (storage === 's3') s3 = await startS3Server('nurselab-export');
    const [created, audio, otherAudio] = await Promise.all([createWorld(kind, s3?.env ?? {}, 2), audioClip(temp.dir, 2), audioClip(temp.dir, 3, 'other.webm')]);
    world = created;
    [owner, other] = world.students as [Person, Person];
    ownBytes = await readFile(audio);
    const submit = async (who: Person, file: string) => {
      const res = await finalise(world, who, { uploadId: await storedUpload(world, who, file) });
      expect(res.statusCode).toBe(201);
      return res.json().submission._id as string;
    };
    ownId = await submit(owner, audio);
    otherId = await submit(other, otherAudio);
    const transcript = { language: 'en', text: spoken, words: [] };
    await world.ctx.database.db
      .update(submissions)
      .set({ status: 'graded', score: 82, isPass: true, pros: ['Clear answer'], evaluation: { transcript } })
      .where(eq(submissions.id, ownId));
    await world.ctx.database.db
      .update(submissions)
      .set({ status: 'graded', score: 40, isPass: false, evaluation: { transcript: { language: 'en', text: 'The other student said this.', words: [] } } })
      .where(eq(submissions.id, otherId));
    const comment = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/submissions/${ownId}/comments`,
      headers: bearer(world.professor.token),
      payload: { text: 'Good latch advice, mention hand hygiene next time.' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await world?.ctx.close();
    await s3?.stop();
    await cleanup?.();
  });

  const download = (who: Person, query = '', language = 'th') =>
    world.ctx.app.inject({ method: 'GET', url: `/api/v1/user/data-export${query}`, headers: { ...bearer(who.token), 'accept-language': language } });

  it("holds the student's account, recording bytes, transcript, grade and comments, and nothing of another student", async () => {
    const res = await download(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nurselab-data-.+\.zip"$/);
    const files = unzipSync(res.rawPayload);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'attempts.json', 'attempts-used.json', 'notifications.json', 'consents.json']));

    const recordings = names.filter((n) => n.startsWith('recordings/'));
    expect(recordings).toHaveLength(1);
    expect(recordings[0]).toMatch(/^recordings\/maternalchild-lab1-attempt1-[0-9a-f]{8}\/original\.webm$/);
    expect(Buffer.from(files[recordings[0]!]!).equals(ownBytes)).toBe(true);

    const account = JSON.parse(strFromU8(files['account.json']!));
    expect(account).toMatchObject({ id: owner.userId, role: 'student' });
    expect(account).not.toHaveProperty('passwordHash');
    const attempts = JSON.parse(strFromU8(files['attempts.json']!));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ id: ownId, score: 82, isPass: true, transcript: { text: spoken }, recordings: [recordings[0]] });
    expect(attempts[0].comments).toEqual([expect.objectContaining({ text: 'Good latch advice, mention hand hygiene next time.', authorRole: 'professor', deleted: false })]);
    expect(JSON.parse(strFromU8(files['consents.json']!))).toHaveLength(1);
    expect(strFromU8(files['README.txt']!)).toContain('ข้อมูลของคุณ');

    const everything = names.map((n) => (n.startsWith('recordings/') ? n : strFromU8(files[n]!))).join('\n');
    expect(everything).not.toContain(otherId);
    expect(everything).not.toContain(otherId.slice(0, 8));
    expect(everything).not.toContain('The other student said this.');
    expect(everything).not.toContain(other.userId);
  });

  it("gives a lecturer or another student no one else's archive (403), and an administrator anyone's", async () => {
    expect((await download(world.professor, `?userId=${owner.userId}`)).statusCode).toBe(403);
    expect((await download(other, `?userId=${owner.userId}`)).statusCode).toBe(403);
    expect((await download(world.otherStudent, `?userId=${owner.userId}`)).statusCode).toBe(403);
    const unsigned = await world.ctx.app.inject({ method: 'GET', url: '/api/v1/user/data-export' });
    expect(unsigned.statusCode).toBe(401);

    const forRequest = await download(world.admin, `?userId=${other.userId}`, 'en');
    expect(forRequest.statusCode).toBe(200);
    const files = unzipSync(forRequest.rawPayload);
    expect(JSON.parse(strFromU8(files['attempts.json']!))[0]).toMatchObject({ id: otherId, transcript: { text: 'The other student said this.' } });
    expect(strFromU8(files['README.txt']!)).toContain('your data');
    expect((await download(world.admin, `?userId=${randomUUID()}`)).statusCode).toBe(404);
  });

  it('hides a grade the university still holds, as every other screen does, but keeps the transcript', async () => {
    await world.ctx.database.db.update(submissions).set({ resultHeld: true }).where(eq(submissions.id, ownId));
    const files = unzipSync((await download(owner)).rawPayload);
    const [attempt] = JSON.parse(strFromU8(files['attempts.json']!));
    expect(attempt).toMatchObject({ status: 'needs_review', score: null, isPass: null, evaluation: null, transcript: { text: spoken } });
    await world.ctx.database.db.update(submissions).set({ resultHeld: false }).where(eq(submissions.id, ownId));
  });
}

describe.each(DATABASE_KINDS)('data export, local disk (%s)', (kind) => dataExportSuite(kind, 'local'));
describe.runIf(s3ServerAvailable())('data export, S3 storage (pglite)', () => dataExportSuite('pglite', 's3'));
