import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { gradeWithRubric, scoreFromItems, type Language } from '@nurselab/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/auth/guards.js';
import { appState, submissionReviews, universities, users } from '../../src/db/schema/index.js';
import { DEMO_PASSWORD, DEMO_UNIVERSITIES, seedDemoOnce } from '../../src/seed/demo.js';
import { demoAnswerText } from '../../src/seed/demoAnswers.js';
import { DEMO_ANSWERS, DEMO_LABS } from '../../src/seed/demoAnswersSeed.js';
import { DEMO_REVIEWS_SEEDED_KEY, seedDemoReviewsOnce } from '../../src/seed/demoReviews.js';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer, signin } from '../support/fixtures.js';
import { audioClip, tempDir } from '../submissions/support/media.js';

const demo = DEMO_UNIVERSITIES.find((u) => u.course === 'maternalchild')!;

/**
 * The demo answers of the maternal and child university, submitted as the seed submits them
 * (the recognition is left out: each is graded by the real rubric grader on the words the plan
 * says), then the demo reviews: the agreement page has figures on a fresh start.
 */
describe.each(DATABASE_KINDS)('demo reviews for the agreement page (%s)', (kind) => {
  let ctx: TestContext;
  let ids: string[];
  const deps = () => ({ db: ctx.database.db, catalogue: ctx.app.services.catalogue, repository: new SubmissionRepository(ctx.database.db) });

  async function grade(id: string, plan: (typeof DEMO_ANSWERS)[number]) {
    const repository = new SubmissionRepository(ctx.database.db);
    const row = (await repository.find(id))!;
    const lab = await ctx.app.services.catalogue.versionContent(row.labVersionId);
    const language = row.language as Language;
    if (language !== 'en') {
      await repository.writeFinalResult(id, { status: 'needs_review', failureReason: 'evaluation.noTranscriber', evaluation: { language } });
      return;
    }
    const spoken = demoAnswerText(lab.questions, language, plan.coverage);
    const words = spoken.split(/\s+/).map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.3 }));
    const grade = gradeWithRubric(lab.questions, { language, text: spoken, words });
    await repository.writeFinalResult(id, {
      status: 'graded',
      score: grade.score,
      isPass: grade.isPass,
      pros: grade.pros,
      recommendations: grade.recommendations,
      evaluation: { transcript: { language, text: spoken, words }, questions: grade.questions, critical: grade.critical, engine: { name: 'pocketsphinx', version: 'test' }, automatic: { score: grade.score, isPass: grade.isPass } },
      gradedAt: new Date(),
    });
  }

  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '10000' }, { content: true });
    await seedDemoOnce(ctx.database.db);
    const { dir, cleanup } = await tempDir();
    try {
      const clip = await audioClip(dir, 2);
      const { size } = await stat(clip);
      const [university] = await ctx.database.db.select().from(universities).where(eq(universities.registerCode, demo.registerCode));
      const students = await ctx.database.db.select().from(users).where(inArray(users.username, [1, 2, 3].map((n) => `${demo.studentPrefix}${n}`)));
      ids = [];
      for (const plan of DEMO_ANSWERS) {
        const student = students.find((s) => s.username === `${demo.studentPrefix}${plan.student + 1}`)!;
        const upload = await ctx.app.services.uploads.store.createFrom(student.id, createReadStream(clip), size);
        const principal: Principal = { userId: student.id, username: student.username, role: 'student', universityId: university.id, course: demo.course, courses: [] };
        const view = await ctx.app.services.submissions.finalise(principal, { uploadId: upload.id, subject: demo.course, labNumber: DEMO_LABS[demo.course][plan.lab], language: plan.language });
        ids.push(view._id);
      }
    } finally {
      await cleanup();
    }
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('waits while a planned answer is still being graded, and writes no marker', async () => {
    // Every answer but the first graded: the first is still queued.
    for (const [i, id] of ids.entries()) if (i > 0) await grade(id, DEMO_ANSWERS[i]);
    const outcome = await seedDemoReviewsOnce(deps());
    expect(outcome).toEqual({ kind: 'waiting', reviewed: 2 });
    expect(await ctx.database.db.select().from(appState).where(eq(appState.key, DEMO_REVIEWS_SEEDED_KEY))).toEqual([]);
  });

  it('reviews the planned answers as the demo professor once graded, with what the student said, and only once', async () => {
    await grade(ids[0], DEMO_ANSWERS[0]);
    expect(await seedDemoReviewsOnce(deps())).toEqual({ kind: 'reviewed', reviewed: 1 });
    expect(await seedDemoReviewsOnce(deps())).toEqual({ kind: 'done' });
    await ctx.database.db.delete(appState).where(eq(appState.key, DEMO_REVIEWS_SEEDED_KEY));
    expect(await seedDemoReviewsOnce(deps())).toEqual({ kind: 'reviewed', reviewed: 0 });

    const reviews = await ctx.database.db.select().from(submissionReviews).where(inArray(submissionReviews.submissionId, ids));
    expect(reviews.map((r) => ids.indexOf(r.submissionId)).sort()).toEqual([0, 1, 2]);
    const [professor] = await ctx.database.db.select().from(users).where(and(eq(users.username, demo.professor)));
    expect(reviews.every((r) => r.reviewerId === professor.id && r.sequence === 1)).toBe(true);
    const full = reviews.find((r) => r.submissionId === ids[0])!;
    const lab = await ctx.app.services.catalogue.currentLab({ subject: demo.course, labNumber: DEMO_LABS[demo.course][0] });
    expect(full.itemsMet).toEqual(lab.content.questions.flatMap((q) => q.rubric.map((i) => i.id)));
    expect(full.scoreAfter).toBeCloseTo(scoreFromItems(lab.content.questions, full.itemsMet), 1);
  });

  it('fills the agreement page of the demo professor', async () => {
    const { token } = await signin(ctx, demo.professor, DEMO_PASSWORD);
    const report = (await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/agreement', headers: bearer(token) })).json();
    expect(report.overall.n).toBe(3);
    expect(report.overall.agreement).not.toBeNull();
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows[0].items.length).toBeGreaterThan(0);
  });
});
