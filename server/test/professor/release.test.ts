import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { createWorld, type World } from '../submissions/support/world.js';
import { get, gradeAs, post, submitAnswer } from './support.js';

/** The home university of the world: the one its professor belongs to. */
async function homeUniversity(world: World): Promise<string> {
  return (await get(world, world.professor, '/api/v1/professor/university')).json()._id;
}

describe.each(DATABASE_KINDS)('held results, release and score exports (%s)', (kind) => {
  let world: World;
  let universityId: string;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 3);
    universityId = await homeUniversity(world);
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  const setPolicy = (releasePolicy: 'held' | 'immediate') =>
    world.ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/universities/${universityId}`, headers: bearer(world.admin.token), payload: { releasePolicy } });

  it('hides a held result from the student (view, history, lab list) until a professor releases it', async () => {
    expect((await setPolicy('held')).json().releasePolicy).toBe('held');
    const [student] = world.students;
    const id = await submitAnswer(world, student, { labNumber: 2 });
    const score = await gradeAs(world, id, 'model answer');

    const view = (await get(world, student, `/api/v1/submissions/${id}`)).json();
    expect(view).toMatchObject({ status: 'needs_review', score: null, isPass: null, pros: [], held: true, failureReason: 'submission.heldForRelease' });
    const history = (await get(world, student, '/api/v1/student/maternalchild/2/history')).json();
    expect(history.labSubmissions[0]).toMatchObject({ studentScore: null, status: 'needs_review', held: true });
    const list = (await get(world, student, '/api/v1/student/labs')).json();
    expect(list.labs.find((l: { labNumber: number }) => l.labNumber === 2)).toMatchObject({ isPass: null, attemptCount: 1 });

    const staff = (await get(world, world.professor, `/api/v1/professor/student/${student.userId}/lab/2`)).json();
    expect(staff.labSubmissions[0]).toMatchObject({ studentScore: score, held: true });
    expect((await get(world, world.professor, '/api/v1/professor/review-queue')).json().counts.held).toBe(1);

    expect((await post(world, world.otherProfessor, `/api/v1/professor/submissions/${id}/release`)).statusCode).toBe(403);
    expect((await post(world, student, `/api/v1/professor/submissions/${id}/release`)).statusCode).toBe(403);
    expect((await post(world, world.professor, `/api/v1/professor/submissions/${id}/release`)).json()).toEqual({ released: 1 });
    expect((await get(world, student, `/api/v1/submissions/${id}`)).json()).toMatchObject({ status: 'graded', score, held: false });
  });

  it('releases all of a lab at once, and a university back to immediate releases the rest', async () => {
    const [, second, third] = world.students;
    const a = await submitAnswer(world, second, { labNumber: 3 });
    const b = await submitAnswer(world, third, { labNumber: 3 });
    const c = await submitAnswer(world, third, { labNumber: 4 });
    for (const id of [a, b, c]) await gradeAs(world, id, 'model answer');
    expect((await get(world, second, `/api/v1/submissions/${a}`)).json().score).toBeNull();

    expect((await post(world, world.otherProfessor, '/api/v1/professor/labs/maternalchild/3/release')).json()).toEqual({ released: 0 });
    expect((await post(world, world.professor, '/api/v1/professor/labs/maternalchild/3/release')).json()).toEqual({ released: 2 });
    expect((await get(world, second, `/api/v1/submissions/${a}`)).json().score).toBeGreaterThan(0);
    expect((await get(world, third, `/api/v1/submissions/${c}`)).json().score).toBeNull();

    await setPolicy('immediate');
    expect((await get(world, third, `/api/v1/submissions/${c}`)).json().score).toBeGreaterThan(0);
    const next = await submitAnswer(world, third, { labNumber: 5 });
    await gradeAs(world, next, 'model answer');
    expect((await get(world, third, `/api/v1/submissions/${next}`)).json().held).toBe(false);
  });

  it('exports one row per student and one per attempt: BOM, RFC 4180, Thai intact, formulas neutralised', async () => {
    // A name that would run as a formula in a spreadsheet, and a Thai one with a comma and quotes.
    const { db } = world.ctx.database;
    const { users } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await db.update(users).set({ firstName: '=HYPERLINK("http://x")', lastName: 'Tan' }).where(eq(users.id, world.students[0].userId));
    await db.update(users).set({ firstName: 'สมหญิง', lastName: 'ใจดี, "น้อย"' }).where(eq(users.id, world.students[1].userId));

    const res = await get(world, world.professor, '/api/v1/professor/download-scores?format=keys');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="student_scores.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    const { parse } = await import('csv-parse/sync');
    const rows = parse(text) as string[][];
    expect(rows[0].slice(0, 6)).toEqual(['Student ID', 'First Name', 'Last Name', 'Lab 1 Best Score', 'Lab 1 Attempts Used', 'Lab 1 Passed']);
    expect(rows).toHaveLength(4);
    const byName = new Map(rows.slice(1).map((r) => [r[2], r]));
    expect(byName.get('Tan')![1]).toBe(`'=HYPERLINK("http://x")`);
    expect(byName.get('ใจดี, "น้อย"')![1]).toBe('สมหญิง');
    const lab2 = rows[0].indexOf('Lab 2 Best Score');
    expect(Number(byName.get('Tan')![lab2])).toBeGreaterThanOrEqual(60);
    expect(byName.get('Tan')!.slice(lab2 + 1, lab2 + 3)).toEqual(['1', 'yes']);

    const attempts = await get(world, world.professor, '/api/v1/professor/download-attempts?format=keys');
    const attemptRows = parse(attempts.rawPayload.subarray(3).toString('utf8')) as string[][];
    expect(attemptRows).toHaveLength(1 + 5);
    const header = attemptRows[0];
    expect(header.slice(0, 4)).toEqual(['Student ID', 'First Name', 'Last Name', 'Lab']);
    const itemColumns = header.map((h, i) => [h, i] as const).filter(([h]) => h.startsWith('Lab 2 Q'));
    expect(itemColumns.length).toBeGreaterThan(1);
    const lab2Row = attemptRows.find((r) => r[3] === '2')!;
    const earned = itemColumns.reduce((sum, [, i]) => sum + Number(lab2Row[i] || 0), 0);
    expect(earned).toBeGreaterThan(0);
  });
});
