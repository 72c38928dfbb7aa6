import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../src/db/schema/index.js';
import { EstimateService } from '../../src/submissions/estimates.js';
import { bearer } from '../support/fixtures.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { audioClip, tempDir } from './support/media.js';
import { createWorld, finalise, storedUpload, type World } from './support/world.js';

describe.each(DATABASE_KINDS)('the lab screen estimate from stored timings (%s)', (kind) => {
  let world: World;
  let dir: string;
  let cleanup: () => Promise<void>;
  let audio: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    [world, audio] = await Promise.all([createWorld(kind, {}, 2), audioClip(dir, 2)]);
  });
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  const db = () => world.ctx.database.db;
  const view = async (id: string, token: string) => {
    const res = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as { status: string; estimate?: { seconds: number | null; ahead: number } | null };
  };
  /** Stored evaluations of `audioSeconds` each that took `processingMs` (grading 10% of it). */
  const storeHistory = async (template: typeof submissions.$inferSelect, runs: { audioSeconds: number; processingMs: number }[]) => {
    for (const [i, run] of runs.entries()) {
      const timings = { extractMs: run.processingMs * 0.1, speechCheckMs: run.processingMs * 0.1, transcribeMs: run.processingMs * 0.7, gradeMs: run.processingMs * 0.1, audioSeconds: run.audioSeconds };
      const { id: _id, uploadId: _upload, ...rest } = template;
      await db()
        .insert(submissions)
        .values({ ...rest, attempt: 100 + i, status: 'graded', score: 80, isPass: true, evaluation: { timings }, gradedAt: new Date(Date.now() - 1000 * (i + 1)) });
    }
  };

  it('says it cannot estimate without history, then follows the median of the stored timings and the queue ahead', async () => {
    const [first, second] = world.students;
    const a = (await finalise(world, first!, { uploadId: await storedUpload(world, first!, audio) })).json().submission;
    expect(await view(a._id, first!.token)).toMatchObject({ status: 'queued', estimate: { seconds: null, ahead: 0 } });

    const [row] = await db().select().from(submissions).where(eq(submissions.id, a._id));
    // Ratios 0.1, 0.2, 0.3 and one outlier of 10: the median is 0.25 s per second of audio.
    await storeHistory(row!, [
      { audioSeconds: 100, processingMs: 10_000 },
      { audioSeconds: 100, processingMs: 20_000 },
      { audioSeconds: 100, processingMs: 30_000 },
      { audioSeconds: 100, processingMs: 1_000_000 },
    ]);
    await db().update(submissions).set({ durationSeconds: 60 }).where(eq(submissions.id, a._id));
    // 60 s x 0.25 = 15 s.
    expect((await view(a._id, first!.token)).estimate).toEqual({ seconds: 15, ahead: 0 });

    // Before recording, the lab screen's notice: a new 3-minute answer now waits behind the first
    // (60 s x 0.25 = 15 s), then its own 180 s x 0.25 = 45 s.
    const scoring = await world.ctx.app.inject({ method: 'GET', url: '/api/v1/speech/scoring', headers: bearer(second!.token) });
    expect(scoring.json().estimate).toEqual({ seconds: 60, ahead: 1, audioSeconds: 180 });

    // A second answer waits behind the first: its own 100 s plus the first's 60 s at 0.25 = 40 s.
    const b = (await finalise(world, second!, { uploadId: await storedUpload(world, second!, audio) })).json().submission;
    await db().update(submissions).set({ durationSeconds: 100 }).where(eq(submissions.id, b._id));
    expect((await view(b._id, second!.token)).estimate).toEqual({ seconds: 40, ahead: 1 });

    // Once the first is being graded, only its grading share is left (60 s x 0.025, at least 5 s).
    await db().update(submissions).set({ status: 'grading' }).where(eq(submissions.id, a._id));
    expect((await view(a._id, first!.token)).estimate).toEqual({ seconds: 5, ahead: 0 });

    // Slower stored timings give a longer estimate (a fresh measurement: the app's is kept 15 s).
    await db().update(submissions).set({ evaluation: { timings: { extractMs: 0, speechCheckMs: 0, transcribeMs: 100_000, gradeMs: 0, audioSeconds: 100 } } }).where(eq(submissions.attempt, 102));
    await db().update(submissions).set({ evaluation: { timings: { extractMs: 0, speechCheckMs: 0, transcribeMs: 100_000, gradeMs: 0, audioSeconds: 100 } } }).where(eq(submissions.attempt, 101));
    const fresh = new EstimateService(db(), 0);
    // Ratios now 0.1, 1, 1, 10: median 1 -> 60 s.
    expect(await fresh.estimate({ status: 'transcribing', durationSeconds: 60, createdAt: new Date() })).toEqual({ seconds: 60, ahead: 0 });

    // The second answer waits behind the first (being graded). One worker: its own 100 s plus the first's 60 s;
    // two workers (EVALUATION_WORKERS): a worker is free, so only its own 100 s.
    const [waiting] = await db().select().from(submissions).where(eq(submissions.id, b._id));
    const queued = { status: 'queued' as const, durationSeconds: 100, createdAt: waiting!.createdAt };
    expect(await new EstimateService(db(), 0, 1).estimate(queued)).toEqual({ seconds: 160, ahead: 1 });
    expect(await new EstimateService(db(), 0, 2).estimate(queued)).toEqual({ seconds: 100, ahead: 1, workers: 2 });

    // Finished answers carry no estimate.
    await db().update(submissions).set({ status: 'graded', score: 70, isPass: true }).where(eq(submissions.id, a._id));
    expect((await view(a._id, first!.token)).estimate).toBeNull();
  });
});
