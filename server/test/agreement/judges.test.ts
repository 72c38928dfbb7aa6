import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { createWorld, type World } from '../submissions/support/world.js';
import { get, post, submitAnswer } from '../professor/support.js';

/**
 * The agreement table separates the judges. Lab 1, en, each answer reviewed by the lecturer:
 *   b1 both judges: model 80 P (released grade), rubric 50 F   lecturer 85 P
 *   b2 both judges: model 40 F, rubric 70 P                    lecturer 30 F
 *   b3 rubric only (model not asked): 75 P                     lecturer 70 P
 * rubric vs lecturer: b1 F/P, b2 P/F, b3 P/P: n 3, agreement 1/3, mean |diff| (35 + 40 + 5) / 3
 * model vs lecturer:  b1 P/P, b2 F/F:         n 2, agreement 1, kappa 1, mean |diff| (5 + 10) / 2
 */
describe.each(DATABASE_KINDS)('agreement per judge (%s)', (kind) => {
  let world: World;

  async function graded(id: string, automatic: number, judges?: { rubric: number; llm: number }) {
    await new SubmissionRepository(world.ctx.database.db).writeFinalResult(id, {
      status: 'needs_review',
      failureReason: 'evaluation.heldForLecturer',
      evaluation: {
        questions: [],
        critical: [],
        engine: { name: 'openai', version: '1' },
        automatic: { score: automatic, isPass: automatic >= 60 },
        release: { automatic: false, reasons: [{ code: 'judgesDisagree', score: automatic, otherScore: 0, margin: 15 }] },
        ...(judges && {
          rubric: { score: judges.rubric, isPass: judges.rubric >= 60, questions: [], critical: [] },
          llm: { model: 'qwen2.5:14b', promptVersion: 'v1/en', score: judges.llm, isPass: judges.llm >= 60, questions: [], critical: [] },
        }),
      },
    });
  }

  beforeAll(async () => {
    world = await createWorld(kind, {}, 1);
    const [s] = world.students;
    const [b1, b2, b3] = [await submitAnswer(world, s, { labNumber: 1, language: 'en' }), await submitAnswer(world, s, { labNumber: 1, language: 'en' }), await submitAnswer(world, s, { labNumber: 1, language: 'en' })];
    await graded(b1, 80, { rubric: 50, llm: 80 });
    await graded(b2, 40, { rubric: 70, llm: 40 });
    await graded(b3, 75);
    for (const [id, score] of [[b1, 85], [b2, 30], [b3, 70]] as const) {
      const res = await post(world, world.professor, `/api/v1/professor/submissions/${id}/review`, { itemsMet: [], score, pros: [], recommendations: [], reason: 'checked' });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);
  afterAll(() => world.ctx.close());

  it('lecturer against each judge, per lab and language', async () => {
    const report = (await get(world, world.professor, '/api/v1/professor/agreement')).json();
    expect(report.judges).toHaveLength(2);
    const [rubric, llm] = report.judges;
    expect(rubric).toMatchObject({ subject: 'maternalchild', labNumber: 1, language: 'en', judge: 'rubric', n: 3, table: { bothYes: 1, automaticOnly: 1, lecturerOnly: 1, bothNo: 0 } });
    expect(rubric.agreement).toBeCloseTo(1 / 3, 6);
    expect(rubric.meanAbsoluteScoreDifference).toBeCloseTo(80 / 3, 6);
    expect(llm).toMatchObject({ judge: 'llm', n: 2, agreement: 1, kappa: 1, meanAbsoluteScoreDifference: 7.5, table: { bothYes: 1, automaticOnly: 0, lecturerOnly: 0, bothNo: 1 } });
    // The released (automatic) grade's figures are unchanged: the model's on b1 and b2, the rubric's on b3.
    expect(report.overall).toMatchObject({ n: 3, agreement: 1 });
  });

  it('the CSV has a row per lab, language and judge, with the judge in its own column', async () => {
    const res = await get(world, world.professor, '/api/v1/professor/agreement.csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    const header = lines[0].split(',');
    expect(header.at(-1)).toBe('Judge');
    const judgeRows = lines.filter((l: string) => l.startsWith('lab/language/judge'));
    expect(judgeRows).toHaveLength(2);
    expect(judgeRows[0]).toMatch(/^lab\/language\/judge,maternalchild,1,.*,en,,,,3,0\.3333,.*,rubric$/);
    expect(judgeRows[1]).toMatch(/,2,1,1,,7\.5,1,0,0,1,,,,,,llm$/);
    // Every other row leaves the Judge column empty.
    expect(lines.filter((l: string) => !l.startsWith('lab/language/judge')).slice(1).every((l: string) => l.endsWith(','))).toBe(true);
  });
});
