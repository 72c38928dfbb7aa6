import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/auth/guards.js';
import { DueDateRepository } from '../../src/dueDates/repository.js';
import { DueDateService } from '../../src/dueDates/service.js';
import { ApiError } from '../../src/http/errors.js';
import { ProfessorRepository } from '../../src/professor/repository.js';
import { ReviewService } from '../../src/professor/review.js';
import { ProfessorService } from '../../src/professor/service.js';
import { StaffScope } from '../../src/professor/staffScope.js';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';

/** Issue 26: the professor services check the university themselves, against the database, whatever the caller passes. */
describe.each(DATABASE_KINDS)('the professor services refuse another university (%s)', (kind) => {
  let world: World;
  let service: ProfessorService;
  let reviews: ReviewService;
  let home: string;
  let other: string;

  const universityOf = async (who: Person) =>
    (await world.ctx.app.inject({ method: 'GET', url: '/api/v1/professor/university', headers: bearer(who.token) })).json()._id as string;
  const professorOf = (universityId: string, courses = [universityId]): Principal => ({
    userId: world.professor.userId,
    username: 'professor',
    role: 'professor',
    universityId,
    course: 'maternalchild',
    courses,
  });
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    return error instanceof ApiError ? error.statusCode : error;
  };

  beforeAll(async () => {
    world = await createWorld(kind, {}, 1);
    home = await universityOf(world.professor);
    other = await universityOf(world.otherProfessor);
    const { db } = world.ctx.database;
    const { catalogue, submissions, events } = world.ctx.app.services;
    const professors = new ProfessorRepository(db);
    const scope = new StaffScope(professors);
    const repository = new SubmissionRepository(db);
    const dueDates = new DueDateService(new DueDateRepository(db));
    service = new ProfessorService({ repository, professors, scope, catalogue, signer: submissions.signer, dueDates });
    reviews = new ReviewService(repository, scope, catalogue, submissions.signer, events);
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it("answers a professor for their own university and refuses another university's id passed in", async () => {
    expect((await service.university(professorOf(home), home))._id).toBe(home);
    expect(await refusal(service.university(professorOf(home), other))).toBe(403);
    expect(await refusal(service.dashboard(professorOf(home), other, undefined, 'en'))).toBe(403);
    expect(await refusal(reviews.queue(professorOf(home), other))).toBe(403);
    expect(await refusal(service.studentScores(professorOf(home), { universityId: other, csv: { format: 'keys', language: 'en' } }))).toBe(403);
    expect(await refusal(service.setDueDate(professorOf(home), other, 'maternalchild', 1, null))).toBe(403);
    expect(await refusal(reviews.releaseLab(professorOf(home), other, 'maternalchild', 1))).toBe(403);
  });

  it('refuses a principal that claims to teach the other university when the database says it does not', async () => {
    const claims = professorOf(other, [home, other]);
    expect(await refusal(service.university(claims, other))).toBe(403);
    expect(await refusal(service.dueDates(claims, undefined, 'en'))).toBe(403);
    expect(await refusal(reviews.queue(claims, undefined))).toBe(403);
    expect((await service.university(professorOf(home, [home, other]), home))._id).toBe(home);
  });

  it("reads a student's university from the student's record, not from the caller", async () => {
    const student = await service.student(professorOf(home), world.students[0].userId);
    expect(student.universityId).toBe(home);
    expect(await refusal(service.student(professorOf(home), world.otherStudent.userId))).toBe(403);
    expect(await refusal(service.studentAttempts(professorOf(home), world.otherStudent.userId, undefined, 1))).toBe(403);
  });
});
