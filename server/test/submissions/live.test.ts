import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../src/db/schema/index.js';
import { transcodeJob } from '../../src/jobs/transcode.js';
import { probeMedia } from '../../src/media/index.js';
import { bearer } from '../support/fixtures.js';
import { jobContext, runWorkers } from './support/jobs.js';
import { audioClip, tempDir, videoClip } from './support/media.js';
import { createWorld, finalise, listen, storedUpload, type World } from './support/world.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { SubmissionEvents } from '../../src/submissions/events.js';
import { FALLBACK_POLL_MS } from '../../src/submissions/watch.js';

/** Reads `event: submission` messages from a server-sent event stream. */
async function* submissionEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ status: string; score: number | null }> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const piece of body) {
    buffer += decoder.decode(piece, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(message)?.[1];
      const data = /^data: (.*)$/m.exec(message)?.[1];
      if (event === 'submission' && data) yield JSON.parse(data);
    }
  }
}

describe('live state and the transcode job', () => {
  let world: World;
  let base: string;
  let dir: string;
  let cleanup: () => Promise<void>;
  let audio: string;
  let video: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    [world, audio, video] = await Promise.all([createWorld('pglite', {}, 2), audioClip(dir, 2), videoClip(dir, 2)]);
    base = await listen(world);
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  const setStatus = (id: string, values: Partial<typeof submissions.$inferInsert>) =>
    world.ctx.database.db.update(submissions).set(values).where(eq(submissions.id, id));

  it('streams status changes over server-sent events until the result is final', async () => {
    const [student] = world.students;
    const { _id: id } = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 2 })).json().submission;
    const ticket = await fetch(`${base}/api/v1/submissions/${id}/stream-ticket`, { method: 'POST', headers: bearer(student.token) });
    expect(ticket.status).toBe(200);
    const { url } = (await ticket.json()) as { url: string };

    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = submissionEvents(res.body!);
    expect((await events.next()).value).toMatchObject({ _id: id, status: 'queued' });

    // Changed in this process: published on the event bus.
    await setStatus(id, { status: 'transcribing' });
    world.ctx.app.services.events.publish(id);
    expect((await events.next()).value).toMatchObject({ status: 'transcribing' });

    await setStatus(id, { status: 'grading' });
    world.ctx.app.services.events.publish(id);
    expect((await events.next()).value).toMatchObject({ status: 'grading' });

    await setStatus(id, { status: 'graded', score: 82, isPass: true });
    world.ctx.app.services.events.publish(id);
    expect((await events.next()).value).toMatchObject({ status: 'graded', score: 82, isPass: true });
    expect((await events.next()).done).toBe(true);
  });

  it('refuses a stream without a genuine ticket for that submission', async () => {
    const [student, other] = world.students;
    const { _id: id } = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 3 })).json().submission;
    expect((await fetch(`${base}/api/v1/submissions/${id}/events?ticket=1.abc.def`)).status).toBe(403);
    expect((await fetch(`${base}/api/v1/submissions/${id}/stream-ticket`, { method: 'POST', headers: bearer(other.token) })).status).toBe(403);
    const { _id: otherId } = (await finalise(world, other, { uploadId: await storedUpload(world, other, audio), labNumber: 3 })).json().submission;
    const { url } = (await (await fetch(`${base}/api/v1/submissions/${otherId}/stream-ticket`, { method: 'POST', headers: bearer(other.token) })).json()) as { url: string };
    expect((await fetch(base + url.replace(otherId, id))).status).toBe(403);
  });

  const playbackKey = async (id: string) =>
    (await world.ctx.database.db.select({ key: submissions.playbackKey }).from(submissions).where(eq(submissions.id, id)))[0].key;

  it('makes a playable MP4 of a video and an M4A of an audio answer once each result is stored, without touching the grade', async () => {
    const [student] = world.students;
    const videoSubmission = (await finalise(world, student, { uploadId: await storedUpload(world, student, video), labNumber: 4 })).json().submission;
    const audioSubmission = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 4 })).json().submission;
    // The earlier tests' answers are never evaluated here: their copies, queued first, would each wait for a result.
    await world.ctx.database.db
      .update(submissions)
      .set({ status: 'failed' })
      .where(notInArray(submissions.id, [videoSubmission._id, audioSubmission._id]));
    await runWorkers(world, [['transcode', transcodeJob]]);

    // The encoder would slow the recognisers the student waits for: no copy while the result is not stored.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await playbackKey(videoSubmission._id)).toBeNull();
    expect(await playbackKey(audioSubmission._id)).toBeNull();

    for (const [id, score] of [[videoSubmission._id, 70], [audioSubmission._id, 55]] as const) {
      await setStatus(id, { status: score >= 60 ? 'graded' : 'needs_review', score, isPass: score >= 60, gradedAt: new Date() });
      world.ctx.app.services.events.publish(id);
    }
    await expect.poll(() => playbackKey(videoSubmission._id), { timeout: 90_000, interval: 500 }).toBe(`submissions/${videoSubmission._id}/playback.mp4`);
    await expect.poll(() => playbackKey(audioSubmission._id), { timeout: 90_000, interval: 500 }).toBe(`submissions/${audioSubmission._id}/playback.m4a`);

    const { storage } = world.ctx.app.services;
    const videoProbe = await probeMedia(storage.localPath!(`submissions/${videoSubmission._id}/playback.mp4`));
    expect(videoProbe).toMatchObject({ hasVideo: true, hasAudio: true, videoCodec: 'h264', audioCodec: 'aac' });
    expect(videoProbe.formatName).toContain('mp4');
    expect(videoProbe.durationSeconds).toBeGreaterThan(1.5);
    const audioProbe = await probeMedia(storage.localPath!(`submissions/${audioSubmission._id}/playback.m4a`));
    expect(audioProbe).toMatchObject({ hasVideo: false, audioCodec: 'aac' });

    const view = await fetch(`${base}/api/v1/submissions/${videoSubmission._id}`, { headers: bearer(student.token) });
    expect(await view.json()).toMatchObject({ status: 'graded', score: 70, isPass: true });
    const link = (await (await fetch(`${base}/api/v1/submissions/${videoSubmission._id}/media`, { headers: bearer(student.token) })).json()) as { url: string };
    expect(link).toMatchObject({ variant: 'playback', mimeType: 'video/mp4' });
    const range = await fetch(base + link.url, { headers: { range: 'bytes=0-7' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).subarray(4, 8).toString()).toBe('ftyp');
  });

  it('makes the copy anyway once PLAYBACK_WAIT_SECONDS pass without a result, and none for an answer deleted meanwhile', async () => {
    const [, student] = world.students;
    const waiting = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 5 })).json().submission;
    const deleted = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 6 })).json().submission;
    const usual = jobContext(world);
    const job = (id: string, context = usual) => transcodeJob({ id: `t-${id}`, data: { submissionId: id }, retryCount: 0, retryLimit: 0 }, context);

    await job(waiting._id, { ...usual, config: { ...usual.config, playbackWaitSeconds: 1 } });
    expect(await playbackKey(waiting._id)).toBe(`submissions/${waiting._id}/playback.m4a`);
    expect((await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, waiting._id)))[0]).toMatchObject({ status: 'queued', score: null });

    // With the default wait this job would wait ten minutes unless the deletion ends its wait.
    const slow = job(deleted._id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await world.ctx.database.db.delete(submissions).where(eq(submissions.id, deleted._id));
    world.ctx.app.services.events.publish(deleted._id);
    await slow;
    expect(await world.ctx.app.services.storage.exists(`submissions/${deleted._id}/playback.m4a`)).toBe(false);
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('live state across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let world: World;
  let base: string;
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    world = await createWorld('postgres', {}, 1);
    base = await listen(world);
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  it("tells this server's stream at once when a worker in another process grades, without polling", async () => {
    const [student] = world.students;
    const audio = await audioClip(dir, 2);
    const { _id: id } = (await finalise(world, student, { uploadId: await storedUpload(world, student, audio), labNumber: 2 })).json().submission;
    const { url } = (await (await fetch(`${base}/api/v1/submissions/${id}/stream-ticket`, { method: 'POST', headers: bearer(student.token) })).json()) as { url: string };
    const events = submissionEvents((await fetch(base + url)).body!);
    expect((await events.next()).value).toMatchObject({ status: 'queued' });

    // A worker elsewhere: its own connection and its own event publisher, nothing shared in memory.
    const { openDatabase } = await import('../../src/db/client.js');
    const elsewhere = await openDatabase({ url: world.ctx.database.url });
    const workerEvents = await SubmissionEvents.forDatabase(elsewhere, { info() {}, warn() {}, error() {} } as never, { listen: false });
    try {
      const started = Date.now();
      await elsewhere.db.update(submissions).set({ status: 'graded', score: 77, isPass: true }).where(eq(submissions.id, id));
      workerEvents.publish(id);
      expect((await events.next()).value).toMatchObject({ status: 'graded', score: 77 });
      expect(Date.now() - started).toBeLessThan(Math.min(5000, FALLBACK_POLL_MS / 2));
    } finally {
      await workerEvents.close();
      await elsewhere.close();
    }
  });
});
