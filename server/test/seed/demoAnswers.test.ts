import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState, submissions } from '../../src/db/schema/index.js';
import { registeredJobHandlers } from '../../src/jobs/handlers.js';
import { probeMedia } from '../../src/media/index.js';
import { DEMO_PASSWORD, DEMO_UNIVERSITIES, seedDemoOnce } from '../../src/seed/demo.js';
import { DEMO_ANSWERS, DEMO_ANSWERS_CLAIM_KEY, DEMO_ANSWERS_SEEDED_KEY, DEMO_LABS, seedDemoAnswersOnce, waitForDemoGrades, type DemoAnswersDeps } from '../../src/seed/demoAnswersSeed.js';
import { SubmissionRepository } from '../../src/submissions/index.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer, signin } from '../support/fixtures.js';
import { tempDir } from '../submissions/support/media.js';

const demo = DEMO_UNIVERSITIES.find((u) => u.course === 'maternalchild')!;
const [labA, labB] = DEMO_LABS.maternalchild;

function depsOf(ctx: TestContext): DemoAnswersDeps {
  const { catalogue, uploads, submissions: service } = ctx.app.services;
  return { db: ctx.database.db, catalogue, uploads: uploads.store, submissions: service, repository: new SubmissionRepository(ctx.database.db) };
}

const countSubmissions = async (ctx: TestContext) => Number((await ctx.database.db.select({ n: count() }).from(submissions))[0].n);

// The real pipeline on PGlite (minutes of speech recognition); the bookkeeping below runs on PostgreSQL too.
describe('demo answers recorded at seed time and graded by the real pipeline', () => {
  let ctx: TestContext;
  let professor: string;
  let files: { dir: string; cleanup: () => Promise<void> };
  let ids: string[];

  beforeAll(async () => {
    ctx = await startTestApp('pglite', { RATE_LIMIT_PER_MINUTE: '10000', JOB_RETRY_DELAY_SECONDS: '1' }, { content: true });
    files = await tempDir('nurselab-demo-answers-test-');
    await seedDemoOnce(ctx.database.db);
    // A shared, loaded test machine is not a stuck recogniser: give pocketsphinx time rather than
    // let a timeout send an English answer to the professor.
    if (ctx.config.transcription.pocketsphinx) ctx.config.transcription.pocketsphinx.timeoutPerAudioSecond = 60;
    const { jobs, storage, catalogue, events } = ctx.app.services;
    const context = { config: ctx.config, database: ctx.database, db: ctx.database.db, storage, catalogue, events, log: ctx.app.log };
    void jobs.work(registeredJobHandlers(), context, { pollingIntervalSeconds: 0.5 });
    const outcome = await seedDemoAnswersOnce(depsOf(ctx), { only: ['maternalchild'] });
    if (outcome.kind !== 'recorded') throw new Error(`not recorded: ${JSON.stringify(outcome)}`);
    ids = outcome.submissionIds;
    // The playback copy too: wait until every answer is graded and has its transcode.
    await waitForDemoGrades(ctx.app.services.submissions, ids, 1_200_000);
    const repository = new SubmissionRepository(ctx.database.db);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && (await Promise.all(ids.map((id) => repository.find(id)))).some((row) => !row?.playbackKey)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    professor = (await signin(ctx, demo.professor, DEMO_PASSWORD)).token;
  }, 1_500_000);
  afterAll(async () => {
    await ctx?.close();
    await files?.cleanup();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(professor) });

  it('grades every recorded answer as planned: English automatically, Thai left for the professor', async () => {
    expect(ids).toHaveLength(DEMO_ANSWERS.length);
    const views = await Promise.all(ids.map((id) => ctx.app.services.submissions.view(id, 'staff')));
    const outcomes = views.map((v) => (v.status === 'graded' ? (v.isPass ? 'passed' : 'failed') : `${v.status} ${v.failureReason}`));
    expect(outcomes).toEqual(DEMO_ANSWERS.map((a) => (a.expected === 'needs_review' ? 'needs_review evaluation.noTranscriber' : a.expected)));
    for (const view of views.filter((v) => v.status === 'graded')) {
      expect(view.evidence, 'the transcript and the evidence are kept').toBeTruthy();
    }
  });

  it('shows the professor dots and rings: a pass, a fail, a retry that passed, answers waiting, labs not tried', async () => {
    const res = await get('/api/v1/professor/labs');
    expect(res.statusCode).toBe(200);
    const { labStats, studentLabStatuses } = res.json() as {
      labStats: { labNumber: number; completed: number; total: number }[];
      studentLabStatuses: { firstName: string; labsStatus: { labNumber: number; isPass: boolean | null; attempt: number }[] }[];
    };
    expect(labStats.find((s) => s.labNumber === labA)).toEqual({ labNumber: labA, completed: 2, total: 3 });
    expect(labStats.find((s) => s.labNumber === labB)).toEqual({ labNumber: labB, completed: 0, total: 3 });
    // The dashboard's dot: green passed, yellow attempted, grey not attempted (with the attempts made).
    const dot = (l?: { isPass: boolean | null; attempt: number }) => (l?.isPass ? `green ${l.attempt}` : l?.attempt ? `yellow ${l.attempt}` : 'grey');
    const dots = studentLabStatuses.map((s) => [labA, labB].map((n) => dot(s.labsStatus.find((l) => l.labNumber === n))));
    expect(dots).toEqual([
      ['green 1', 'yellow 1'],
      ['green 2', 'yellow 1'],
      ['yellow 1', 'grey'],
    ]);
  });

  it('puts the Thai answers in the review queue, before the automatic grades', async () => {
    const { entries, counts } = (await get('/api/v1/professor/review-queue')).json() as {
      entries: { status: string; language: string; labNumber: number }[];
      counts: { needsReview: number };
    };
    expect(counts.needsReview).toBe(2);
    expect(entries.slice(0, 2).map((e) => [e.status, e.language])).toEqual([
      ['needs_review', 'th'],
      ['needs_review', 'th'],
    ]);
    expect(entries.slice(2).every((e) => e.status === 'graded')).toBe(true);
  });

  it('plays every answer through its signed URL, with HTTP ranges', async () => {
    const { studentLabStatuses } = (await get('/api/v1/professor/labs')).json() as { studentLabStatuses: { _id: string }[] };
    let played = 0;
    for (const student of studentLabStatuses) {
      for (const labNumber of [labA, labB]) {
        const { labSubmissions } = (await get(`/api/v1/professor/student/${student._id}/lab/${labNumber}`)).json() as {
          labSubmissions: { fileUrl: string; fileType: string }[];
        };
        for (const attempt of labSubmissions) {
          expect(attempt.fileType).toBe('audio');
          const head = await ctx.app.inject({ method: 'GET', url: attempt.fileUrl, headers: { range: 'bytes=0-99' } });
          expect(head.statusCode).toBe(206);
          expect(head.rawPayload.length).toBe(100);
          const whole = await ctx.app.inject({ method: 'GET', url: attempt.fileUrl });
          expect(whole.headers['content-type']).toMatch(/^audio\//);
          const file = path.join(files.dir, `played-${played++}`);
          await writeFile(file, whole.rawPayload);
          const probe = await probeMedia(file);
          expect(probe.durationSeconds).toBeGreaterThan(2);
        }
        // With a signature that is not the server's, the same file is refused.
        if (labSubmissions[0]) {
          const forged = labSubmissions[0].fileUrl.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
          expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
        }
      }
    }
    expect(played).toBe(DEMO_ANSWERS.length);
  });

  it('a second seed makes nothing twice', async () => {
    const before = await countSubmissions(ctx);
    const again = await seedDemoAnswersOnce(depsOf(ctx), { only: ['maternalchild'] });
    expect(again).toMatchObject({ kind: 'recorded', submissionIds: [] });
    expect(await countSubmissions(ctx)).toBe(before);
  });
});

describe.each(DATABASE_KINDS)('demo answers bookkeeping (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind, {}, { content: true });
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
  });
  const rows = (key: string) => ctx.database.db.select().from(appState).where(eq(appState.key, key));

  it('records nothing on a database without the demo accounts', async () => {
    expect(await seedDemoAnswersOnce(depsOf(ctx))).toEqual({ kind: 'noDemo' });
  });

  it('without the speech tools records nothing, says which are missing, and leaves the next start to try again', async () => {
    await seedDemoOnce(ctx.database.db);
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await seedDemoAnswersOnce(depsOf(ctx))).toEqual({ kind: 'missingTools', tools: ['flite', 'espeak-ng'] });
    } finally {
      process.env.PATH = path;
    }
    expect(await countSubmissions(ctx)).toBe(0);
    expect(await rows(DEMO_ANSWERS_SEEDED_KEY)).toEqual([]);
  });

  it('leaves the answers to a process already recording them, and takes over from one that died', async () => {
    await ctx.database.db.insert(appState).values({ key: DEMO_ANSWERS_CLAIM_KEY, value: 'other process' });
    expect(await seedDemoAnswersOnce(depsOf(ctx), { only: [] })).toEqual({ kind: 'busy' });
    await ctx.database.db.update(appState).set({ updatedAt: new Date(Date.now() - 3_600_000) }).where(eq(appState.key, DEMO_ANSWERS_CLAIM_KEY));
    expect(await seedDemoAnswersOnce(depsOf(ctx), { only: [] })).toMatchObject({ kind: 'recorded', submissionIds: [] });
    expect(await rows(DEMO_ANSWERS_CLAIM_KEY)).toEqual([]);
  });

  it('once all are recorded, a start costs one query and records nothing', async () => {
    await ctx.database.db.insert(appState).values({ key: DEMO_ANSWERS_SEEDED_KEY, value: 'now' });
    const started = performance.now();
    expect(await seedDemoAnswersOnce(depsOf(ctx))).toEqual({ kind: 'done' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await countSubmissions(ctx)).toBe(0);
  });
});
