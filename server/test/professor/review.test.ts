import { scoreFromItems } from '@nurselab/core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { createWorld, type World } from '../submissions/support/world.js';
import { bearer } from '../support/fixtures.js';
import { get, gradeAs, post, sendToReview, submitAnswer } from './support.js';

describe.each(DATABASE_KINDS)('professor dashboards, review queue and reviews (%s)', (kind) => {
  let world: World;
  let graded: string;
  let waiting: string;
  let flagged: string;
  let modelScore: number;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 3);
    const [first, second] = world.students;
    graded = await submitAnswer(world, first, { language: 'en' });
    modelScore = await gradeAs(world, graded, 'model answer');
    waiting = await submitAnswer(world, second, { language: 'th' });
    await sendToReview(world, waiting);
    // A good answer with harmful advice, made last: the grader caps it and flags it.
    flagged = await submitAnswer(world, first, { labNumber: 2, language: 'en' });
    await gradeAs(world, flagged, 'model answer', 'You can restart the combined pill straight away.');
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('shows dots and rings: passed, attempted, not attempted', async () => {
    expect(modelScore).toBeGreaterThanOrEqual(60);
    const res = await get(world, world.professor, '/api/v1/professor/labs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.labStats).toHaveLength(20);
    expect(body.labStats[0]).toEqual({ labNumber: 1, completed: 1, total: 3 });
    expect(body.labStats[1]).toEqual({ labNumber: 2, completed: 0, total: 3 });
    const status = (userId: string) => body.studentLabStatuses.find((s: { _id: string }) => s._id === userId).labsStatus[0];
    const [first, second, third] = world.students;
    expect(status(first.userId)).toEqual({ labNumber: 1, isPass: true, attempt: 1, waiting: false });
    expect(status(second.userId)).toEqual({ labNumber: 1, isPass: null, attempt: 1, waiting: true });
    expect(status(third.userId)).toEqual({ labNumber: 1, isPass: null, attempt: 0, waiting: false });
    expect(body.labs[0].labName).toBeTruthy();
  });

  it('sends the dashboard and the score export compressed to a client that accepts it', async () => {
    const plain = await get(world, world.professor, '/api/v1/professor/labs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const url of ['/api/v1/professor/labs', '/api/v1/professor/download-scores']) {
        const res = await world.ctx.app.inject({ method: 'GET', url, headers: { ...bearer(world.professor.token), 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        const body = decode(res.rawPayload).toString('utf8');
        if (url.endsWith('/labs')) expect(JSON.parse(body)).toEqual(plain.json());
        else expect(body).toContain('Student ID');
      }
    }
  });

  it("lists a student's labs and attempts with the grader's evidence", async () => {
    const [first] = world.students;
    const labs = await get(world, world.professor, `/api/v1/professor/student/${first.userId}/labs`);
    expect(labs.statusCode).toBe(200);
    expect(labs.json().student).toMatchObject({ _id: first.userId, university: 'Home University' });
    expect(labs.json().labs.map((l: { labNumber: number }) => l.labNumber)).toEqual([...Array(20)].map((_, i) => i + 1));
    const attempts = await get(world, world.professor, `/api/v1/professor/student/${first.userId}/lab/1`);
    const [attempt] = attempts.json().labSubmissions;
    expect(attempt).toMatchObject({ _id: graded, studentScore: modelScore, held: false, reviewed: false, language: 'en', reviews: [] });
    expect(attempt.evidence.transcript.words.length).toBeGreaterThan(5);
    expect(attempt.evidence.questions[0].items.some((i: { met: boolean }) => i.met)).toBe(true);
  });

  it('puts flagged answers first, then answers waiting for a person, then recent automatic grades', async () => {
    const res = await get(world, world.professor, '/api/v1/professor/review-queue');
    const { entries, counts } = res.json();
    expect(entries.map((e: { _id: string }) => e._id)).toEqual([flagged, waiting, graded]);
    expect(entries[0]).toMatchObject({ status: 'graded', labNumber: 2, criticalFlag: true, reviewed: false });
    expect(entries[1]).toMatchObject({ status: 'needs_review', labNumber: 1, attempt: 1, language: 'th', subject: 'maternalchild', firstName: 'Ploy', criticalFlag: false });
    expect(entries[2]).toMatchObject({ criticalFlag: false });
    expect(counts).toEqual({ needsReview: 1, flagged: 1, check: 0, held: 0 });
  });

  it('shows the grading form of a flagged answer with the harmful words, their time and the danger in every language', async () => {
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${flagged}/review`)).json();
    expect(form.submission.criticalFlag).toBe(true);
    const [finding] = form.submission.evidence.critical;
    expect(finding.evidence.quote.toLowerCase()).toContain('combined pill');
    expect(finding.evidence.start).toBeGreaterThan(0);
    expect(finding.dangerTexts.th).toBeTruthy();
    expect(finding.dangerTexts.en).toBeTruthy();
    // Missed items carry advice in every language, so the page composes feedback in the reader's.
    const missed = form.submission.evidence.questions.flatMap((q: { items: { met: boolean; advice: Record<string, string> }[] }) => q.items).find((i: { met: boolean }) => !i.met);
    if (missed) expect(Object.keys(missed.advice).sort()).toEqual(['en', 'id', 'ja', 'th', 'zh']);
    expect(form.suggested.itemsMet).toContain(finding.itemId);
    // The draft follows the evidence (issue 10 item 7): pros quote the words said, never a rubric
    // praise sentence nor the harmful words; the danger comes first among the recommendations.
    type Item = { met: boolean; evidence: { quote: string } | null };
    const quotes = form.submission.evidence.questions.flatMap((q: { items: Item[] }) => q.items).filter((i: Item) => i.met && i.evidence).map((i: Item) => i.evidence!.quote.trim());
    expect(quotes.length).toBeGreaterThan(0);
    expect(form.suggested.pros.length).toBeGreaterThan(0);
    for (const pro of form.suggested.pros) {
      expect(pro).toMatch(/You said “.+” \(\d+:\d{2}\)\.$/);
      expect(quotes.some((q: string) => pro.includes(q.replace(/[\s.,;:!?]+$/u, '')))).toBe(true);
      expect(pro.toLowerCase()).not.toContain('restart');
    }
    const praise = form.lab.questions.flatMap((q: { rubric: { feedback: { met: { en: string } } }[] }) => q.rubric.map((i) => i.feedback.met.en));
    for (const sentence of praise) expect(form.suggested.pros.join('\n')).not.toContain(sentence);
    expect(form.suggested.recommendations[0]).toMatch(/^(Question \d+: )?Dangerous: .*combined pill/i);
  });

  it('grades a waiting answer from ticked items with the grader formula; the student sees it reviewed', async () => {
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${waiting}/review`)).json();
    expect(form.suggested.itemsMet).toEqual([]);
    expect(form.lab.questions[0].rubric[0].feedback.met.th).toBeTruthy();
    const items = form.lab.questions.map((q: { rubric: { id: string }[] }) => q.rubric[0].id);
    const itemsScore = scoreFromItems(form.lab.questions, items);

    const saved = await post(world, world.professor, `/api/v1/professor/submissions/${waiting}/review`, {
      itemsMet: items,
      score: itemsScore,
      pros: ['บอกท่าอุ้มได้ถูกต้อง'],
      recommendations: ['อธิบายการอมหัวนมให้ลึก'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().review).toMatchObject({ sequence: 1, statusBefore: 'needs_review', scoreBefore: null, scoreAfter: itemsScore, itemsScore, reason: null });
    expect(saved.json().review.reviewer.username).toBeTruthy();
    expect(saved.json().submission).toMatchObject({ status: 'graded', studentScore: itemsScore, reviewed: true });

    const seen = await get(world, world.students[1], `/api/v1/submissions/${waiting}`);
    expect(seen.json()).toMatchObject({ status: 'graded', score: itemsScore, reviewed: true, pros: ['บอกท่าอุ้มได้ถูกต้อง'] });
    const queue = (await get(world, world.professor, '/api/v1/professor/review-queue')).json();
    expect(queue.counts.needsReview).toBe(0);
  });

  it('asks for a reason before changing an automatic grade, and keeps every review', async () => {
    const url = `/api/v1/professor/submissions/${graded}/review`;
    const body = { itemsMet: [], score: 40, pros: [], recommendations: ['Explain the latch'] };
    const refused = await post(world, world.professor, url, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('review.reasonRequired');
    const unknown = await post(world, world.professor, url, { ...body, itemsMet: ['no-such-item'], reason: 'x' });
    expect(unknown.json().code).toBe('review.unknownItem');

    const first = await post(world, world.professor, url, { ...body, reason: 'The latch was described wrongly' });
    expect(first.json().review).toMatchObject({ sequence: 1, statusBefore: 'graded', scoreBefore: modelScore, scoreAfter: 40 });
    const second = await post(world, world.admin, url, { ...body, score: 45, reason: 'Partly right' });
    expect(second.json().review).toMatchObject({ sequence: 2, scoreBefore: 40, scoreAfter: 45 });
    const attempts = (await get(world, world.professor, `/api/v1/professor/student/${world.students[0].userId}/lab/1`)).json();
    expect(attempts.labSubmissions[0].reviews.map((r: { scoreAfter: number }) => r.scoreAfter)).toEqual([40, 45]);
    expect(attempts.labSubmissions[0]).toMatchObject({ studentScore: 45, reviewed: true });
  });

  it('keeps another university out, and students out', async () => {
    const paths = [
      '/api/v1/professor/labs',
      '/api/v1/professor/review-queue',
      `/api/v1/professor/submissions/${graded}/review`,
      `/api/v1/professor/student/${world.students[0].userId}/labs`,
      `/api/v1/professor/student/${world.students[0].userId}/lab/1`,
      '/api/v1/professor/download-scores',
    ];
    for (const path of paths) {
      const asStudent = await get(world, world.students[0], path);
      expect(asStudent.statusCode, path).toBe(403);
    }
    const other = world.otherProfessor;
    for (const path of paths.slice(2, 5)) {
      const res = await get(world, other, path);
      expect(res.statusCode, path).toBe(403);
      expect(res.body).not.toContain(world.students[0].userId);
    }
    const review = await post(world, other, `/api/v1/professor/submissions/${graded}/review`, { itemsMet: [], score: 100, pros: [], recommendations: [], reason: 'x' });
    expect(review.statusCode).toBe(403);
    const release = await post(world, other, `/api/v1/professor/submissions/${graded}/release`);
    expect(release.statusCode).toBe(403);
    // Their own dashboard and queue hold none of this university's students.
    const theirs = (await get(world, other, '/api/v1/professor/labs')).json();
    expect(theirs.studentLabStatuses.map((s: { _id: string }) => s._id)).toEqual([world.otherStudent.userId]);
    expect((await get(world, other, '/api/v1/professor/review-queue')).json().entries).toEqual([]);
    const csv = (await get(world, other, '/api/v1/professor/download-scores?format=keys')).body.trim().split('\r\n');
    expect(csv).toHaveLength(2);
  });
});
