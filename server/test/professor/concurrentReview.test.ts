import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionReviews, submissions } from '../../src/db/schema/index.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { createProfessor } from '../support/fixtures.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';
import { gradeAs, post, submitAnswer } from './support.js';

// PGlite has one connection: concurrency is proven on PostgreSQL.
describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('professors reviewing one attempt at once (%s)', (kind) => {
  let world: World;
  let colleague: Person;
  let attempt: string;
  let automatic: number;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 1);
    const code = (await world.ctx.app.inject({ method: 'GET', url: '/api/v1/professor/university', headers: { authorization: `Bearer ${world.professor.token}` } })).json()
      .registerCode as string;
    const second = await createProfessor(world.ctx, world.admin.token, code);
    colleague = { token: second.token, userId: second.user._id };
    attempt = await submitAnswer(world, world.students[0]);
    automatic = await gradeAs(world, attempt, 'model answer');
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('keeps every review, numbered, each starting from the score the one before left, and the attempt shows the last', async () => {
    const reviewers = [world.professor, colleague];
    const scores = Array.from({ length: 12 }, (_, i) => 30 + i * 5);
    const answers = await Promise.all(
      scores.map((score, i) =>
        post(world, reviewers[i % 2], `/api/v1/professor/submissions/${attempt}/review`, {
          itemsMet: [],
          score,
          pros: [],
          recommendations: [`review ${i}`],
          reason: `second opinion ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(scores.map(() => 200));

    const { db } = world.ctx.database;
    const reviews = await db.select().from(submissionReviews).where(eq(submissionReviews.submissionId, attempt)).orderBy(asc(submissionReviews.sequence));
    expect(reviews.map((r) => r.sequence)).toEqual(scores.map((_, i) => i + 1));
    expect(reviews[0].scoreBefore).toBe(automatic);
    expect(reviews[0].statusBefore).toBe('graded');
    for (let i = 1; i < reviews.length; i++) expect(reviews[i].scoreBefore).toBe(reviews[i - 1].scoreAfter);
    expect(new Set(reviews.map((r) => r.reviewerId)).size).toBe(2);
    expect([...reviews.map((r) => r.scoreAfter)].sort((a, b) => a - b)).toEqual(scores);

    const [row] = await db.select().from(submissions).where(eq(submissions.id, attempt));
    const last = reviews.at(-1)!;
    expect(row).toMatchObject({ score: last.scoreAfter, reviewCount: reviews.length, reviewedBy: last.reviewerId, recommendations: last.recommendations, status: 'graded' });
    expect(row.isPass).toBe(last.scoreAfter >= 60);
  });
});
