import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluateJob } from '../../src/evaluation/evaluateJob.js';
import { completion, reply, type ChatHandler, type ChatStandIn } from '../../test-fixtures/openai/chatStandIn.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { runWorkers } from '../submissions/support/jobs.js';
import { GOOD, QUOTES, startJudgeStandIns, submitAndWait as submitAndWaitFor, type JudgeStandIns } from './support/judgeStandIns.js';
import { createWorld, type World } from '../submissions/support/world.js';

const WITH_HONEY = `${GOOD.slice(0, -1)}, and rub a little honey on her gums so she latches better.`;

function verdict(options: { met?: Record<string, string | null>; points?: number; critical?: object[] } = {}) {
  const met = { ...QUOTES, ...options.met };
  return JSON.stringify({
    items: Object.entries(met).map(([itemId, quote]) => ({ questionNumber: 1, itemId, met: quote !== null, quote })),
    critical: options.critical ?? [],
    questions: [{ number: 1, points: options.points ?? 95 }],
    pros: ['You explained the early hunger cues and why crying is a late sign.'],
    recommendations: ['Say how many wet nappies show the baby is getting enough milk.'],
  });
}

interface Stored {
  score: number | null;
  isPass: boolean | null;
  status: string;
  failureReason: string | null;
  criticalFlag: boolean;
  pros: string[];
  evaluation: {
    automatic: { score: number; isPass: boolean };
    release: { automatic: boolean; reasons: { code: string; [key: string]: unknown }[] };
    graderVersion: string;
    questions: { items: { itemId: string; met: boolean; evidence: { quote: string; start: number; end: number } | null }[] }[];
    critical: { itemId: string; danger: string; evidence: { quote: string; start: number; end: number } }[];
    rubric?: { score: number; isPass: boolean; questions: unknown[] };
    llm?: {
      model: string;
      promptVersion: string;
      quotesRejected: number;
      quotesChecked: number;
      score?: number;
      isPass?: boolean;
      seconds?: number;
      tokens?: { total: number };
      requests?: number;
      responseFormat?: string;
      error?: { code: string; tries: number; message: string };
    };
  };
}

/**
 * Both judges through the real evaluate job: the openai transcriber's stand-in supplies the
 * transcript, a chat completions stand-in plays the language model, the database is real.
 */
describe.each(DATABASE_KINDS)('the language-model judge beside the rubric grader (%s)', (kind) => {
  let world: World;
  let standIns: JudgeStandIns;
  let model: ChatStandIn;
  let next = 0;

  beforeAll(async () => {
    standIns = await startJudgeStandIns('nurselab-llm-judge-');
    model = standIns.model;
    world = await createWorld(
      kind,
      {
        JOB_RETRY_DELAY_SECONDS: '1',
        OPENAI_TRANSCRIBE_URL: standIns.speech.baseUrl,
        TRANSCRIBERS: 'en=openai',
        EVALUATORS: 'en=llm,rubric',
        LLM_EVALUATOR_URL: model.baseUrl,
        LLM_EVALUATOR_MODEL: 'qwen2.5:14b-instruct',
        LLM_EVALUATOR_API_KEY: 'school-key',
        LLM_EVALUATOR_TIMEOUT_SECONDS: '1',
      },
      9,
    );
    void runWorkers(world, [['evaluate', evaluateJob]]);
  }, 300_000);
  beforeEach(() => {
    model.received.length = 0;
    standIns.hear(GOOD);
  });
  afterAll(async () => {
    await world.ctx.close();
    await standIns.close();
  });

  const answerWith = (handler: ChatHandler) => model.answer(handler);

  // A student of their own each: an answer held for a lecturer asks the next one to confirm.
  const submitAndWait = () => submitAndWaitFor<Stored>(world, world.students[next++], standIns.answer);

  it('a good verdict is released: the model\'s grade, its quotes timed, the rubric grade kept, the prompt version and model stored', async () => {
    answerWith((_request, response) => reply(response, 200, completion(verdict())));
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'graded', score: 95, isPass: true, criticalFlag: false });
    expect(row.pros).toEqual(['You explained the early hunger cues and why crying is a late sign.']);
    const { evaluation } = row;
    // (An answer may be drawn for the random audit: that holds nothing.)
    expect(evaluation.release.automatic).toBe(true);
    expect(evaluation.release.reasons.filter((r) => r.code !== 'audit')).toEqual([]);
    expect(evaluation.llm).toMatchObject({ model: 'qwen2.5:14b-instruct', promptVersion: 'v1/en', quotesRejected: 0, quotesChecked: 6, score: 95, requests: 1, responseFormat: 'json_schema' });
    expect(evaluation.llm!.tokens!.total).toBeGreaterThan(1800);
    expect(evaluation.graderVersion).toBe('llm/v1/en/qwen2.5:14b-instruct');
    // The rubric grader missed "no water and no bottle": its own grade is kept beside.
    expect(evaluation.rubric).toMatchObject({ score: 83.3, isPass: true });
    const cues = evaluation.questions[0].items.find((i) => i.itemId === 'crying-late-cue')!;
    expect(cues.evidence!.quote).toMatch(/^Crying is a late sign so do not wait for crying/);
    expect(cues.evidence!.start).toBeGreaterThan(0);
    expect(cues.evidence!.end).toBeGreaterThan(cues.evidence!.start);
    const [request] = model.received;
    expect(request.authorization).toBe('Bearer school-key');
    expect(request.body.model).toBe('qwen2.5:14b-instruct');
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'nurselab_verdict', strict: true } });
    const material = JSON.parse(request.body.messages[1].content.replace(/^[^\n]*\n/, ''));
    expect(material.scenario).toContain('Noon, 20, a first-time mother');
    expect(material.questions[0].rubric.map((i: { id: string }) => i.id)).toContain('fullness-cues');
    expect(material.questions[0].critical.map((i: { id: string }) => i.id)).toContain('early-solids');
    expect(material.transcript.words[0]).toEqual(['I', 0, 0.35]);
  }, 180_000);

  it('a quote the student never said earns nothing and is counted', async () => {
    answerWith((_request, response) => reply(response, 200, completion(verdict({ met: { 'rooming-in-skin': 'I will keep the cot beside my bed all night' }, points: 100 }))));
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'graded', score: 91.7 });
    expect(row.evaluation.llm).toMatchObject({ quotesRejected: 1, quotesChecked: 6 });
    expect(row.evaluation.questions[0].items.find((i) => i.itemId === 'rooming-in-skin')).toMatchObject({ met: false, evidence: null });
  }, 180_000);

  it('a danger the list does not name holds the answer for the lecturer, with the model\'s words and the student\'s', async () => {
    standIns.hear(WITH_HONEY);
    const honey = { questionNumber: 1, itemId: null, name: 'Honey can cause infant botulism in a baby under one year', quote: 'rub a little honey on her gums' };
    answerWith((_request, response) => reply(response, 200, completion(verdict({ critical: [honey] }))));
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'needs_review', failureReason: 'evaluation.heldForLecturer', score: null, criticalFlag: true });
    expect(row.evaluation.release.reasons).toContainEqual({ code: 'danger', itemIds: ['llm-1'] });
    expect(row.evaluation.critical).toEqual([
      expect.objectContaining({ itemId: 'llm-1', danger: honey.name, evidence: expect.objectContaining({ quote: 'rub a little honey on her gums' }) }),
    ]);
    expect(row.evaluation.critical[0].evidence.start).toBeGreaterThan(10);
    // Capped below the pass mark, as the rubric grader caps a listed danger.
    expect(row.evaluation.automatic).toEqual({ score: 59, isPass: false });
  }, 180_000);

  it('a server without json_schema (HTTP 400) is asked again in JSON mode', async () => {
    answerWith((request, response) =>
      request.body.response_format?.type === 'json_schema'
        ? reply(response, 400, { error: { message: "'response_format.type' must be 'json_object' or 'text'", type: 'invalid_request_error' } })
        : reply(response, 200, completion(verdict())),
    );
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'graded', score: 95 });
    expect(model.received.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(row.evaluation.llm).toMatchObject({ responseFormat: 'json_object', requests: 2 });
  }, 180_000);

  it('malformed JSON gets one repair request, then the verdict is used', async () => {
    answerWith((request, response) =>
      reply(response, 200, completion(request.body.messages.length === 2 ? `Here is my grading: ${verdict().slice(0, 120)}` : verdict())),
    );
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'graded', score: 95 });
    expect(model.received).toHaveLength(2);
    const repair = model.received[1].body.messages;
    expect(repair.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair[3].content).toMatch(/cannot be used: not valid JSON/);
    expect(row.evaluation.llm).toMatchObject({ requests: 2 });
  }, 180_000);

  it('a repair that fails too is retried by the queue, then the rubric grade waits for the lecturer', async () => {
    answerWith((_request, response) => reply(response, 200, completion('{"items": "all good"')));
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'needs_review', failureReason: 'evaluation.heldForLecturer', score: null });
    expect(row.evaluation.release.reasons.map((r) => r.code)).toContain('judgeFailed');
    expect(row.evaluation.automatic).toEqual({ score: 83.3, isPass: true });
    expect(row.evaluation.graderVersion).toMatch(/^nurselab-grader/);
    expect(row.evaluation.llm).toMatchObject({ model: 'qwen2.5:14b-instruct', promptVersion: 'v1/en', error: { code: 'malformed', tries: 4 } });
    expect(model.received).toHaveLength(8);
  }, 180_000);

  it('a 429 with Retry-After is waited out, then the verdict is used', async () => {
    answerWith((_request, response) =>
      model.received.length === 1
        ? reply(response, 429, { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }, { 'retry-after': '1' })
        : reply(response, 200, completion(verdict())),
    );
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'graded', score: 95 });
    expect(model.received).toHaveLength(2);
    expect(model.received[1].at - model.received[0].at).toBeGreaterThanOrEqual(950);
  }, 180_000);

  it('a model that never answers is retried within the job\'s limits, then the rubric grade waits for the lecturer', async () => {
    answerWith(() => undefined);
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'needs_review', failureReason: 'evaluation.heldForLecturer', score: null });
    expect(row.evaluation.release.reasons.map((r) => r.code)).toContain('judgeFailed');
    expect(row.evaluation.llm!.error).toMatchObject({ code: 'timeout', tries: 4 });
    expect(row.evaluation.rubric).toBeUndefined();
    expect(row.evaluation.automatic.score).toBe(83.3);
    expect(model.received).toHaveLength(4);
  }, 180_000);

  it('judges that disagree beyond the margin send the answer to the lecturer with both grades and their evidence', async () => {
    const only = Object.fromEntries(Object.keys(QUOTES).filter((id) => id !== 'early-hunger-cues').map((id) => [id, null]));
    answerWith((_request, response) => reply(response, 200, completion(verdict({ met: only, points: 25 }))));
    const row = await submitAndWait();
    expect(row).toMatchObject({ status: 'needs_review', failureReason: 'evaluation.heldForLecturer', score: null });
    expect(row.evaluation.release.reasons).toContainEqual({ code: 'judgesDisagree', score: 25, otherScore: 83.3, margin: 15 });
    expect(row.evaluation.llm).toMatchObject({ score: 25, isPass: false });
    expect(row.evaluation.rubric).toMatchObject({ score: 83.3, isPass: true });
    expect(row.evaluation.rubric!.questions).toHaveLength(1);
    expect(row.evaluation.questions[0].items.filter((i) => i.met).map((i) => i.itemId)).toEqual(['early-hunger-cues']);
  }, 180_000);
});
