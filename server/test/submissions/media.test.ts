import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeWithRubric } from '@nurselab/core';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { submissions } from '../../src/db/schema/index.js';
import { UrlSigner } from '../../src/submissions/signing.js';
import { bearer } from '../support/fixtures.js';
import { audioClip, tempDir, videoClip } from './support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from './support/world.js';

describe('media links, submission views and lab histories', () => {
  let world: World;
  let dir: string;
  let cleanup: () => Promise<void>;
  let owner: Person;
  let videoId: string;
  let audioId: string;
  let videoBytes: Buffer;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    let video: string;
    let audio: string;
    [world, video, audio] = await Promise.all([createWorld('pglite', {}, 2), videoClip(dir, 2), audioClip(dir, 2)]);
    owner = world.students[0];
    videoBytes = await readFile(video);
    videoId = (await finalise(world, owner, { uploadId: await storedUpload(world, owner, video) })).json().submission._id;
    audioId = (await finalise(world, owner, { uploadId: await storedUpload(world, owner, audio) })).json().submission._id;
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  const get = (url: string, who?: Person, headers: Record<string, string> = {}) =>
    world.ctx.app.inject({ method: 'GET', url, headers: { ...(who ? bearer(who.token) : {}), ...headers } });

  describe('who may get a media link', () => {
    it.each([
      ['the owner', () => owner, 200],
      ['another student of the same university', () => world.students[1], 403],
      ['a student of another university', () => world.otherStudent, 403],
      ['a professor of the same university', () => world.professor, 200],
      ['a professor of another university', () => world.otherProfessor, 403],
      ['an administrator', () => world.admin, 200],
    ])('%s: %i', async (_who, person, status) => {
      const res = await get(`/api/v1/submissions/${videoId}/media`, person());
      expect(res.statusCode).toBe(status);
      if (status === 200) {
        expect(res.json()).toMatchObject({ fileType: 'video', mimeType: 'video/webm', variant: 'original', url: expect.stringMatching(/^\/api\/v1\/media\//) });
        expect((await get(res.json().url)).statusCode).toBe(200);
      }
    });
  });

  it('streams the recording with its type, and byte ranges with 206', async () => {
    const { url } = (await get(`/api/v1/submissions/${videoId}/media`, owner)).json();
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'content-length': String(videoBytes.length) });
    expect(whole.rawPayload.equals(videoBytes)).toBe(true);

    const part = await get(url, undefined, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${videoBytes.length}`);
    expect(part.rawPayload.equals(videoBytes.subarray(100, 1100))).toBe(true);

    const tail = await get(url, undefined, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(videoBytes.subarray(-50))).toBe(true);

    const open = await get(url, undefined, { range: `bytes=${videoBytes.length - 10}-` });
    expect(open.rawPayload.equals(videoBytes.subarray(-10))).toBe(true);

    const beyond = await get(url, undefined, { range: `bytes=${videoBytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
  });

  it('refuses tampered, swapped and expired signatures with 403', async () => {
    const { url } = (await get(`/api/v1/submissions/${videoId}/media`, owner)).json();
    const parsed = new URL(url, 'http://x');
    const sig = parsed.searchParams.get('sig')!;
    const tampered = url.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const bad = await get(tampered);
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 'submission.linkInvalid' });
    expect((await get(url.replace(videoId, audioId))).statusCode).toBe(403);
    expect((await get(url.replace('/original?', '/playback?'))).statusCode).toBe(403);
    const exp = Number(parsed.searchParams.get('exp'));
    expect((await get(url.replace(`exp=${exp}`, `exp=${exp + 60}`))).statusCode).toBe(403);

    const signer = new UrlSigner(world.ctx.config.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await get(`/api/v1/media/${videoId}/original?exp=${past}&sig=${signer.sign('media', [videoId, 'original'], past)}`);
    expect(expired.statusCode).toBe(403);
    const future = Math.floor(Date.now() / 1000) + 30;
    expect((await get(`/api/v1/media/${videoId}/original?exp=${future}&sig=${signer.sign('media', [videoId, 'original'], future)}`)).statusCode).toBe(200);
    // A different secret (another installation) signs nothing here.
    const foreign = new UrlSigner('another-secret-that-is-long-enough-0123456789');
    expect((await get(`/api/v1/media/${videoId}/original?exp=${future}&sig=${foreign.sign('media', [videoId, 'original'], future)}`)).statusCode).toBe(403);
  });

  it('shows a submission to those who may see it', async () => {
    const mine = await get(`/api/v1/submissions/${audioId}`, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ _id: audioId, subject: 'maternalchild', labNumber: 1, attempt: 2, status: 'queued', fileType: 'audio', attemptsLeft: 1 });
    expect((await get(`/api/v1/submissions/${audioId}`, world.professor)).statusCode).toBe(200);
    expect((await get(`/api/v1/submissions/${audioId}`, world.students[1])).statusCode).toBe(403);
    expect((await get(`/api/v1/submissions/${audioId}`, world.otherProfessor)).statusCode).toBe(403);
    expect((await get('/api/v1/submissions/00000000-0000-4000-8000-000000000000', owner)).json().code).toBe('submission.notFound');
  });

  it("lists a student's attempts newest first, with playable signed links", async () => {
    const res = await get('/api/v1/student/maternalchild/1/history', owner);
    expect(res.statusCode).toBe(200);
    const { labSubmissions } = res.json();
    expect(labSubmissions.map((s: { _id: string }) => s._id)).toEqual([audioId, videoId]);
    expect(labSubmissions[1]).toMatchObject({ attempt: 1, studentScore: null, isPass: null, status: 'queued', fileType: 'video', pros: [], recommendations: [] });
    expect((await get(labSubmissions[1].fileUrl)).rawPayload.equals(videoBytes)).toBe(true);
    expect((await get('/api/v1/student/maternalandchild/1/history', owner)).json()).toEqual({ labSubmissions: expect.any(Array) });
    expect((await get('/api/v1/student/maternalchild/2/history', owner)).json()).toEqual({ labSubmissions: [] });
    expect((await get('/api/v1/student/surgical/1/history', owner)).statusCode).toBe(403);
    expect((await get('/api/v1/student/maternalchild/99/history', owner)).json().code).toBe('submission.labNotFound');
  });

  it("shows a student's attempts to their professors and administrators only", async () => {
    const url = `/api/v1/professor/student/${owner.userId}/lab/1`;
    const professor = await get(url, world.professor);
    expect(professor.statusCode).toBe(200);
    expect(professor.json().labSubmissions.map((s: { attempt: number }) => s.attempt)).toEqual([2, 1]);
    expect((await get(`/api/v1/professor/student/${owner.userId}/lab/maternalchild/1`, world.professor)).json().labSubmissions).toHaveLength(2);
    expect((await get(url, world.admin)).statusCode).toBe(200);
    expect((await get(url, world.otherProfessor)).statusCode).toBe(403);
    expect((await get(url, world.students[1])).statusCode).toBe(403);
  });

  it('prefers the playback copy once it exists', async () => {
    await world.ctx.database.db.update(submissions).set({ playbackKey: `submissions/${audioId}/playback.m4a` }).where(eq(submissions.id, audioId));
    await world.ctx.app.services.storage.put(`submissions/${audioId}/playback.m4a`, (await import('node:stream')).Readable.from([Buffer.from('m4a bytes')]));
    const link = (await get(`/api/v1/submissions/${audioId}/media`, owner)).json();
    expect(link).toMatchObject({ variant: 'playback', mimeType: 'audio/mp4' });
    const res = await get(link.url);
    expect(res.headers['content-type']).toBe('audio/mp4');
    expect(res.body).toBe('m4a bytes');
  });

  it('gives a graded attempt its evidence, with the rubric texts of every language, to the owner and in the history', async () => {
    const lab = (await loadLabFiles()).labs.find((l) => l.subject === 'maternalchild' && l.labNumber === 1)!;
    const text = 'Hold the baby tummy to tummy and wait for a wide open mouth.';
    const transcript = { language: 'en' as const, text, words: text.split(' ').map((w, i) => ({ text: w, start: i * 0.5, end: i * 0.5 + 0.4 })) };
    const grade = gradeWithRubric(lab.questions, transcript);
    const evaluation = { transcript, questions: grade.questions, critical: grade.critical, mode: grade.mode, graderVersion: grade.graderVersion };
    await world.ctx.database.db.update(submissions).set({ status: 'graded', score: grade.score, isPass: grade.isPass, evaluation }).where(eq(submissions.id, audioId));

    const view = (await get(`/api/v1/submissions/${audioId}`, owner)).json();
    expect(view.evidence).toMatchObject({ language: 'en', transcript: { text }, critical: [] });
    const items = view.evidence.questions.flatMap((q: { items: unknown[] }) => q.items) as { met: boolean; evidence: { quote: string; start: number } | null; advice: Record<string, string> }[];
    expect(items.length).toBe(lab.questions.reduce((n, q) => n + q.rubric.length, 0));
    for (const item of items) expect(Object.keys(item.advice).sort()).toEqual(['en', 'id', 'ja', 'th', 'zh']);
    const met = items.filter((i) => i.met);
    expect(met.length).toBeGreaterThan(0);
    for (const item of met) expect(text.toLowerCase()).toContain(item.evidence!.quote.toLowerCase().replace(/[.,]$/, ''));

    const [latest] = (await get('/api/v1/student/maternalchild/1/history', owner)).json().labSubmissions;
    expect(latest).toMatchObject({ _id: audioId, evidence: view.evidence });
    // Not yet graded: no evidence.
    expect((await get(`/api/v1/submissions/${videoId}`, owner)).json().evidence).toBeNull();
  });
});
