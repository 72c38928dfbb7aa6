import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringRepository } from '../../src/authoring/repository.js';
import { submissionRegradePreviews, submissionRegrades, submissions, labVersions } from '../../src/db/schema/index.js';
import { evaluateJob } from '../../src/evaluation/evaluateJob.js';
import { toLabFile, type AuthoredLab } from '@nurselab/core';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { speak, toRecorderWebm } from '../../test-fixtures/audio/generate.js';
import { runWorkers } from '../submissions/support/jobs.js';
import { tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

type Side = { status: string; score: number | null; isPass: boolean | null; automatic: boolean; reasons: string[] };
type Row = { submissionId: string; attempt: number; version: number; before: Side; after: Side | null; skipped: string | null };

describe.each(DATABASE_KINDS)('re-grading older attempts against a new lab version (%s)', (kind) => {
  let world: World;
  let files: { dir: string; cleanup: () => Promise<void> };
  let draftId: string;
  let submissionId: string;
  let before: { score: number | null; status: string; evaluation: unknown };

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const row = async (id: string) => (await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, id)))[0];

  beforeAll(async () => {
    world = await createWorld(kind, { JOB_RETRY_DELAY_SECONDS: '1', HEARING_MIN_CONFIDENCE: '0.5' }, 2);
    files = await tempDir('nurselab-regrade-test-');
    void runWorkers(world, [['evaluate', evaluateJob]]);
  }, 120_000);
  afterAll(async () => {
    await world.ctx.close();
    await files.cleanup();
  });

  it('a spoken answer to version 1 is graded by the evaluate job', async () => {
    const created = await call(world.professor, 'POST', '/api/v1/authoring/labs', { from: { subject: 'maternalchild', labNumber: 7 }, languages: ['en'] });
    expect(created.statusCode, created.body).toBe(201);
    draftId = created.json()._id;
    expect((await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}/regrade`)).json().code).toBe('authoring.notPublished');
    const published = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const labNumber = published.json().labNumber;

    const wav = path.join(files.dir, 'good.wav');
    const webm = path.join(files.dir, 'good.webm');
    await speak(created.json().lab.questions[0].modelAnswer.en, wav, { engine: 'flite', voice: 'slt' });
    await toRecorderWebm(wav, webm);
    const student = world.students[0];
    const res = await finalise(world, student, { uploadId: await storedUpload(world, student, webm), labNumber, language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    submissionId = res.json().submission._id;
    const deadline = Date.now() + 240_000;
    for (;;) {
      const r = await row(submissionId);
      if (['graded', 'needs_review', 'failed'].includes(r.status)) break;
      if (Date.now() > deadline) throw new Error(`still ${r.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const graded = await row(submissionId);
    expect(['graded', 'needs_review']).toContain(graded.status);
    before = { score: graded.score, status: graded.status, evaluation: graded.evaluation };
  }, 300_000);

  it('shows before and after without writing; confirming twice at once re-grades the attempt once and keeps the old result', async () => {
    // Version 2: every rubric item the answer met is now worded as nothing it said.
    const evaluation = before.evaluation as { questions: { items: { itemId: string; met: boolean }[] }[]; automatic: { score: number } };
    const met = new Set(evaluation.questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => i.itemId)));
    expect(met.size).toBeGreaterThan(0);
    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const lab = structuredClone(draft.lab) as AuthoredLab;
    for (const item of lab.questions[0].rubric) if (met.has(item.id)) item.phrasings.en = ['zebra quantum saxophone'];
    // Straight through the repository: the checks would (rightly) refuse a model answer that no longer scores.
    const v2 = await new AuthoringRepository(world.ctx.database.db).publish(draftId, draft.revision, (n) => toLabFile(lab, n));
    expect(v2).toMatchObject({ version: 2 });

    const preview = await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}/regrade`);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json() as { version: number; attempts: Row[]; history: unknown[] };
    expect(shown.version).toBe(2);
    expect(shown.history).toEqual([]);
    const mine = shown.attempts.find((a) => a.submissionId === submissionId)!;
    expect(mine).toMatchObject({ version: 1, skipped: null, before: { status: before.status, score: evaluation.automatic.score } });
    expect(mine.after!.score!).toBeLessThan(mine.before.score!);
    expect(typeof mine.after!.automatic).toBe('boolean');
    // Nothing written by looking.
    expect((await row(submissionId)).score).toBe(before.score);
    expect(await world.ctx.database.db.select().from(submissionRegrades)).toEqual([]);
    // The preview is kept: a second look shows the same after, and the confirm writes it.
    const previews = await world.ctx.database.db.select().from(submissionRegradePreviews).where(eq(submissionRegradePreviews.submissionId, submissionId));
    expect(previews).toHaveLength(1);
    const second = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}/regrade`)).json() as { attempts: Row[] };
    expect(second.attempts.find((a) => a.submissionId === submissionId)!.after).toEqual(mine.after);

    // A stale version (the lecturer looked at another before and after) is refused.
    const stale = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/regrade`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'authoring.regradeVersionChanged', details: { version: 2 } });

    const [a, b] = await Promise.all([0, 1].map(() => call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/regrade`, { version: 2 })));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().regraded + b.json().regraded).toBe(1);
    const again = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/regrade`, { version: 2 });
    expect(again.json().regraded).toBe(0);

    const now = await row(submissionId);
    const [{ version }] = await world.ctx.database.db.select({ version: labVersions.version }).from(labVersions).where(eq(labVersions.id, now.labVersionId));
    expect(version).toBe(2);
    expect(now.status).toBe(mine.after!.automatic ? 'graded' : 'needs_review');
    const kept = await world.ctx.database.db.select().from(submissionRegrades).where(eq(submissionRegrades.submissionId, submissionId));
    expect(kept).toHaveLength(1);
    expect(kept[0].before).toMatchObject({ status: before.status, score: before.score });
    expect((kept[0].before.evaluation as { automatic: { score: number } }).automatic.score).toBe(evaluation.automatic.score);
    expect(kept[0].after.score ?? (kept[0].after.evaluation as { automatic: { score: number } }).automatic.score).toBe(mine.after!.score);

    // The student sees the new result only as the release rules allow.
    const seen = (await call(world.students[0], 'GET', `/api/v1/submissions/${submissionId}`)).json();
    const seenScore = seen.submission?.score ?? seen.score;
    if (mine.after!.automatic) expect(seenScore).toBe(mine.after!.score);
    else expect(seenScore).toBeNull();

    // The student is told in the app when the result they were shown changed (a lower score, or withdrawn for a lecturer); no one else is.
    const shownBefore = before.status === 'graded' ? `${before.score}:${String(mine.before.isPass)}` : null;
    const shownAfter = mine.after!.automatic ? `${mine.after!.score}:${String(mine.after!.isPass)}` : null;
    const notes = (who: Person) => call(who, 'GET', '/api/v1/notifications').then((r) => r.json().notifications as { kind: string; submissionId: string | null; lab: { labNumber: number } | null }[]);
    const told = (await notes(world.students[0])).filter((n) => n.kind === 'resultRegraded');
    expect(told.length).toBe(shownBefore !== shownAfter ? 1 : 0);
    if (told.length) expect(told[0]).toMatchObject({ submissionId, lab: { labNumber: expect.any(Number) } });
    expect((await notes(world.students[1])).filter((n) => n.kind === 'resultRegraded')).toEqual([]);
    expect((await notes(world.professor)).filter((n) => n.kind === 'resultRegraded')).toEqual([]);

    // The lecturer's next look lists it as re-graded, with nothing left to do.
    const after = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}/regrade`)).json();
    expect(after.attempts).toEqual([]);
    expect(after.history).toMatchObject([{ submissionId, fromVersion: 1, toVersion: 2, before: { score: evaluation.automatic.score }, after: { score: mine.after!.score } }]);
  }, 300_000);

  it('other universities find nothing (404) and students are refused (403)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const body = method === 'POST' ? { version: 2 } : undefined;
      expect((await call(world.otherProfessor, method, `/api/v1/authoring/labs/${draftId}/regrade`, body)).statusCode).toBe(404);
      expect((await call(world.students[0], method, `/api/v1/authoring/labs/${draftId}/regrade`, body)).statusCode).toBe(403);
    }
  }, 120_000);
});
