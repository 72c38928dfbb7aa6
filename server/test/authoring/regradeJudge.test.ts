import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLabFile, type AuthoredLab } from '@nurselab/core';
import { AuthoringRepository } from '../../src/authoring/repository.js';
import { submissions } from '../../src/db/schema/index.js';
import { evaluateJob } from '../../src/evaluation/evaluateJob.js';
import { completion, reply } from '../../test-fixtures/openai/chatStandIn.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { runWorkers } from '../submissions/support/jobs.js';
import { QUOTES, startJudgeStandIns, submitAndWait, type JudgeStandIns } from '../evaluation/support/judgeStandIns.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';

const verdict = (points: number) =>
  JSON.stringify({
    items: Object.entries(QUOTES).map(([itemId, quote]) => ({ questionNumber: 1, itemId, met: true, quote })),
    critical: [],
    questions: [{ number: 1, points }],
    pros: ['You named the early hunger cues.'],
    recommendations: [],
  });

/**
 * With a language-model judge, a re-grade asks the model once per attempt and version: the
 * preview shows that verdict and the confirm writes it, even though this model would answer
 * differently each time it is asked.
 */
describe.each(DATABASE_KINDS)('re-grading with a language-model judge applies what was previewed (%s)', (kind) => {
  let world: World;
  let standIns: JudgeStandIns;
  let asked = 0;
  const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    standIns = await startJudgeStandIns('nurselab-regrade-judge-');
    world = await createWorld(
      kind,
      {
        JOB_RETRY_DELAY_SECONDS: '1',
        OPENAI_TRANSCRIBE_URL: standIns.speech.baseUrl,
        TRANSCRIBERS: 'en=openai',
        EVALUATORS: 'en=llm,rubric',
        LLM_EVALUATOR_URL: standIns.model.baseUrl,
        LLM_EVALUATOR_MODEL: 'stand-in',
        LLM_EVALUATOR_MARGIN: '100',
        LLM_EVALUATOR_TIMEOUT_SECONDS: '5',
      },
      1,
    );
    void runWorkers(world, [['evaluate', evaluateJob]]);
    // Each question to the model gets another score: 95, 85, 75 ...
    standIns.model.answer((_request, response) => reply(response, 200, completion(verdict(95 - 10 * asked++))));
  }, 300_000);
  afterAll(async () => {
    await world.ctx.close();
    await standIns.close();
  });

  it('one question to the model per attempt; the confirmed result is the previewed one', async () => {
    const created = (await call(world.professor, 'POST', '/api/v1/authoring/labs', { from: { subject: 'maternalchild', labNumber: 7 }, languages: ['en'] })).json();
    const published = await call(world.professor, 'POST', `/api/v1/authoring/labs/${created._id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    // The student answers the university's own lab (its number), graded by both judges.
    const labNumber = published.json().labNumber as number;
    const original = await submitAndWait<{ score: number; status: string }>(world, world.students[0], standIns.answer, labNumber);
    expect(original).toMatchObject({ status: 'graded', score: 95 });
    expect(asked).toBe(1);

    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${created._id}`)).json();
    const lab = structuredClone(draft.lab) as AuthoredLab;
    lab.questions[0].points = 90;
    await new AuthoringRepository(world.ctx.database.db).publish(created._id, draft.revision, (n) => toLabFile(lab, n));

    const first = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${created._id}/regrade`)).json();
    const previewed = first.attempts.find((a: { submissionId: string }) => a.submissionId === original.id).after;
    expect(asked).toBe(2);
    const again = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${created._id}/regrade`)).json();
    expect(again.attempts.find((a: { submissionId: string }) => a.submissionId === original.id).after).toEqual(previewed);
    expect(asked).toBe(2);

    const done = await call(world.professor, 'POST', `/api/v1/authoring/labs/${created._id}/regrade`, { version: 2 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ regraded: 1, attempts: [{ submissionId: original.id, after: previewed }] });
    expect(asked).toBe(2);
    const [now] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, original.id));
    expect(now.score ?? (now.evaluation as { automatic: { score: number } }).automatic.score).toBe(previewed.score);
  }, 400_000);
});
