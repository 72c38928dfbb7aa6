import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dangerVerdicts, submissionReviews, submissions, universities } from '../../src/db/schema/index.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer, createProfessor } from '../support/fixtures.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';
import { storeDecision } from './heldSupport.js';
import { get, post, submitAnswer } from './support.js';

const HARM = 'You can restart the combined pill straight away.';

describe.each(DATABASE_KINDS)('a flagged danger held for a lecturer, audit checks and the student told why (%s)', (kind) => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 6);
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  const danger = (who: Person, id: string, verdict: string) => post(world, who, `/api/v1/professor/submissions/${id}/danger`, { verdict });
  const verdictsOf = (id: string) => world.ctx.database.db.select().from(dangerVerdicts).where(eq(dangerVerdicts.submissionId, id));
  const reviewsOf = (id: string) => world.ctx.database.db.select().from(submissionReviews).where(eq(submissionReviews.submissionId, id));
  /** A good answer with harmful advice, held for a lecturer by the release decision. */
  const heldDanger = async (who: Person, reasons?: { code: string }[]) => {
    const id = await submitAnswer(world, who, { labNumber: 2, language: 'en' });
    const grade = await storeDecision(world, id, 'model answer', { then: HARM, state: 'held', reasons });
    expect(grade.critical.length).toBeGreaterThan(0);
    expect(grade.uncappedScore).toBeGreaterThanOrEqual(60);
    expect(grade.score).toBeLessThan(60);
    return { id, grade };
  };

  it('shows the student of a held answer why it waits, with no score, evidence or quote', async () => {
    const student = world.students[0];
    const { id, grade } = await heldDanger(student, [{ code: 'danger' }, { code: 'hearing' }, { code: 'audit' }]);
    const res = await get(world, student, `/api/v1/submissions/${id}`);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ status: 'needs_review', score: null, isPass: null, pros: [], recommendations: [], failureReason: 'evaluation.heldForLecturer', waitingReasons: ['danger', 'hearing'] });
    expect(view.evidence ?? null).toBeNull();
    expect(res.body.toLowerCase()).not.toContain('combined pill');

    const history = await get(world, student, '/api/v1/student/maternalchild/2/history');
    const [row] = history.json().labSubmissions;
    expect(row).toMatchObject({ _id: id, studentScore: null, isPass: null, pros: [], waitingReasons: ['danger', 'hearing'] });
    expect(row.evidence ?? null).toBeNull();
    expect(history.body.toLowerCase()).not.toContain('combined pill');

    // The lecturer sees the danger with its quote and time, and why it was held.
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${id}/review`)).json();
    expect(form.submission.releaseReasons).toEqual(['danger', 'hearing', 'audit']);
    expect(form.submission.dangerVerdicts).toEqual([]);
    expect(form.submission.dangerScores).toEqual({ confirmed: grade.score, rejected: grade.uncappedScore });
    const [finding] = form.submission.evidence.critical;
    expect(finding.evidence.quote.toLowerCase()).toContain('combined pill');
    expect(finding.evidence.start).toBeGreaterThan(0);
    const queue = (await get(world, world.professor, '/api/v1/professor/review-queue')).json();
    expect(queue.entries.find((e: { _id: string }) => e._id === id)).toMatchObject({ group: 'waiting', criticalFlag: true, status: 'needs_review', reasons: ['danger', 'hearing', 'audit'], dangerVerdict: null });
    expect(form.submission.automaticScore).toBe(grade.score);
  });

  it('confirm: the attempt fails with the capped score and the danger explained, one verdict row, through the review path', async () => {
    const student = world.students[1];
    const { id, grade } = await heldDanger(student);
    const res = await danger(world.professor, id, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graded: true, waitingReasons: [], submission: { status: 'graded', studentScore: grade.score, isPass: false, reviewed: true } });
    expect(res.json().verdicts).toEqual([expect.objectContaining({ itemId: grade.critical[0].itemId, verdict: 'confirmed' })]);

    const [verdict] = await verdictsOf(id);
    expect(verdict).toMatchObject({ verdict: 'confirmed', itemId: grade.critical[0].itemId, graderVersion: grade.graderVersion, reviewerId: world.professor.userId });
    expect(verdict.quote.toLowerCase()).toContain('combined pill');
    const [review] = await reviewsOf(id);
    expect(review).toMatchObject({ reason: 'danger confirmed', statusBefore: 'needs_review', scoreBefore: null, scoreAfter: grade.score });
    const automaticallyMet = grade.questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => i.itemId));
    expect([...review.itemsMet].sort()).toEqual([...automaticallyMet, ...grade.critical.map((c) => c.itemId)].sort());

    // The student sees the fail with the danger explained.
    const view = (await get(world, student, `/api/v1/submissions/${id}`)).json();
    expect(view).toMatchObject({ status: 'graded', score: grade.score, isPass: false, reviewed: true, waitingReasons: [] });
    expect(view.recommendations[0]).toMatch(/Dangerous: .*combined pill/i);
    expect(view.evidence.critical[0].itemId).toBe(grade.critical[0].itemId);
  });

  it('reject: the rule misfired, the grade stands with the uncapped score and no danger items', async () => {
    const student = world.students[2];
    const { id, grade } = await heldDanger(student);
    const res = await danger(world.professor, id, 'rejected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graded: true, submission: { status: 'graded', studentScore: grade.uncappedScore, isPass: true } });
    const [review] = await reviewsOf(id);
    expect(review).toMatchObject({ reason: 'danger rejected', scoreAfter: grade.uncappedScore });
    for (const c of grade.critical) expect(review.itemsMet).not.toContain(c.itemId);
    expect((await verdictsOf(id)).map((v) => v.verdict)).toEqual(['rejected']);
    const view = (await get(world, student, `/api/v1/submissions/${id}`)).json();
    expect(view).toMatchObject({ status: 'graded', score: grade.uncappedScore, isPass: true });
    expect(view.recommendations.join(' ')).not.toMatch(/Dangerous/i);
  });

  it('reject with another blocking reason: the verdict is kept, the answer still waits for the full grade', async () => {
    const student = world.students[3];
    const { id, grade } = await heldDanger(student, [{ code: 'danger' }, { code: 'nearPassMark' }]);
    const res = await danger(world.professor, id, 'rejected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ graded: false, waitingReasons: ['nearPassMark'], next: null, submission: { status: 'needs_review', studentScore: null } });
    expect(await reviewsOf(id)).toEqual([]);
    expect(await verdictsOf(id)).toHaveLength(1);
    // The student is told only what is left; the form no longer ticks the rejected danger.
    expect((await get(world, student, `/api/v1/submissions/${id}`)).json()).toMatchObject({ status: 'needs_review', score: null, waitingReasons: ['nearPassMark'] });
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${id}/review`)).json();
    expect(form.submission.dangerVerdicts).toEqual([expect.objectContaining({ verdict: 'rejected' })]);
    for (const c of grade.critical) expect(form.suggested.itemsMet).not.toContain(c.itemId);
    const queue = (await get(world, world.professor, '/api/v1/professor/review-queue')).json();
    expect(queue.entries.find((e: { _id: string }) => e._id === id)).toMatchObject({ group: 'waiting', dangerVerdict: 'rejected', reasons: ['danger', 'nearPassMark'] });
    // The lecturer's full grade closes it.
    const saved = await post(world, world.professor, `/api/v1/professor/submissions/${id}/review`, { ...form.suggested, score: 62 });
    expect(saved.statusCode).toBe(200);
    expect((await get(world, student, `/api/v1/submissions/${id}`)).json()).toMatchObject({ status: 'graded', score: 62, waitingReasons: [] });
  });

  it('a second verdict answers 409 danger.alreadyDecided; no danger, 409 danger.none; others are refused', async () => {
    const student = world.students[4];
    const { id } = await heldDanger(student);
    expect((await danger(world.otherProfessor, id, 'confirmed')).statusCode).toBe(403);
    expect((await danger(student, id, 'confirmed')).statusCode).toBe(403);
    expect((await danger(world.professor, id, 'maybe')).statusCode).toBe(400);
    expect((await danger(world.professor, id, 'confirmed')).statusCode).toBe(200);
    const again = await danger(world.professor, id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('danger.alreadyDecided');
    expect(again.json().message).toBeTruthy();
    expect((await verdictsOf(id)).map((v) => v.verdict)).toEqual(['confirmed']);
    expect(await reviewsOf(id)).toHaveLength(1);

    const safe = await submitAnswer(world, student, { labNumber: 3, language: 'en' });
    await storeDecision(world, safe, 'model answer', { state: 'held', reasons: [{ code: 'hearing' }] });
    const none = await danger(world.professor, safe, 'confirmed');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('danger.none');
  });

  it('lists audit samples as "check" after the waiting answers, and drops them once reviewed', async () => {
    const student = world.students[5];
    const sampled = await submitAnswer(world, student, { labNumber: 4, language: 'en' });
    const grade = await storeDecision(world, sampled, 'model answer', { state: 'released', reasons: [{ code: 'audit' }], auditSample: true });
    const plain = await submitAnswer(world, student, { labNumber: 5, language: 'en' });
    await storeDecision(world, plain, 'model answer', { state: 'released' });

    const queue = (await get(world, world.professor, '/api/v1/professor/review-queue')).json();
    const groups = queue.entries.map((e: { group: string }) => e.group);
    expect(groups).toEqual([...groups].sort((a: string, b: string) => ['waiting', 'check', 'recent'].indexOf(a) - ['waiting', 'check', 'recent'].indexOf(b)));
    expect(queue.entries.find((e: { _id: string }) => e._id === sampled)).toMatchObject({ group: 'check', auditSample: true, status: 'graded', score: grade.score, reasons: ['audit'] });
    expect(queue.entries.find((e: { _id: string }) => e._id === plain)).toMatchObject({ group: 'recent', auditSample: false });
    expect(queue.counts.check).toBe(1);
    // The student already has the result.
    expect((await get(world, student, `/api/v1/submissions/${sampled}`)).json()).toMatchObject({ status: 'graded', score: grade.score, waitingReasons: [] });

    const changed = await post(world, world.professor, `/api/v1/professor/submissions/${sampled}/review`, { itemsMet: [], score: 55, pros: [], recommendations: ['x'], reason: 'checked: missed the latch' });
    expect(changed.statusCode).toBe(200);
    const after = (await get(world, world.professor, '/api/v1/professor/review-queue')).json();
    expect(after.entries.map((e: { _id: string }) => e._id)).not.toContain(sampled);
    expect(after.counts.check).toBe(0);
    expect((await get(world, student, `/api/v1/submissions/${sampled}`)).json()).toMatchObject({ status: 'graded', score: 55, reviewed: true });
  });

  it('administrators set the danger policy and the audit share, validated on the server and by the database', async () => {
    const universityId = (await get(world, world.professor, '/api/v1/professor/university')).json()._id as string;
    const url = `/api/v1/admin/universities/${universityId}`;
    const patch = (who: Person, payload: object) => world.ctx.app.inject({ method: 'PATCH', url, headers: { ...bearer(who.token), 'accept-language': 'th' }, payload });
    const before = (await world.ctx.app.inject({ method: 'GET', url, headers: bearer(world.admin.token) })).json();
    expect(before).toMatchObject({ dangerPolicy: 'hold', auditPercent: 10 });

    const saved = await patch(world.admin, { dangerPolicy: 'fail', auditPercent: 25.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ dangerPolicy: 'fail', auditPercent: 25.5 });
    const [row] = await world.ctx.database.db.select().from(universities).where(eq(universities.id, universityId));
    expect(row.dangerPolicy).toBe('fail');
    expect(row.auditShare).toBeCloseTo(0.255, 5);

    for (const bad of [{ auditPercent: 101 }, { auditPercent: -1 }, { auditPercent: 10.55 }, { auditPercent: '10' }, { dangerPolicy: 'warn' }]) {
      const refused = await patch(world.admin, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await patch(world.professor, { dangerPolicy: 'hold' })).statusCode).toBe(403);
    expect((await patch(world.students[0], { auditPercent: 0 })).statusCode).toBe(403);
    // The database refuses what the schema would: its checks stand behind the API.
    await expect(world.ctx.database.db.update(universities).set({ auditShare: 1.5 }).where(eq(universities.id, universityId))).rejects.toThrow();
    await expect(world.ctx.database.db.execute(sql`update universities set danger_policy = 'warn' where id = ${universityId}`)).rejects.toThrow();

    const reset = await patch(world.admin, { dangerPolicy: 'hold', auditPercent: 0 });
    expect(reset.json()).toMatchObject({ dangerPolicy: 'hold', auditPercent: 0 });
    expect((await patch(world.admin, { auditPercent: 10 })).json().auditPercent).toBe(10);
  });
});

// PGlite has one connection: concurrency is proven on PostgreSQL.
describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('two lecturers deciding one danger at once (%s)', (kind) => {
  let world: World;
  let colleague: Person;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 1);
    const code = (await get(world, world.professor, '/api/v1/professor/university')).json().registerCode as string;
    const second = await createProfessor(world.ctx, world.admin.token, code);
    colleague = { token: second.token, userId: second.user._id };
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('records exactly one verdict and one grade; every other answer is 409', async () => {
    const id = await submitAnswer(world, world.students[0], { labNumber: 2, language: 'en' });
    const grade = await storeDecision(world, id, 'model answer', { then: HARM, state: 'held' });
    const lecturers = [world.professor, colleague];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => post(world, lecturers[i % 2], `/api/v1/professor/submissions/${id}/danger`, { verdict: i % 3 === 0 ? 'rejected' : 'confirmed' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('danger.alreadyDecided');

    const { db } = world.ctx.database;
    const verdicts = await db.select().from(dangerVerdicts).where(eq(dangerVerdicts.submissionId, id));
    expect(verdicts).toHaveLength(grade.critical.length);
    const reviews = await db.select().from(submissionReviews).where(eq(submissionReviews.submissionId, id));
    expect(reviews).toHaveLength(1);
    const [row] = await db.select().from(submissions).where(and(eq(submissions.id, id)));
    const won = answers.find((a) => a.statusCode === 200)!.json();
    expect(row).toMatchObject({ status: 'graded', reviewCount: 1, score: won.submission.studentScore });
    expect(reviews[0].reason).toBe(verdicts[0].verdict === 'confirmed' ? 'danger confirmed' : 'danger rejected');
  });
});
