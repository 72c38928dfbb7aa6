import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluateJob } from '../../src/evaluation/evaluateJob.js';
import { completion, reply, type ChatStandIn } from '../../test-fixtures/openai/chatStandIn.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { runWorkers } from '../submissions/support/jobs.js';
import { QUOTES, startJudgeStandIns, submitAndWait as submitAndWaitFor, type JudgeStandIns } from './support/judgeStandIns.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';

const verdict = (critical: object[] = []) =>
  JSON.stringify({
    items: Object.entries(QUOTES).map(([itemId, quote]) => ({ questionNumber: 1, itemId, met: true, quote })),
    critical,
    questions: [{ number: 1, points: 95 }],
    pros: ['You explained the early hunger cues.'],
    recommendations: ['Say how many wet nappies show enough milk.'],
  });

const BENCH = {
  date: '2026-11-27T19:28:17.868Z',
  url: 'http://user:secret@gpu-box.school.ac.th:11434/v1?key=abc',
  model: 'qwen2.5:14b',
  promptVersion: 'v1',
  standIn: false,
  perAnswer: { answers: 546, failed: 2, meanSeconds: 3.4, meanTokens: 2032, quotesChecked: 1588, quotesRejected: 25, quotesRejectedShare: 0.016 },
  byGroup: {
    all: {
      rubric: { answers: 506, dangerous: 272, dangerousReleasedAsPass: 7, safe: 178, safeFailedAutomatically: 0, good: 60, goodToLecturer: 35, toLecturer: 364, asExpected: 479 },
      llm: { answers: 506, dangerous: 272, dangerousReleasedAsPass: 3, safe: 178, safeFailedAutomatically: 5, good: 60, goodToLecturer: 33, toLecturer: 353, asExpected: 471 },
    },
  },
  mohler: { n: 40, rubricR: 0.676, llmR: 0.606 },
};

/**
 * The judges per language from the admin page: administrators only, validated on the server,
 * refused for the language model when none is configured, used by the next evaluation without a
 * restart; and the newest evaluator bench run, summarised for the admin page.
 */
describe.each(DATABASE_KINDS)('judges set from the admin page (%s)', (kind) => {
  let world: World;
  let bare: World;
  let standIns: JudgeStandIns;
  let model: ChatStandIn;
  let benchDir: string;
  let next = 0;

  beforeAll(async () => {
    benchDir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-bench-'));
    standIns = await startJudgeStandIns('nurselab-judges-');
    model = standIns.model;
    // No EVALUATORS: every language starts with the rubric grader alone.
    world = await createWorld(
      kind,
      {
        JOB_RETRY_DELAY_SECONDS: '1',
        OPENAI_TRANSCRIBE_URL: standIns.speech.baseUrl,
        TRANSCRIBERS: 'en=openai',
        LLM_EVALUATOR_URL: `${model.baseUrl}`,
        LLM_EVALUATOR_MODEL: 'qwen2.5:14b-instruct',
        LLM_EVALUATOR_API_KEY: 'school-key-never-shown',
        LLM_EVALUATOR_TIMEOUT_SECONDS: '2',
        BENCH_RESULTS_DIR: benchDir,
      },
      4,
    );
    bare = await createWorld(kind, { EVALUATORS: 'th=rubric' }, 1);
    void runWorkers(world, [['evaluate', evaluateJob]]);
  }, 300_000);
  beforeEach(() => {
    model.received.length = 0;
  });
  afterAll(async () => {
    await world.ctx.close();
    await bare.ctx.close();
    await standIns.close();
    await rm(benchDir, { recursive: true, force: true });
  });

  const call = (w: World, who: Person, method: 'GET' | 'PUT', url: string, payload?: object, language = 'en') =>
    w.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': language }, ...(payload ? { payload } : {}) });
  const setJudges = (w: World, language: string, judges: unknown, as: Person = w.admin, ui = 'en') => call(w, as, 'PUT', `/api/v1/admin/judges/${language}`, { judges }, ui);

  // The stored evaluation, read loosely: the assertions say what must be in it.
  type Row = { status: string; score: number | null; id: string; evaluation: { [key: string]: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const submitAndWait = () => submitAndWaitFor<Row>(world, world.students[next++], standIns.answer);

  it('only administrators read or change the judges; students and lecturers get 403', async () => {
    for (const who of [world.students[3], world.professor]) {
      expect((await call(world, who, 'GET', '/api/v1/admin/judges')).statusCode).toBe(403);
      expect((await setJudges(world, 'en', ['llm', 'rubric'], who)).statusCode).toBe(403);
      expect((await call(world, who, 'GET', '/api/v1/admin/judges/bench')).statusCode).toBe(403);
    }
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/v1/admin/judges' })).statusCode).toBe(401);
    const settings = (await call(world, world.admin, 'GET', '/api/v1/admin/judges')).json();
    expect(settings.languages.find((l: { language: string }) => l.language === 'en')).toMatchObject({ judges: ['rubric'], source: 'default', changedBy: null });
  });

  it('shows the language-model server as configured (host and model), never its key', async () => {
    const res = await call(world, world.admin, 'GET', '/api/v1/admin/judges');
    expect(res.json().llm).toEqual({ configured: true, host: new URL(model.baseUrl).host, model: 'qwen2.5:14b-instruct', apiKeySet: true });
    expect(res.body).not.toContain('school-key-never-shown');
    expect((await call(bare, bare.admin, 'GET', '/api/v1/admin/judges')).json().llm).toEqual({ configured: false, host: null, model: null, apiKeySet: false });
  });

  it('validates on the server: only "rubric" or "llm, rubric", a known language', async () => {
    for (const judges of [['llm'], ['rubric', 'llm'], ['gpt'], [], 'rubric']) {
      const res = await setJudges(world, 'en', judges);
      expect(res.statusCode, JSON.stringify(judges)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'judges' }));
    }
    const thai = await setJudges(world, 'en', ['rubric', 'rubric'], world.admin, 'th');
    expect(thai.json().message).toMatch(/ผู้ตัดสิน/);
    expect((await setJudges(world, 'xx', ['rubric'])).statusCode).toBe(400);
  });

  it('refuses the language model where no server is configured, with a clear translated error', async () => {
    const res = await setJudges(bare, 'th', ['llm', 'rubric'], bare.admin, 'th');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'judges.noLlmServer', errors: [{ field: 'judges', code: 'judges.noLlmServer' }] });
    expect(res.json().message).toContain('LLM_EVALUATOR_URL');
    expect(res.json().message).toMatch(/โมเดลภาษา/);
    expect((await call(bare, bare.admin, 'GET', '/api/v1/admin/judges')).json().languages.find((l: { language: string }) => l.language === 'th').judges).toEqual(['rubric']);
  });

  it('the next evaluation uses the judges an administrator set, without a restart; back to the default again', async () => {
    model.answer((_request, response) => reply(response, 200, completion(verdict())));
    const before = await submitAndWait();
    expect(model.received).toHaveLength(0);
    expect(before.evaluation.llm).toBeUndefined();

    const set = await setJudges(world, 'en', ['llm', 'rubric']);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().languages.find((l: { language: string }) => l.language === 'en')).toMatchObject({ judges: ['llm', 'rubric'], source: 'admin', defaultJudges: ['rubric'], changedBy: 'root_admin' });
    const after = await submitAndWait();
    expect(model.received).toHaveLength(1);
    expect(after.evaluation.llm).toMatchObject({ model: 'qwen2.5:14b-instruct', score: 95 });
    expect(after.evaluation.rubric).toMatchObject({ score: 83.3 });

    expect((await setJudges(world, 'en', null)).json().languages.find((l: { language: string }) => l.language === 'en')).toMatchObject({ judges: ['rubric'], source: 'default' });
    model.received.length = 0;
    const reset = await submitAndWait();
    expect(model.received).toHaveLength(0);
    expect(reset.evaluation.llm).toBeUndefined();
  }, 400_000);

  it('a danger the model names with a quote the transcript does not hold is held for the lecturer, with the model\'s words', async () => {
    expect((await setJudges(world, 'en', ['llm', 'rubric'])).statusCode).toBe(200);
    const honey = { questionNumber: 1, itemId: null, name: 'Honey can cause infant botulism in a baby under one year', quote: 'rub a little honey on her gums' };
    model.answer((_request, response) => reply(response, 200, completion(verdict([honey]))));
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'needs_review', score: null });
    expect(row.evaluation.release.reasons).toContainEqual({ code: 'unverifiedDanger', names: [honey.name] });
    expect(row.evaluation.critical).toEqual([]);
    expect(row.evaluation.llm.unverifiedDangers).toEqual([{ questionNumber: 1, itemId: null, name: honey.name, quote: honey.quote }]);
    // The lecturer's form shows both judges side by side, the unfound danger among them.
    const form = await call(world, world.professor, 'GET', `/api/v1/professor/submissions/${row.id}/review`);
    expect(form.statusCode, form.body).toBe(200);
    const { judges, releaseReasons } = form.json().submission;
    expect(releaseReasons).toContain('unverifiedDanger');
    expect(judges).toMatchObject({ llm: { score: 95, isPass: true, model: 'qwen2.5:14b-instruct' }, rubric: { score: 83.3, isPass: true }, unverifiedDangers: [{ name: honey.name, quote: honey.quote }] });
    const met = judges.llm.questions[0].items.find((i: { itemId: string }) => i.itemId === 'crying-late-cue');
    expect(met.evidence.start).toBeGreaterThan(0);
    expect(judges.rubric.questions[0].items.find((i: { itemId: string }) => i.itemId === 'no-water-no-bottle').met).toBe(false);
    // The student is told it waits for the lecturer, and sees none of it.
    const student = await call(world, world.students[next - 1], 'GET', `/api/v1/submissions/${row.id}`);
    expect(student.body).not.toContain('botulism');
    await setJudges(world, 'en', null);
  }, 300_000);

  it('summarises the newest evaluator bench run for the admin page: none yet, then its figures without the URL\'s secrets', async () => {
    expect((await call(world, world.admin, 'GET', '/api/v1/admin/judges/bench')).json()).toEqual({ run: null });
    await writeFile(path.join(benchDir, 'evaluator.json'), JSON.stringify(BENCH));
    const res = await call(world, world.admin, 'GET', '/api/v1/admin/judges/bench');
    expect(res.json().run).toMatchObject({
      at: BENCH.date,
      model: 'qwen2.5:14b',
      urlHost: 'gpu-box.school.ac.th:11434',
      standIn: false,
      answers: 546,
      failed: 2,
      quotesRejectedShare: 0.016,
      secondsPerAnswer: 3.4,
      tokensPerAnswer: 2032,
      groups: [{ name: 'all', rubric: { dangerousReleasedAsPass: 7 }, llm: { dangerousReleasedAsPass: 3 } }],
      mohler: { n: 40, rubricR: 0.676, llmR: 0.606 },
    });
    expect(res.body).not.toMatch(/secret|key=abc/);
  });
});
