import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE_BYTES } from '@nurselab/core';
import { labs, submissions } from '../../src/db/schema/index.js';
import { fakeGrader, runWorkers } from '../submissions/support/jobs.js';
import { sha256File, tempDir, wavClip } from '../submissions/support/media.js';
import { createWorld, listFiles, listen, storedMedia, type Person, type World } from '../submissions/support/world.js';

const CHUNK_URL = '/api/v1/lab-deployed/upload-chunk';

describe("SPEC.md's chunk API and finalise calls", () => {
  let world: World;
  let base: string;
  let dir: string;
  let cleanup: () => Promise<void>;
  let clip: string;
  let clipBytes: Buffer;
  let chunksDir: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    // About 2.5 MiB: three chunks.
    [world, clip] = await Promise.all([createWorld('pglite', { LEGACY_RESULT_WAIT_SECONDS: '3' }, 3), wavClip(dir, 27)]);
    clipBytes = await readFile(clip);
    base = await listen(world);
    chunksDir = path.join(world.ctx.config.dataDir, 'uploads', 'chunks');
    // Grade lab 1 answers only; others stay queued, as with no evaluator at all.
    await runWorkers(world, [['evaluate', fakeGrader(75, async (id) => (await labNumberOf(id)) === 1)]]);
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  async function labNumberOf(submissionId: string): Promise<number> {
    const [row] = await world.ctx.database.db
      .select({ labNumber: labs.labNumber })
      .from(submissions)
      .innerJoin(labs, eq(labs.id, submissions.labId))
      .where(eq(submissions.id, submissionId));
    return row.labNumber;
  }

  const chunkOf = (index: number, bytes = clipBytes) => bytes.subarray(index * CHUNK_SIZE_BYTES, (index + 1) * CHUNK_SIZE_BYTES);
  const totalChunks = Math.ceil(27 * 96_000 / CHUNK_SIZE_BYTES);

  async function sendChunk(who: Person, fields: { fileName: string; chunkIndex: number; totalChunks: number }, chunk: Uint8Array, url = CHUNK_URL) {
    const form = new FormData();
    form.append('chunk', new Blob([chunk]), 'blob');
    form.append('fileName', fields.fileName);
    form.append('chunkIndex', String(fields.chunkIndex));
    form.append('totalChunks', String(fields.totalChunks));
    const res = await fetch(base + url, { method: 'POST', headers: { authorization: `Bearer ${who.token}` }, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function finaliseLegacy(who: Person, url: string, body: Record<string, unknown>) {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function sendAll(who: Person, fileName: string) {
    for (let i = 0; i < totalChunks; i++) expect((await sendChunk(who, { fileName, chunkIndex: i, totalChunks }, chunkOf(i))).status).toBe(200);
  }

  async function originalOf(submissionId: string): Promise<string> {
    const [row] = await world.ctx.database.db.select({ key: submissions.mediaKey }).from(submissions).where(eq(submissions.id, submissionId));
    return world.ctx.app.services.storage.localPath!(row.key);
  }

  it('assembles re-sent and out-of-order chunks into the same file, and answers the analysis', async () => {
    expect(totalChunks).toBe(3);
    const student = world.students[0];
    const fileName = 'lab1_recording_1700000000000.wav';
    expect((await sendChunk(student, { fileName, chunkIndex: 2, totalChunks }, chunkOf(2))).status).toBe(200);
    // A damaged copy, then the retry: the retry replaces it.
    expect((await sendChunk(student, { fileName, chunkIndex: 1, totalChunks }, randomBytes(CHUNK_SIZE_BYTES))).status).toBe(200);
    expect((await sendChunk(student, { fileName, chunkIndex: 0, totalChunks }, chunkOf(0))).status).toBe(200);
    expect((await sendChunk(student, { fileName, chunkIndex: 1, totalChunks }, chunkOf(1))).status).toBe(200);
    expect((await sendChunk(student, { fileName, chunkIndex: 1, totalChunks }, chunkOf(1))).status).toBe(200);

    const res = await finaliseLegacy(student, '/api/v1/lab-deployed/upload-1-en', { fileName, totalChunks });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passFailStatus: 'Passed', score: 75, pros: ['Clear answer'], recommendations: ['Mention hand hygiene'], attemptsLeft: 2 });
    expect(await sha256File(await originalOf(String(res.body.submissionId)))).toBe(await sha256File(clip));
    const [row] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, String(res.body.submissionId)));
    expect(row).toMatchObject({ language: 'en', fileType: 'audio', mimeType: 'audio/wav', attempt: 1 });
    expect(await listFiles(path.join(world.ctx.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('answers 202 with the submission id when the evaluation is not done in time', async () => {
    const student = world.students[0];
    await sendAll(student, 'lab2.wav');
    const started = Date.now();
    const res = await finaliseLegacy(student, '/api/v1/lab-deployed/maternalchild-2', { fileName: 'lab2.wav', totalChunks });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', submissionId: expect.any(String), code: 'submission.stillProcessing' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('keeps path-like file names harmless: they are hashed, never a path', async () => {
    const student = world.students[1];
    const names = ['../../../../etc/passwd', '/tmp/evil.webm', '..\\..\\windows\\win.ini', 'a/../../b.webm', '%2e%2e%2fx'];
    for (const fileName of names) {
      expect((await sendChunk(student, { fileName, chunkIndex: 0, totalChunks: 1 }, Buffer.from('not much'))).status).toBe(200);
    }
    const stored = await listFiles(chunksDir);
    expect(stored).toHaveLength(names.length);
    for (const file of stored) expect(path.relative(chunksDir, file)).toMatch(/^[0-9a-f]{64}\/0$/);
    expect(await listFiles(path.join(world.ctx.config.dataDir, '..', 'etc'))).toEqual([]);

    // A path-like name still works as the key of a real recording.
    await sendAll(student, '../../etc/passwd');
    const res = await finaliseLegacy(student, '/api/v1/lab-deployed/maternalchild-3', { fileName: '../../etc/passwd', totalChunks });
    expect(res.status).toBe(202);
  });

  it('refuses 501 chunks (501 MiB) at the chunk and at finalise, writing nothing', async () => {
    const student = world.students[2];
    const before = await listFiles(chunksDir);
    const chunk = await sendChunk(student, { fileName: 'huge.webm', chunkIndex: 0, totalChunks: 501 }, Buffer.alloc(10));
    expect(chunk.status).toBe(413);
    expect(chunk.body).toMatchObject({ code: 'upload.tooLarge', message: 'The file is larger than 500 MB. Please choose a smaller file.' });
    const fin = await finaliseLegacy(student, '/api/v1/lab-deployed/maternalchild-1', { fileName: 'huge.webm', totalChunks: 501 });
    expect(fin.status).toBe(413);
    expect(await listFiles(chunksDir)).toEqual(before);
  });

  it('refuses a chunk number outside the file and a chunk over 1 MiB', async () => {
    const student = world.students[2];
    const outside = await sendChunk(student, { fileName: 'x.webm', chunkIndex: 3, totalChunks: 3 }, Buffer.alloc(10));
    expect(outside).toMatchObject({ status: 400, body: { code: 'upload.chunkIndex' } });
    expect((await sendChunk(student, { fileName: 'x.webm', chunkIndex: -1, totalChunks: 3 }, Buffer.alloc(10))).body.code).toBe('upload.chunkIndex');
    const tooBig = await sendChunk(student, { fileName: 'x.webm', chunkIndex: 0, totalChunks: 3 }, Buffer.alloc(CHUNK_SIZE_BYTES + 1));
    expect(tooBig).toMatchObject({ status: 413, body: { code: 'upload.chunkTooLarge' } });
    expect((await sendChunk(student, { fileName: 'x.webm', chunkIndex: 0, totalChunks: 3 }, Buffer.alloc(CHUNK_SIZE_BYTES))).status).toBe(200);
    expect(await listFiles(path.join(chunksDir, 'incoming'))).toEqual([]);
  });

  it('names missing chunks at finalise, and finalises once they arrive', async () => {
    const student = world.students[2];
    const fileName = 'gappy.wav';
    await sendChunk(student, { fileName, chunkIndex: 0, totalChunks }, chunkOf(0));
    await sendChunk(student, { fileName, chunkIndex: 2, totalChunks }, chunkOf(2));
    const missing = await finaliseLegacy(student, '/api/v1/surgical/1', { fileName, totalChunks });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'upload.missingChunks', message: '1 part(s) of the file did not arrive. Please upload the file again.' });
    await sendChunk(student, { fileName, chunkIndex: 1, totalChunks }, chunkOf(1));
    // A surgical lab is not this student's course: refused, and the assembled file is not kept.
    expect((await finaliseLegacy(student, '/api/v1/surgical/1', { fileName, totalChunks })).status).toBe(403);
    expect(await listFiles(path.join(world.ctx.config.dataDir, 'uploads', 'tus'))).toEqual([]);
  });

  it('maps every legacy finalise path onto its lab and language', async () => {
    const student = world.students[2];
    await sendAll(student, 'cn.wav');
    const res = await finaliseLegacy(student, '/api/v1/lab-deployed/maternalchild-4-cn', { fileName: 'cn.wav', totalChunks });
    expect(res.status).toBe(202);
    const [row] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, String(res.body.submissionId)));
    const [lab] = await world.ctx.database.db.select().from(labs).where(and(eq(labs.id, row.labId)));
    expect({ subject: lab.subject, labNumber: lab.labNumber, language: row.language }).toEqual({ subject: 'maternalchild', labNumber: 4, language: 'zh' });
    expect((await finaliseLegacy(student, '/api/v1/lab-deployed/not-a-lab', { fileName: 'cn.wav', totalChunks })).status).toBe(404);
    expect(await storedMedia(world)).toHaveLength(4);
  });
});
