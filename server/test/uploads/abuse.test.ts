import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, listen, type Person, type World } from '../submissions/support/world.js';

const MiB = 1_048_576;
const CHUNK_URL = '/api/v1/lab-deployed/upload-chunk';

describe('uploads refuse abuse and bad input, in the user language', () => {
  let world: World;
  let base: string;

  beforeAll(async () => {
    world = await createWorld('pglite', { UPLOAD_MAX_UNFINISHED: '2', UPLOAD_QUOTA_MB: '600' }, 5);
    base = await listen(world);
  });
  afterAll(() => world.ctx.close());

  const tusHeaders = (who: Person, extra: Record<string, string> = {}) => ({ 'tus-resumable': '1.0.0', authorization: `Bearer ${who.token}`, ...extra });
  const create = (who: Person, length: number, language = 'en') =>
    fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: tusHeaders(who, { 'upload-length': String(length), 'accept-language': language }) });

  it('caps unfinished uploads per user; terminating one frees its place', async () => {
    const student = world.students[0];
    const first = await create(student, 1000);
    expect(first.status).toBe(201);
    expect((await create(student, 1000)).status).toBe(201);
    const third = await create(student, 1000, 'th');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      code: 'upload.tooManyUnfinished',
      message: 'คุณมีการอัปโหลดที่ยังไม่เสร็จ 2 รายการแล้ว กรุณาทำให้เสร็จหรือยกเลิกก่อนเริ่มรายการใหม่',
    });
    // Another student is not affected.
    expect((await create(world.students[1], 1000)).status).toBe(201);
    const location = new URL(first.headers.get('location')!, base).toString();
    expect((await fetch(location, { method: 'DELETE', headers: tusHeaders(student) })).status).toBe(204);
    expect((await create(student, 1000)).status).toBe(201);
  });

  it('caps the bytes a user may announce across unfinished uploads', async () => {
    const student = world.students[2];
    expect((await create(student, 500 * MiB)).status).toBe(201);
    const second = await create(student, 500 * MiB);
    expect(second.status).toBe(413);
    expect(await second.json()).toMatchObject({ code: 'upload.quotaExceeded', message: 'Your unfinished uploads would exceed 600 MB. Please finish or cancel one first.' });
  });

  it('holds the quota under parallel creations', async () => {
    const student = world.students[3];
    const statuses = await Promise.all(Array.from({ length: 8 }, () => create(student, 1000).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('answers no Access-Control-Allow-Origin on the resumable-upload route', async () => {
    const origin = { origin: 'https://evil.example' };
    const preflight = await fetch(`${base}/api/v1/uploads`, { method: 'OPTIONS', headers: origin });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const post = await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: tusHeaders(world.students[1], { 'upload-length': '10', ...origin }) });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says "more than announced" when a client overruns its upload, not "larger than 500 MB"', async () => {
    const student = world.students[4];
    const created = await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: tusHeaders(student, { 'upload-length': '100' }) });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, base).toString();
    const patch = await fetch(location, {
      method: 'PATCH',
      headers: tusHeaders(student, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'accept-language': 'ja' }),
      body: Buffer.alloc(200),
    });
    expect(patch.status).toBe(413);
    expect(await patch.json()).toMatchObject({
      code: 'upload.exceedsLength',
      message: 'アップロードで申告されたサイズを超えるデータが届きました。ファイルをもう一度アップロードしてください。',
    });
  });

  async function sendChunk(fields: [string, string][]) {
    const form = new FormData();
    form.append('chunk', new Blob([Buffer.alloc(10)]), 'blob');
    for (const [name, value] of fields) form.append(name, value);
    const res = await fetch(base + CHUNK_URL, { method: 'POST', headers: { authorization: `Bearer ${world.students[1].token}` }, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it.each([[''], ['0x1'], [' 1'], ['1e0'], ['1.0'], ['-0'], ['+1']])('refuses chunkIndex %j instead of reading it as a number', async (value) => {
    const res = await sendChunk([['fileName', 'strict.webm'], ['chunkIndex', value], ['totalChunks', '3']]);
    expect(res).toMatchObject({ status: 400, body: { code: 'upload.chunkIndex' } });
  });

  it('refuses a number field sent twice (a list), and a bad totalChunks with its own message', async () => {
    const twice = await sendChunk([['fileName', 'strict.webm'], ['chunkIndex', '0'], ['chunkIndex', '1'], ['totalChunks', '3']]);
    expect(twice).toMatchObject({ status: 400, body: { code: 'upload.chunkIndex' } });
    const total = await sendChunk([['fileName', 'strict.webm'], ['chunkIndex', '0'], ['totalChunks', '0x3']]);
    expect(total).toMatchObject({ status: 400, body: { code: 'upload.totalChunks' } });
  });

  const finaliseLegacy = (body: unknown) =>
    fetch(`${base}/api/v1/lab-deployed/maternalchild-1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.students[1].token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

  it('names the missing or malformed finalise field, never with a sign-up message', async () => {
    expect(await finaliseLegacy({ totalChunks: 3 })).toMatchObject({
      status: 400,
      body: { code: 'upload.fileName', message: 'The file name is missing or longer than 255 characters.' },
    });
    expect(await finaliseLegacy({ fileName: 'a.webm', totalChunks: [3] })).toMatchObject({ status: 400, body: { code: 'upload.totalChunks' } });
    expect(await finaliseLegacy({ fileName: 'a.webm', totalChunks: '' })).toMatchObject({ status: 400, body: { code: 'upload.totalChunks' } });
    const both = await finaliseLegacy({});
    expect(both).toMatchObject({ status: 400, body: { code: 'request.correctErrors', message: 'Some fields are missing or not valid. Please correct them and try again.' } });
  });
});
