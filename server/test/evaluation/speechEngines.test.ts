import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { submissions } from '../../src/db/schema/index.js';
import { evaluateJob } from '../../src/evaluation/evaluateJob.js';
import { speak, toRecorderWebm } from '../../test-fixtures/audio/generate.js';
import { json, startTranscriptionStandIn, verboseJson, type TranscriptionStandIn } from '../../test-fixtures/openai/standIn.js';
import { writeTinyWhisperModel } from '../../test-fixtures/whisper/tinyModel.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { runWorkers } from '../submissions/support/jobs.js';
import { tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

const { labs } = await loadLabFiles();
const lab7 = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === 7)!;
const SPOKEN = 'Check the fundal height and the blood pressure, and encourage breastfeeding.';

interface StoredEvaluation {
  transcript?: { language: string; words: { text: string; start: number; end: number }[] };
  engine?: { name: string; version: string };
  timings?: { extractMs: number; transcribeMs: number; gradeMs: number };
  language?: { lab: string; spoken: string; gradedIn: string };
  questions?: { items: { met: boolean; evidence: { start: number; end: number } | null }[] }[];
  transcriptionError?: { engine: string; code: string; message: string; tries: number };
}

/**
 * The evaluate job with whisper.cpp on a generated model (Thai) and an OpenAI-compatible
 * stand-in (Chinese, Japanese, Indonesian): every path ends in a clear state, never a made-up score.
 */
describe.each(DATABASE_KINDS)('speech engines through the evaluate job (%s)', (kind) => {
  let world: World;
  let files: { dir: string; cleanup: () => Promise<void> };
  let standIn: TranscriptionStandIn;
  let answer: string;
  let next = 0;

  beforeAll(async () => {
    files = await tempDir('nurselab-speech-engines-');
    standIn = await startTranscriptionStandIn();
    const model = path.join(files.dir, 'ggml-test-tiny.bin');
    await writeTinyWhisperModel(model);
    world = await createWorld(
      kind,
      {
        JOB_RETRY_DELAY_SECONDS: '1',
        WHISPER_MODEL: model,
        OPENAI_TRANSCRIBE_URL: standIn.baseUrl,
        OPENAI_TRANSCRIBE_MODEL: 'whisper-large-v3',
        OPENAI_TRANSCRIBE_TIMEOUT_SECONDS: '1',
        TRANSCRIBERS: 'th=whisper;zh=openai;ja=openai;id=openai;en=pocketsphinx',
      },
      4,
    );
    const wav = await speak(SPOKEN, path.join(files.dir, 'answer.wav'));
    answer = await toRecorderWebm(wav, path.join(files.dir, 'answer.webm'));
    void runWorkers(world, [['evaluate', evaluateJob]]);
  }, 120_000);
  afterAll(async () => {
    await world.ctx.close();
    await standIn.close();
    await files.cleanup();
  });

  /** Each submission by the next student with attempts left (three per student on lab 7). */
  async function submitAndWait(language: string) {
    const who: Person = world.students[Math.floor(next++ / 3)];
    const uploadId = await storedUpload(world, who, answer);
    // A student's earlier answer may wait for a lecturer (the tiny test model hears nonsense): answering again is confirmed.
    const res = await finalise(world, who, { uploadId, labNumber: 7, language, confirmWhileWaiting: true });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().submission._id as string;
    const deadline = Date.now() + 150_000;
    for (;;) {
      const [row] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, id));
      if (['graded', 'needs_review', 'failed'].includes(row.status)) return { ...row, evaluation: row.evaluation as StoredEvaluation };
      if (Date.now() > deadline) throw new Error(`still ${row.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('a Thai answer is transcribed by whisper.cpp and its timed words reach the grader', async () => {
    const row = await submitAndWait('th');
    // Graded: released, or held by the release decision (the generated model's words are not Thai anyone said).
    expect(['graded', 'needs_review']).toContain(row.status);
    expect((row.evaluation as { automatic?: { score: number } }).automatic?.score).toEqual(expect.any(Number));
    const { transcript, engine, timings, language, questions } = row.evaluation;
    expect(engine).toMatchObject({ name: 'whisper', version: 'whisper.cpp ggml-test-tiny.bin' });
    expect(transcript!.language).toBe('th');
    expect(language).toEqual({ lab: 'th', spoken: 'th', gradedIn: 'th' });
    expect(transcript!.words.length).toBeGreaterThan(0);
    const clipSeconds = 6;
    for (const word of transcript!.words) {
      expect(word.start).toBeGreaterThanOrEqual(0);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(clipSeconds);
    }
    expect(questions!.length).toBe(lab7.questions.length);
    expect(timings!.transcribeMs).toBeGreaterThan(0);
  }, 180_000);

  it('a Chinese lab answered in English is graded with the English rubric, the evidence says so, and a lecturer decides', async () => {
    standIn.received.length = 0;
    standIn.answer((request, response) =>
      json(response, 200, request.form.get('language') ? verboseJson('nothing', 'chinese') : verboseJson(lab7.questions[0].modelAnswer!.en, 'english')),
    );
    const row = await submitAndWait('zh');
    expect(row).toMatchObject({ status: 'needs_review', failureReason: 'evaluation.heldForLecturer' });
    expect((row.evaluation as { release?: { reasons: unknown[] } }).release?.reasons).toContainEqual({ code: 'language', lab: 'zh', spoken: 'en' });
    expect(row.evaluation.language).toEqual({ lab: 'zh', spoken: 'en', gradedIn: 'en' });
    expect(row.evaluation.transcript!.language).toBe('en');
    expect(row.evaluation.questions![0].items.some((item) => item.met)).toBe(true);
    expect(standIn.received[0].form.get('model')).toBe('whisper-large-v3');
    expect(standIn.received[0].form.get('language')).toBeNull();
  }, 180_000);

  it('a 429 with a short Retry-After is waited out and the answer graded', async () => {
    let calls = 0;
    standIn.answer((_request, response) => {
      if (++calls === 1) json(response, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '1' });
      else json(response, 200, verboseJson('Check the fundal height.', 'japanese'));
    });
    const row = await submitAndWait('ja');
    expect(['graded', 'needs_review']).toContain(row.status);
    expect(row.failureReason ?? 'evaluation.heldForLecturer').toBe('evaluation.heldForLecturer');
    expect(row.evaluation.engine!.name).toBe('openai');
    expect(calls).toBeGreaterThanOrEqual(2);
  }, 180_000);

  it.each([
    ['a server failing with 5xx', 'failed', (_: unknown, response: Parameters<typeof json>[0]) => json(response, 503, { error: { message: 'overloaded' } })],
    ['a server that never answers', 'timeout', () => undefined],
    ['a server rate limiting for ten minutes', 'failed', (_: unknown, response: Parameters<typeof json>[0]) => json(response, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '600' })],
  ])('%s is retried by the queue, then the professor grades the answer', async (_name, code, handler) => {
    standIn.received.length = 0;
    standIn.answer(handler);
    const row = await submitAndWait('id');
    expect(row).toMatchObject({ status: 'needs_review', score: null, isPass: null, failureReason: 'evaluation.transcriptionFailed' });
    expect(row.evaluation.transcriptionError).toMatchObject({ engine: 'openai', code, tries: 4 });
    expect(standIn.received.length).toBeGreaterThanOrEqual(4);
  }, 180_000);

  it('a model name the server does not know goes to the professor at once, with the server\'s words', async () => {
    standIn.received.length = 0;
    standIn.answer((request, response) =>
      json(response, 404, { error: { message: `The model \`${String(request.form.get('model'))}\` does not exist`, code: 'model_not_found' } }),
    );
    const row = await submitAndWait('id');
    expect(row).toMatchObject({ status: 'needs_review', score: null, failureReason: 'evaluation.transcriptionFailed' });
    expect(row.evaluation.transcriptionError).toMatchObject({ engine: 'openai', code: 'failed', tries: 1 });
    expect(row.evaluation.transcriptionError!.message).toContain('The model `whisper-large-v3` does not exist');
    expect(standIn.received).toHaveLength(1);
  }, 180_000);
});
