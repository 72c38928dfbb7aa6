import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { createWorld, type World } from '../submissions/support/world.js';
import { get, gradeAs, post, sendToReview, submitAnswer } from '../professor/support.js';

interface AuditEvent {
  kind: string;
  actor: { username: string } | null;
  student: { username: string } | null;
  university: { _id: string; name: string } | null;
  submission: { _id: string; labNumber: number; attempt: number } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

describe.each(DATABASE_KINDS)('the audit log of plays and grade changes (%s)', (kind) => {
  let world: World;
  let universityId: string;
  let professorName: string;
  let submissionId: string;
  const auditRows = async (where = '') => (await world.ctx.database.executeSql(`select kind, actor_id, submission_id, details from audit_events ${where} order by created_at`)).rows as { kind: string; actor_id: string; submission_id: string; details: Record<string, unknown> }[];
  const adminAudit = (query: string) => get(world, world.admin, `/api/v1/admin/audit${query}`);

  beforeAll(async () => {
    world = await createWorld(kind, {}, 2);
    universityId = (await get(world, world.professor, '/api/v1/professor/university')).json()._id;
    professorName = (await get(world, world.professor, '/api/v1/user/me')).json().user.username;
    submissionId = await submitAnswer(world, world.students[0], { labNumber: 1 });
    await sendToReview(world, submissionId);
  }, 600_000);
  afterAll(() => world?.ctx.close());

  it("logs a lecturer's viewing of a recording once, however many range requests it takes; the student's own plays are not logged", async () => {
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${submissionId}/review`)).json();
    const url: string = form.submission.fileUrl;
    expect(url).toMatch(/&v=[0-9a-f-]{36}$/);
    const ranges = await Promise.all(['bytes=0-99', 'bytes=100-199', 'bytes=0-', undefined].map((range) => world.ctx.app.inject({ method: 'GET', url, headers: range ? { range } : {} })));
    for (const res of ranges) expect([200, 206]).toContain(res.statusCode);
    const plays = await auditRows(`where kind = 'recording.played'`);
    expect(plays).toHaveLength(1);
    expect(plays[0]).toMatchObject({ actor_id: world.professor.userId, submission_id: submissionId });

    // A link whose viewer was changed is refused (the viewer is signed).
    expect((await world.ctx.app.inject({ method: 'GET', url: url.replace(/v=.*$/, `v=${world.students[0].userId}`) })).statusCode).toBe(403);
    // The student's own link names nobody, and plays unlogged.
    const own = (await get(world, world.students[0], `/api/v1/submissions/${submissionId}/media`)).json();
    expect(own.url).not.toContain('&v=');
    expect((await world.ctx.app.inject({ method: 'GET', url: own.url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
    // A new viewing (a new link) is a new row.
    const again = (await get(world, world.professor, `/api/v1/submissions/${submissionId}/media`)).json();
    await new Promise((r) => setTimeout(r, 1100));
    const later = (await get(world, world.professor, `/api/v1/submissions/${submissionId}/media`)).json();
    expect(later.url).not.toBe(again.url);
    await world.ctx.app.inject({ method: 'GET', url: later.url, headers: { range: 'bytes=0-9' } });
    expect(await auditRows(`where kind = 'recording.played'`)).toHaveLength(2);
  });

  it('logs every grade change with the score before and after: a review, then a release', async () => {
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${submissionId}/review`)).json();
    const items = [form.lab.questions[0].rubric[0].id];
    const saved = await post(world, world.professor, `/api/v1/professor/submissions/${submissionId}/review`, { itemsMet: items, score: 42, pros: [], recommendations: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [reviewed] = await auditRows(`where kind = 'grade.reviewed'`);
    expect(reviewed).toMatchObject({ actor_id: world.professor.userId, submission_id: submissionId });
    expect(reviewed.details).toMatchObject({ sequence: 1, statusBefore: 'needs_review', scoreBefore: null, scoreAfter: 42, isPass: false });

    // A held result released by the lecturer.
    const patch = await world.ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/universities/${universityId}`, headers: bearer(world.admin.token), payload: { releasePolicy: 'held' } });
    expect(patch.statusCode).toBe(200);
    const held = await submitAnswer(world, world.students[1], { labNumber: 2 });
    await gradeAs(world, held, 'model answer');
    expect((await post(world, world.professor, `/api/v1/professor/submissions/${held}/release`)).json()).toEqual({ released: 1 });
    expect(await auditRows(`where kind = 'grade.released'`)).toMatchObject([{ actor_id: world.professor.userId, submission_id: held }]);
  });

  it('shows administrators the log filtered by university, user, kind and date, a page at a time, and exports it as CSV', async () => {
    expect((await get(world, world.professor, '/api/v1/admin/audit')).statusCode).toBe(403);
    const all = (await adminAudit('')).json() as { events: AuditEvent[]; total: number; page: number; pageSize: number };
    expect(all.total).toBe(4);
    expect(all.events.map((e) => e.kind)).toEqual(['grade.released', 'grade.reviewed', 'recording.played', 'recording.played']);
    expect(all.events[1]).toMatchObject({ actor: { username: professorName }, university: { _id: universityId, name: 'Home University' }, submission: { _id: submissionId, labNumber: 1, attempt: 1 } });

    expect((await adminAudit('?kind=recording.played')).json().total).toBe(2);
    expect((await adminAudit(`?universityId=${universityId}`)).json().total).toBe(4);
    expect((await adminAudit('?universityId=00000000-0000-4000-8000-000000000000')).json().total).toBe(0);
    expect((await adminAudit(`?user=${professorName.slice(2, 8).toUpperCase()}`)).json().total).toBe(4);
    expect((await adminAudit('?user=nobody_like_this')).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await adminAudit(`?from=${today}&to=${today}`)).json().total).toBe(4);
    expect((await adminAudit('?to=2020-01-01')).json().total).toBe(0);
    const second = (await adminAudit('?page=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 50, total: 4, events: [] });

    const csv = await get(world, world.admin, '/api/v1/admin/audit.csv?kind=grade.reviewed');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('audit_log.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('time,kind,actor,actor_name,university,student,student_name,subject,lab,attempt,submission_id,details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`grade.reviewed,${professorName},`);
    expect(lines[1]).toContain(submissionId);
  });

  it('commits or rolls back a grade change and its audit row together', async () => {
    const repository = new SubmissionRepository(world.ctx.database.db);
    const id = await submitAnswer(world, world.students[0], { labNumber: 3 });
    await sendToReview(world, id);
    const review = { submissionId: id, reviewerId: world.professor.userId, itemsMet: [], itemsScore: 0, score: 10, isPass: false, pros: [], recommendations: [], reason: null };
    const counts = async () => ({
      reviews: (await world.ctx.database.executeSql(`select count(*)::int as n from submission_reviews where submission_id = '${id}'`)).rows[0],
      audit: (await world.ctx.database.executeSql(`select count(*)::int as n from audit_events where submission_id = '${id}'`)).rows[0],
    });

    // The transaction the review runs in fails after it: neither the grade nor its row stays.
    await expect(
      world.ctx.database.db.transaction(async (tx) => {
        await repository.professor.recordReview(review, tx);
        throw new Error('something after the review failed');
      }),
    ).rejects.toThrow('something after the review failed');
    expect(await counts()).toEqual({ reviews: { n: 0 }, audit: { n: 0 } });
    expect((await repository.find(id))?.status).toBe('needs_review');

    // The audit row cannot be written: the grade is not changed either.
    await world.ctx.database.executeSql(`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit log unavailable'; end $$`);
    await world.ctx.database.executeSql('create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()');
    try {
      await expect(repository.professor.recordReview(review)).rejects.toThrow();
      expect(await counts()).toEqual({ reviews: { n: 0 }, audit: { n: 0 } });
      expect((await repository.find(id))?.status).toBe('needs_review');
    } finally {
      await world.ctx.database.executeSql('drop trigger refuse_audit on audit_events');
      await world.ctx.database.executeSql('drop function refuse_audit()');
    }

    // And together they commit.
    await repository.professor.recordReview(review);
    expect(await counts()).toEqual({ reviews: { n: 1 }, audit: { n: 1 } });
  });
});
