import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { submissions, universities, users } from '../../src/db/schema/index.js';
import { evaluateJob } from '../../src/evaluation/evaluateJob.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { speak, toMp4Aac, toRecorderWebm } from '../../test-fixtures/audio/generate.js';
import { runWorkers } from '../submissions/support/jobs.js';
import { longSilentClip, tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

const { labs } = await loadLabFiles();
const lab7 = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === 7)!;
const OFF_TOPIC = 'Yesterday I went to the market with my friends and we bought some fruit. Then we watched a football match on television and had dinner near the river.';

describe.each(DATABASE_KINDS)('automatic evaluation, end to end with pocketsphinx (%s)', (kind) => {
  let world: World;
  let files: { dir: string; cleanup: () => Promise<void> };

  beforeAll(async () => {
    // Recognition as the product runs it: rubric hints off (POCKETSPHINX_HINTS defaults to false).
    // This answer's transcript has a hearing confidence of about 0.6, at the default threshold: the
    // tests here follow the evidence, so the threshold is set below it (decideRelease's tests and the
    // release e2e spec hold poorly heard answers).
    world = await createWorld(kind, { JOB_RETRY_DELAY_SECONDS: '1', HEARING_MIN_CONFIDENCE: '0.5' }, 5);
    files = await tempDir('nurselab-evaluate-test-');
    void runWorkers(world, [['evaluate', evaluateJob]]);
  });
  afterAll(async () => {
    await world.ctx.close();
    await files.cleanup();
  });

  async function spokenAnswer(name: string, text: string, container: 'webm' | 'mp4'): Promise<string> {
    const wav = path.join(files.dir, `${name}.wav`);
    const out = path.join(files.dir, `${name}.${container}`);
    await speak(text, wav, { engine: 'flite', voice: 'slt' });
    await (container === 'webm' ? toRecorderWebm(wav, out) : toMp4Aac(wav, out));
    return out;
  }

  async function submitAndWait(who: Person, file: string, language = 'en') {
    const uploadId = await storedUpload(world, who, file);
    const res = await finalise(world, who, { uploadId, labNumber: 7, language, confirmWhileWaiting: true });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().submission._id as string;
    const deadline = Date.now() + 240_000;
    for (;;) {
      const [row] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, id));
      if (['graded', 'needs_review', 'failed'].includes(row.status)) return row;
      if (Date.now() > deadline) throw new Error(`still ${row.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('a good spoken English answer passes, with evidence traced to the recording', async () => {
    const file = await spokenAnswer('good', lab7.questions[0].modelAnswer!.en, 'webm');
    const row = await submitAndWait(world.students[0], file);
    expect(row.status).toBe('graded');
    expect(row.isPass).toBe(true);
    expect(row.criticalFlag).toBe(false);
    expect(row.score!).toBeGreaterThanOrEqual(60);
    expect(row.pros.length).toBeGreaterThan(0);
    const evaluation = row.evaluation as {
      transcript: { words: { text: string; start: number; end: number }[] };
      questions: { items: { met: boolean; evidence: { quote: string; start: number; end: number } | null }[] }[];
      engine: { name: string };
    };
    expect(evaluation.engine.name).toBe('pocketsphinx');
    expect(evaluation.transcript.words.length).toBeGreaterThan(20);
    const met = evaluation.questions.flatMap((q) => q.items).filter((i) => i.met);
    expect(met.length).toBeGreaterThan(0);
    for (const item of met) {
      expect(item.evidence!.quote.length).toBeGreaterThan(0);
      expect(item.evidence!.end).toBeGreaterThan(item.evidence!.start);
    }
    // The student reads the same result through the API.
    const view = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${row.id}`, headers: bearer(world.students[0].token) });
    expect(view.json()).toMatchObject({ status: 'graded', isPass: true, score: row.score, attemptsLeft: 2 });
  }, 300_000);

  it('harmful advice holds a good answer for the lecturer, with the capped automatic grade, the quote and the time', async () => {
    // Without hints pocketsphinx writes "water between feeds is fine" as "water between he does is
    // fine" and "to wait until" as "too in jail": those sentences were misheard, not filtered. This
    // one it hears word for word from flite's voice, first in the answer.
    const said = 'give her some mashed banana';
    const harmful = lab7.questions[0].critical!.find((c) => c.phrasings.en.includes(said))!;
    const file = await spokenAnswer('harmful', `${said[0].toUpperCase()}${said.slice(1)}. ${lab7.questions[0].modelAnswer!.en}`, 'webm');
    const row = await submitAndWait(world.students[4], file);
    // The university holds dangers (the default): the lecturer confirms or rejects, the student sees no fail yet.
    expect(row).toMatchObject({ status: 'needs_review', failureReason: 'evaluation.heldForLecturer', criticalFlag: true, score: null, isPass: null });
    const evaluation = row.evaluation as {
      uncappedScore: number;
      automatic: { score: number; isPass: boolean };
      release: { automatic: boolean; reasons: { code: string; itemIds?: string[] }[] };
      critical: { itemId: string; danger: string; evidence: { quote: string; start: number; end: number } }[];
    };
    expect(evaluation.automatic.isPass).toBe(false);
    expect(evaluation.automatic.score).toBeLessThan(60);
    expect(evaluation.uncappedScore).toBeGreaterThan(evaluation.automatic.score);
    expect(evaluation.release.automatic).toBe(false);
    expect(evaluation.release.reasons).toContainEqual({ code: 'danger', itemIds: [harmful.id] });
    expect(evaluation.critical).toHaveLength(1);
    expect(evaluation.critical[0]).toMatchObject({ itemId: harmful.id, danger: harmful.danger.en });
    expect(evaluation.critical[0].evidence.end).toBeGreaterThan(evaluation.critical[0].evidence.start);
    expect(evaluation.critical[0].evidence.quote.toLowerCase()).toContain('mashed banana');
    expect(row.recommendations[0]).toContain(harmful.danger.en);
    const view = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${row.id}`, headers: bearer(world.students[4].token) });
    expect(view.json()).toMatchObject({ status: 'needs_review', score: null, isPass: null });
  }, 300_000);

  it('a university that fails dangers at once gets the capped fail released', async () => {
    const { db } = world.ctx.database;
    const [{ universityId }] = await db.select({ universityId: users.universityId }).from(users).where(eq(users.id, world.students[0].userId));
    await db.update(universities).set({ dangerPolicy: 'fail' }).where(eq(universities.id, universityId!));
    try {
      const said = 'give her some mashed banana';
      const file = await spokenAnswer('harmful-fail', `${said[0].toUpperCase()}${said.slice(1)}. ${lab7.questions[0].modelAnswer!.en}`, 'webm');
      const row = await submitAndWait(world.students[0], file);
      expect(row).toMatchObject({ status: 'graded', criticalFlag: true, isPass: false });
      expect(row.score!).toBeLessThan(60);
    } finally {
      await db.update(universities).set({ dangerPolicy: 'hold' }).where(eq(universities.id, universityId!));
    }
  }, 300_000);

  it('an off-topic answer fails with a low score', async () => {
    const file = await spokenAnswer('offtopic', OFF_TOPIC, 'mp4');
    const row = await submitAndWait(world.students[1], file);
    expect(row.status).toBe('graded');
    expect(row.isPass).toBe(false);
    expect(row.score!).toBeLessThan(30);
    expect(row.recommendations.length).toBeGreaterThan(0);
  });

  it('silence is reported, not graded, and the attempt is given back', async () => {
    const file = await longSilentClip(files.dir, 5);
    const row = await submitAndWait(world.students[2], file);
    expect(row).toMatchObject({ status: 'failed', failureReason: 'evaluation.noSpeech', score: null, attemptReturned: true });
    const view = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/submissions/${row.id}`, headers: bearer(world.students[2].token) });
    expect(view.json()).toMatchObject({ attemptsLeft: 3, attemptReturned: true });
  });

  it('a silent answer to a Thai lab (no engine for Thai) is refused and the attempt given back', async () => {
    const file = await longSilentClip(files.dir, 4);
    const row = await submitAndWait(world.students[3], file, 'th');
    expect(row).toMatchObject({ status: 'failed', failureReason: 'evaluation.noSpeech', score: null, attemptReturned: true });
  });

  it('a language no configured engine understands goes to the professor, never to a made-up score', async () => {
    const file = await spokenAnswer('thai', lab7.questions[0].modelAnswer!.en, 'webm');
    const row = await submitAndWait(world.students[3], file, 'th');
    expect(row).toMatchObject({ status: 'needs_review', score: null, isPass: null, failureReason: 'evaluation.noTranscriber' });
  });
});

