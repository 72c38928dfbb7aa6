import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../src/db/schema/index.js';
import { ffmpeg, speak, toRecorderWebm } from '../../test-fixtures/audio/generate.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { longSilentClip, tempDir, textAsWebm, videoClip } from '../submissions/support/media.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';

describe.each(DATABASE_KINDS)("the editor's files: a lab's cover and a recorded answer tried (%s)", (kind) => {
  let world: World;
  let files: { dir: string; cleanup: () => Promise<void> };
  let draftId: string;
  let modelAnswer: string;
  let png: Buffer;

  const send = (who: Person, url: string, body: Buffer, type: string, language = 'en') =>
    world.ctx.app.inject({ method: 'POST', url, headers: { ...bearer(who.token), 'accept-language': language, 'content-type': type }, payload: body });
  const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    files = await tempDir('nurselab-authoring-media-');
    world = await createWorld(kind, {}, 1);
    const created = await call(world.professor, 'POST', '/api/v1/authoring/labs', { from: { subject: 'maternalchild', labNumber: 7 }, languages: ['en', 'th'] });
    expect(created.statusCode, created.body).toBe(201);
    draftId = created.json()._id;
    modelAnswer = created.json().lab.questions[0].modelAnswer.en;
    const file = path.join(files.dir, 'cover.png');
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=teal:s=64x36', '-frames:v', '1', file]);
    png = await readFile(file);
  }, 180_000);
  afterAll(async () => {
    await world.ctx.close();
    await files.cleanup();
  });

  it('a cover image is stored, saved as the lab\'s medium and served back to the lab screen (and its preview)', async () => {
    const res = await send(world.professor, `/api/v1/authoring/labs/${draftId}/medium`, png, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { medium } = res.json();
    expect(medium).toMatchObject({ kind: 'image', uploaded: true });
    expect(medium.file).toMatch(/^[0-9a-f-]{36}\.png$/);

    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const saved = await call(world.professor, 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: draft.revision, lab: { ...draft.lab, medium } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().lab.medium).toEqual(medium);

    const preview = await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}/preview?lang=th`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ language: 'th', languages: ['en', 'th'], medium: { kind: 'image', url: `/api/v1/content/uploads/${medium.file}` } });
    expect(preview.json().questions.length).toBe(draft.lab.questions.length);
    expect(preview.json()).not.toHaveProperty('questions.0.rubric');
    // A language the lab is not written in: its first.
    expect((await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}/preview?lang=ja`)).json().language).toBe('en');

    // The lab screen's <img> asks without a token.
    const served = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/content/uploads/${medium.file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const part = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/content/uploads/${medium.file}`, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(0, 8))).toBe(true);
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/v1/content/uploads/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/v1/content/uploads/..%2F..%2Fsecret.png' })).statusCode).toBe(404);

    const published = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const lab = await call(world.students[0], 'GET', `/api/v1/labs/maternalchild/${published.json().labNumber}?lang=en`);
    expect(lab.statusCode, lab.body).toBe(200);
    expect(lab.json().medium).toEqual({ kind: 'video' === medium.kind ? 'video' : 'image', url: `/api/v1/content/uploads/${medium.file}` });
  }, 120_000);

  it('a cover video is told from its bytes, whatever the browser claims', async () => {
    const webm = await readFile(await videoClip(files.dir, 1));
    const res = await send(world.professor, `/api/v1/authoring/labs/${draftId}/medium`, webm, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ medium: { kind: 'video', uploaded: true }, contentType: 'video/webm', size: webm.length });
  }, 120_000);

  it('another type or a file too large is refused with a clear 400 in the user\'s language, nothing stored', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const wrong = await send(world.professor, `/api/v1/authoring/labs/${draftId}/medium`, svg, 'image/png');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'authoring.coverType' });
    expect(wrong.json().message).toContain('JPEG, PNG or WebP');
    const thai = await send(world.professor, `/api/v1/authoring/labs/${draftId}/medium`, svg, 'image/png', 'th');
    expect(thai.json().message).toContain('ภาพหน้าปก');

    const big = Buffer.concat([png, randomBytes(5 * 1_048_576)]);
    const large = await send(world.professor, `/api/v1/authoring/labs/${draftId}/medium`, big, 'image/png');
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ code: 'authoring.coverTooLarge' });
    expect(large.json().message).toContain('5 MB');
  }, 120_000);

  it('students are refused (403) and other universities find no draft (404)', async () => {
    expect((await send(world.students[0], `/api/v1/authoring/labs/${draftId}/medium`, png, 'image/png')).statusCode).toBe(403);
    expect((await send(world.otherProfessor, `/api/v1/authoring/labs/${draftId}/medium`, png, 'image/png')).statusCode).toBe(404);
    expect((await send(world.students[0], `/api/v1/authoring/labs/${draftId}/try-recording?language=en`, png, 'audio/webm')).statusCode).toBe(403);
    expect((await send(world.otherProfessor, `/api/v1/authoring/labs/${draftId}/try-recording?language=en`, png, 'audio/webm')).statusCode).toBe(404);
    expect((await call(world.students[0], 'GET', `/api/v1/authoring/labs/${draftId}/preview`)).statusCode).toBe(403);
    expect((await call(world.otherProfessor, 'GET', `/api/v1/authoring/labs/${draftId}/preview`)).statusCode).toBe(404);
  }, 120_000);

  it('a recorded answer is transcribed by the engine a student\'s would get and graded as the typed one; nothing is stored', async () => {
    const wav = path.join(files.dir, 'answer.wav');
    const webm = path.join(files.dir, 'answer.webm');
    await speak(modelAnswer, wav, { engine: 'flite', voice: 'slt' });
    await toRecorderWebm(wav, webm);
    const before = await world.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(submissions);
    const res = await send(world.professor, `/api/v1/authoring/labs/${draftId}/try-recording?language=en`, await readFile(webm), 'audio/webm');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.heard.engine).toBe('pocketsphinx');
    expect(result.heard.text.split(' ').length).toBeGreaterThan(3);
    expect(result.score).toBeGreaterThan(0);
    expect(result.questions[0].items.some((i: { met: boolean; quote: string | null }) => i.met && i.quote)).toBe(true);
    expect(typeof result.release.automatic).toBe('boolean');
    // The typed path gives the same grade for the words heard.
    const typed = (await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/try`, { language: 'en', text: result.heard.text })).json();
    expect(typed.score).toBe(result.score);
    expect(typed.questions).toEqual(result.questions);
    const after = await world.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(submissions);
    expect(after).toEqual(before);
  }, 300_000);

  it('silence, a file that is not a recording, or a language the lab lacks is a clear 400', async () => {
    const silence = await readFile(await longSilentClip(files.dir, 3));
    const quiet = await send(world.professor, `/api/v1/authoring/labs/${draftId}/try-recording?language=en`, silence, 'audio/wav');
    expect(quiet.statusCode).toBe(400);
    expect(quiet.json().code).toBe('authoring.tryNoSpeech');
    const text = await readFile(await textAsWebm(files.dir));
    const notMedia = await send(world.professor, `/api/v1/authoring/labs/${draftId}/try-recording?language=en`, text, 'audio/webm', 'th');
    expect(notMedia.statusCode).toBe(400);
    expect(notMedia.json()).toMatchObject({ code: 'authoring.tryNotMedia', message: expect.stringContaining('บันทึกใหม่') });
    expect((await send(world.professor, `/api/v1/authoring/labs/${draftId}/try-recording?language=ja`, silence, 'audio/wav')).statusCode).toBe(400);
  }, 120_000);
});
