import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dangerVerdicts } from '../../src/db/schema/index.js';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';
import { get, post, submitAnswer } from '../professor/support.js';

/**
 * The fixture, home university (maternal and child). A and B are the first two rubric items of
 * lab 1's first question (lab 2's for lab 2 answers); the lecturer's grade is the latest review.
 *
 * lab 1, en, pocketsphinx (release contract: evaluation.automatic and evaluation.release)
 *   a1 auto 80 P, released         lecturer 85 P   items auto A B   lecturer A B
 *   a2 auto 70 P, released         lecturer 62 P   items auto A B   lecturer A
 *   a3 auto 55 F, held             lecturer 65 P   items auto A     lecturer A B
 *   a4 auto 30 F, held (danger X)  lecturer 20 F   items auto -     lecturer -     X confirmed
 *   a5 auto 90 P, released         not reviewed (counts only in "sent to lecturers")
 *   a6 auto 40 F, held (danger X)  lecturer 75 P   items auto A B   lecturer A B   X rejected
 * lab 1, th, whisper
 *   a7 auto 65 P, held (hearing)   lecturer 70 P
 * lab 2, en, pocketsphinx, graded before the contract (no evaluation.automatic, no release)
 *   a8 graded 45 F with evidence; reviewed 68 then 58: automatic = first review's score before = 45 F, lecturer 58 F
 * lab 2, th: a9 no transcriber (no evidence), reviewed 70: no automatic grade, left out
 *
 * lab 1 / en / pocketsphinx, pass/fail (a1 a2 a3 a4 a6):
 *                   lecturer P   lecturer F
 *   grader P            2            0        2
 *   grader F            2            1        3
 *                       4            1        5
 *   po = 3/5 = 0.6; pe = (2/5)(4/5) + (3/5)(1/5) = 8/25 + 3/25 = 11/25 = 0.44
 *   kappa = (0.6 - 0.44) / (1 - 0.44) = 0.16 / 0.56 = 2/7
 *   |diff| = 5 + 8 + 10 + 10 + 35 = 68, mean 13.6; sent 3 (a3 a4 a6) of 6 decided (a1-a6) = 0.5
 *   item A: auto A in a1 a2 a3 a6, lecturer A in a1 a2 a3 a6: 4 both, 1 neither: po = 1,
 *           pe = (4/5)(4/5) + (1/5)(1/5) = 17/25, kappa = (1 - 17/25) / (8/25) = 1
 *   item B: both a1 a6, grader only a2, lecturer only a3, neither a4:
 *           po = 3/5, pe = (3/5)(3/5) + (2/5)(2/5) = 13/25, kappa = (15/25 - 13/25) / (12/25) = 1/6
 * lab 1 / th / whisper: n 1, P/P, agreement 1, kappa undefined (one class), mean |diff| 5, sent 1 of 1
 * lab 2 / en / pocketsphinx: n 1, F/F, agreement 1, kappa undefined, |45 - 58| = 13, no decisions (share null)
 * everything: bothYes 3 (a1 a2 a7), lecturerOnly 2 (a3 a6), bothNo 2 (a4 a8), n 7
 *   po = 5/7; pe = (3/7)(5/7) + (4/7)(2/7) = 23/49; kappa = (35/49 - 23/49) / (26/49) = 12/26 = 6/13
 *   |diff| = 5 + 8 + 10 + 10 + 35 + 5 + 13 = 86, mean 86/7; sent 4 (a3 a4 a6 a7) of 7 (a1-a7)
 * Other university: one answer, auto 90 P, lecturer 30 F, danger Y rejected: never in home's figures.
 */
describe.each(DATABASE_KINDS)('agreement of automatic grades with lecturers (%s)', (kind) => {
  let world: World;
  let homeUniversityId: string;
  let lab1: { A: string; B: string };
  let lab2: { A: string; B: string };

  const firstItems = async (labNumber: number) => {
    const { content } = await world.ctx.app.services.catalogue.currentLab({ subject: 'maternalchild', labNumber });
    const [A, B] = content.questions[0].rubric.map((i) => i.id);
    return { A, B, question: content.questions[0].number };
  };

  const repository = () => new SubmissionRepository(world.ctx.database.db);

  /** Stores what the evaluate job stores under the release contract. */
  async function automatic(
    id: string,
    lab: { A: string; B: string; question?: number },
    grade: { score: number; engine: string; released: boolean; met: string[]; critical?: string },
  ) {
    const questions = [{ number: 1, points: 100, earned: 0, items: [lab.A, lab.B].map((itemId) => ({ questionNumber: 1, itemId, weight: 1, met: grade.met.includes(itemId), evidence: null, feedback: '' })) }];
    await repository().writeFinalResult(id, {
      status: grade.released ? 'graded' : 'needs_review',
      score: grade.released ? grade.score : null,
      isPass: grade.released ? grade.score >= 60 : null,
      failureReason: grade.released ? null : 'evaluation.heldForLecturer',
      criticalFlag: Boolean(grade.critical),
      evaluation: {
        questions,
        critical: [],
        engine: { name: grade.engine, version: '1' },
        automatic: { score: grade.score, isPass: grade.score >= 60 },
        release: { automatic: grade.released, reasons: grade.released ? [] : [{ code: 'nearPassMark', score: grade.score, band: 5 }] },
      },
      gradedAt: new Date(),
    });
  }

  async function review(who: Person, id: string, score: number, itemsMet: string[], reason?: string) {
    const res = await post(world, who, `/api/v1/professor/submissions/${id}/review`, { itemsMet, score, pros: [], recommendations: [], reason: reason ?? 'checked' });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function verdict(id: string, itemId: string, value: 'confirmed' | 'rejected', reviewer: Person) {
    await world.ctx.database.db.insert(dangerVerdicts).values({ submissionId: id, itemId, verdict: value, quote: 'give water', graderVersion: 'test', reviewerId: reviewer.userId });
  }

  beforeAll(async () => {
    world = await createWorld(kind, {}, 4);
    const [s1, s2, s3, s4] = world.students;
    const items1 = await firstItems(1);
    const items2 = await firstItems(2);
    lab1 = items1;
    lab2 = items2;
    const { A, B } = lab1;
    homeUniversityId = (await get(world, world.professor, '/api/v1/professor/university')).json()._id;

    const a = async (who: Person, labNumber: number, language: 'en' | 'th') => submitAnswer(world, who, { labNumber, language });
    const [a1, a2, a3] = [await a(s1, 1, 'en'), await a(s1, 1, 'en'), await a(s1, 1, 'en')];
    const [a4, a5, a6] = [await a(s2, 1, 'en'), await a(s2, 1, 'en'), await a(s2, 1, 'en')];
    const a7 = await a(s3, 1, 'th');
    const a8 = await a(s4, 2, 'en');
    const a9 = await a(s3, 2, 'th');

    await automatic(a1, lab1, { score: 80, engine: 'pocketsphinx', released: true, met: [A, B] });
    await automatic(a2, lab1, { score: 70, engine: 'pocketsphinx', released: true, met: [A, B] });
    await automatic(a3, lab1, { score: 55, engine: 'pocketsphinx', released: false, met: [A] });
    await automatic(a4, lab1, { score: 30, engine: 'pocketsphinx', released: false, met: [], critical: 'X' });
    await automatic(a5, lab1, { score: 90, engine: 'pocketsphinx', released: true, met: [A, B] });
    await automatic(a6, lab1, { score: 40, engine: 'pocketsphinx', released: false, met: [A, B], critical: 'X' });
    await automatic(a7, lab1, { score: 65, engine: 'whisper', released: false, met: [A] });
    // Before the contract: graded with evidence, no evaluation.automatic or release.
    await repository().writeFinalResult(a8, {
      status: 'graded',
      score: 45,
      isPass: false,
      evaluation: { questions: [{ number: 1, points: 100, earned: 45, items: [{ questionNumber: 1, itemId: lab2.A, weight: 1, met: true, evidence: null, feedback: '' }] }], engine: { name: 'pocketsphinx', version: '1' } },
      gradedAt: new Date(),
    });
    await repository().writeFinalResult(a9, { status: 'needs_review', failureReason: 'evaluation.noTranscriber', evaluation: { language: 'th' } });

    const prof = world.professor;
    await review(prof, a1, 85, [A, B]);
    await review(prof, a2, 62, [A], 'one point missed');
    await review(prof, a3, 65, [A, B]);
    await review(prof, a4, 20, []);
    await review(prof, a6, 75, [A, B]);
    await review(prof, a7, 70, [A]);
    await review(prof, a8, 68, [lab2.A], 'heard wrongly');
    await review(prof, a8, 58, [lab2.A], 'second look');
    await review(prof, a9, 70, [lab2.A]);
    await verdict(a4, 'X', 'confirmed', prof);
    await verdict(a6, 'X', 'rejected', prof);

    const elsewhere = await submitAnswer(world, world.otherStudent, { labNumber: 1, language: 'en' });
    await automatic(elsewhere, lab1, { score: 90, engine: 'pocketsphinx', released: false, met: [A, B], critical: 'Y' });
    await review(world.otherProfessor, elsewhere, 30, []);
    await verdict(elsewhere, 'Y', 'rejected', world.otherProfessor);
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('matches the figures worked out by hand, per lab, language, engine and rubric item', async () => {
    const res = await get(world, world.professor, '/api/v1/professor/agreement?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.universityId).toBe(homeUniversityId);

    expect(report.overall).toMatchObject({ n: 7, table: { bothYes: 3, automaticOnly: 0, lecturerOnly: 2, bothNo: 2 }, kappaUndefined: null });
    expect(report.overall.agreement).toBeCloseTo(5 / 7, 10);
    expect(report.overall.kappa).toBeCloseTo(6 / 13, 10);
    expect(report.overall.meanAbsoluteScoreDifference).toBeCloseTo(86 / 7, 10);
    expect(report.overall.sentToLecturer.sent).toBe(4);
    expect(report.overall.sentToLecturer.decided).toBe(7);
    expect(report.overall.sentToLecturer.share).toBeCloseTo(4 / 7, 10);
    expect(report.overall.dangers).toEqual({ confirmed: 1, rejected: 1 });

    const row = (labNumber: number, language: string, engine: string) =>
      report.rows.find((r: { labNumber: number; language: string; engine: string }) => r.labNumber === labNumber && r.language === language && r.engine === engine);
    expect(report.rows).toHaveLength(3);

    const en1 = row(1, 'en', 'pocketsphinx');
    expect(en1).toMatchObject({ subject: 'maternalchild', n: 5, table: { bothYes: 2, automaticOnly: 0, lecturerOnly: 2, bothNo: 1 }, agreement: 0.6, kappaUndefined: null });
    expect(en1.labTitle).toBeTruthy();
    expect(en1.kappa).toBeCloseTo(2 / 7, 10);
    expect(en1.meanAbsoluteScoreDifference).toBeCloseTo(13.6, 10);
    expect(en1.sentToLecturer).toEqual({ sent: 3, decided: 6, share: 0.5 });
    expect(en1.dangers).toEqual({ confirmed: 1, rejected: 1 });
    const item = (id: string) => en1.items.find((i: { itemId: string }) => i.itemId === id);
    expect(item(lab1.A)).toMatchObject({ questionNumber: 1, n: 5, agreement: 1, table: { bothYes: 4, automaticOnly: 0, lecturerOnly: 0, bothNo: 1 } });
    expect(item(lab1.A).kappa).toBeCloseTo(1, 10);
    expect(item(lab1.B)).toMatchObject({ n: 5, agreement: 0.6, table: { bothYes: 2, automaticOnly: 1, lecturerOnly: 1, bothNo: 1 } });
    expect(item(lab1.B).kappa).toBeCloseTo(1 / 6, 10);

    expect(row(1, 'th', 'whisper')).toMatchObject({ n: 1, agreement: 1, kappa: null, kappaUndefined: 'oneClass', meanAbsoluteScoreDifference: 5, sentToLecturer: { sent: 1, decided: 1, share: 1 } });
    // The first review's score before (45) is the automatic grade, not the second review's (68).
    expect(row(2, 'en', 'pocketsphinx')).toMatchObject({ n: 1, table: { bothNo: 1 }, agreement: 1, kappa: null, kappaUndefined: 'oneClass', meanAbsoluteScoreDifference: 13, sentToLecturer: { sent: 0, decided: 0, share: null } });

    const lab = (labNumber: number) => report.labs.find((l: { labNumber: number }) => l.labNumber === labNumber);
    expect(lab(1)).toMatchObject({ n: 6, sentToLecturer: { sent: 4, decided: 7 } });
    expect(lab(2)).toMatchObject({ n: 1 });
    expect(report.dangerRules).toEqual([expect.objectContaining({ subject: 'maternalchild', labNumber: 1, itemId: 'X', confirmed: 1, rejected: 1 })]);
  });

  it('gives a professor of another university nothing of this one, and a student 403', async () => {
    const theirs = (await get(world, world.otherProfessor, '/api/v1/professor/agreement')).json();
    expect(theirs.overall).toMatchObject({ n: 1, table: { automaticOnly: 1 }, dangers: { confirmed: 0, rejected: 1 } });
    expect(theirs.dangerRules.map((r: { itemId: string }) => r.itemId)).toEqual(['Y']);
    expect((await get(world, world.otherProfessor, `/api/v1/professor/agreement?universityId=${homeUniversityId}`)).statusCode).toBe(403);
    expect((await get(world, world.otherProfessor, `/api/v1/professor/agreement.csv?universityId=${homeUniversityId}`)).statusCode).toBe(403);
    expect((await get(world, world.otherProfessor, '/api/v1/admin/agreement')).statusCode).toBe(403);
    for (const url of ['/api/v1/professor/agreement', '/api/v1/professor/agreement.csv', '/api/v1/admin/agreement', '/api/v1/admin/agreement.csv']) {
      expect((await get(world, world.students[0], url)).statusCode, url).toBe(403);
    }
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/v1/professor/agreement' })).statusCode).toBe(401);
  });

  it('shows an administrator every university, or the one named', async () => {
    const all = (await get(world, world.admin, '/api/v1/admin/agreement')).json();
    expect(all.universityId).toBeNull();
    expect(all.overall).toMatchObject({ n: 8, dangers: { confirmed: 1, rejected: 2 } });
    const home = (await get(world, world.admin, `/api/v1/admin/agreement?universityId=${homeUniversityId}`)).json();
    expect(home.overall.n).toBe(7);
    expect(home.universityId).toBe(homeUniversityId);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await world.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/v1/professor/agreement', '/api/v1/admin/agreement']) {
      expect(doc.paths[path].get.responses['200'].content['application/json'].schema.properties.overall, path).toBeTruthy();
    }
  });

  it('downloads the same figures as CSV, English headings, with a row per level', async () => {
    const res = await get(world, world.professor, '/api/v1/professor/agreement.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('agreement.csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Level,Subject,Lab,Lab Title,Language,Engine,Question,Item,Answers,Agreement,Cohen Kappa/);
    expect(lines[1]).toMatch(/^all,,,,,,,,7,0\.7143,0\.4615,,12\.29,3,0,2,2,4,7,0\.5714,1,1,$/);
    expect(lines.some((l) => l.startsWith('lab/language/engine,maternalchild,1,') && l.includes(',en,pocketsphinx,,,5,0.6,0.2857,'))).toBe(true);
    expect(lines.some((l) => l.includes(',th,whisper,,,1,1,,undefined: both graders gave one class only,5,'))).toBe(true);
    // items: A and B in lab 1 en and th, A in lab 2.
    expect(lines.filter((l) => l.startsWith('item,'))).toHaveLength(5);
    expect(lines.at(-1)).toMatch(/^danger rule,maternalchild,1,.*,X,(,){12}1,1,$/);
  });
});
