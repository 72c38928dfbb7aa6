import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE_BYTES } from '@nurselab/core';
import { listFiles, createWorld, listen, type Person, type World } from '../submissions/support/world.js';
import { sha256File, tempDir } from '../submissions/support/media.js';

const MiB = 1_048_576;

describe('resumable upload with tus', () => {
  let world: World;
  let base: string;
  let dir: string;
  let cleanup: () => Promise<void>;
  let tusDir: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    world = await createWorld('pglite', {}, 2);
    base = await listen(world);
    tusDir = path.join(world.ctx.config.dataDir, 'uploads', 'tus');
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  const tusHeaders = (who: Person) => ({ 'tus-resumable': '1.0.0', authorization: `Bearer ${who.token}` });

  function upload(file: string, who: Person, options: { uploadUrl?: string; onProgress?: (sent: number, total: number) => void; metadata?: Record<string, string> } = {}) {
    return new Upload(createReadStream(file), {
      endpoint: `${base}/api/v1/uploads`,
      uploadUrl: options.uploadUrl,
      chunkSize: CHUNK_SIZE_BYTES,
      retryDelays: [],
      headers: { authorization: `Bearer ${who.token}` },
      metadata: { subject: 'maternalchild', labNumber: '1', language: 'en', filetype: 'application/octet-stream', ...options.metadata },
      onProgress: options.onProgress,
    });
  }

  it('interrupted midway and resumed, gives a byte-identical file', async () => {
    const file = path.join(dir, 'recording.bin');
    await writeFile(file, randomBytes(6 * MiB + 12_345));
    const [student] = world.students;

    // First try: abort once about half has been sent, as a dropped connection would.
    let aborted: Promise<void> | undefined;
    const first = upload(file, student, {
      onProgress: (sent, total) => {
        if (!aborted && sent > total / 2) aborted = first.abort();
      },
    });
    first.start();
    await expect.poll(() => aborted !== undefined, { timeout: 20_000 }).toBe(true);
    await aborted;
    const url = first.url!;
    const head = await fetch(url, { method: 'HEAD', headers: tusHeaders(student) });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(6 * MiB + 12_345);

    // Second try: a new client resumes from the server's offset.
    let firstReported = -1;
    const second = upload(file, student, {
      uploadUrl: url,
      onProgress: (sent) => {
        if (firstReported < 0) firstReported = sent;
      },
    });
    await new Promise<void>((resolve, reject) => {
      second.options.onSuccess = () => resolve();
      second.options.onError = reject;
      second.start();
    });
    expect(firstReported).toBeGreaterThanOrEqual(offset);

    const id = url.split('/').pop()!;
    const stored = await world.ctx.app.services.uploads.store.find(id);
    expect(stored).toMatchObject({ complete: true, size: 6 * MiB + 12_345, ownerId: student.userId });
    expect(await sha256File(path.join(tusDir, id))).toBe(await sha256File(file));
  });

  it('keeps the owner the server saw, whatever metadata the client sends', async () => {
    const file = path.join(dir, 'small.bin');
    await writeFile(file, randomBytes(1000));
    const [owner, other] = world.students;
    const sent = upload(file, owner, { metadata: { ownerId: other.userId } });
    await new Promise<void>((resolve, reject) => {
      sent.options.onSuccess = () => resolve();
      sent.options.onError = reject;
      sent.start();
    });
    const stored = await world.ctx.app.services.uploads.store.find(sent.url!.split('/').pop()!);
    expect(stored?.ownerId).toBe(owner.userId);
    expect(stored?.metadata).toMatchObject({ subject: 'maternalchild', labNumber: '1', language: 'en' });
  });

  it('refuses a declared 501 MiB upload with 413 and a clear message, writing nothing', async () => {
    const before = await listFiles(tusDir);
    const res = await fetch(`${base}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...tusHeaders(world.students[0]), 'upload-length': String(501 * MiB), 'accept-language': 'th' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'upload.tooLarge', message: 'ไฟล์มีขนาดใหญ่เกิน 500 MB กรุณาเลือกไฟล์ที่เล็กกว่านี้' });
    expect(await listFiles(tusDir)).toEqual(before);
  });

  it('answers only the owner: others get 404, no token 401, preflight needs none', async () => {
    const [owner, other] = world.students;
    const created = await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: { ...tusHeaders(owner), 'upload-length': '10' } });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, base).toString();

    expect((await fetch(location, { method: 'HEAD', headers: tusHeaders(owner) })).status).toBe(200);
    expect((await fetch(location, { method: 'HEAD', headers: tusHeaders(other) })).status).toBe(404);
    const patch = await fetch(location, {
      method: 'PATCH',
      headers: { ...tusHeaders(other), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: 'xxxxxxxxxx',
    });
    expect(patch.status).toBe(404);
    expect((await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(401);
    expect((await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } })).status).toBe(401);
    expect((await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: { ...tusHeaders(world.professor), 'upload-length': '10' } })).status).toBe(403);
    expect((await fetch(`${base}/api/v1/uploads`, { method: 'OPTIONS' })).status).toBe(204);
    expect((await fetch(`${base}/api/v1/uploads/`, { method: 'POST', headers: { ...tusHeaders(owner), 'upload-length': '10' } })).status).toBe(201);
  });
});
