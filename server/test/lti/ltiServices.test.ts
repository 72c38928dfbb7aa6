import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, ltiAccounts, ltiContextMembers, ltiLineItems, ltiScorePosts } from '../../src/db/schema/index.js';
import type { JobContext } from '../../src/jobs/context.js';
import { ltiScoreJob, startScoreDispatch } from '../../src/lti/scorePosting.js';
import { gradeAs, sendToReview, submitAnswer } from '../professor/support.js';
import type { World } from '../submissions/support/world.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { adminToken, bearer, consentToPrivacy, createUniversity, signupStudent, unique } from '../support/fixtures.js';
import { formFields, ROLE, StandInPlatform, type LaunchPlan, type PlatformUser } from '../support/ltiPlatform.js';

const person = (roles: string[], name = 'Ploy'): PlatformUser => ({ sub: unique('sub-'), givenName: name, familyName: 'Srisuk', roles });

/** Polls until `check` holds (a busy machine: generous limits). */
async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Issue 25 items 4 and 5: grade passback (AGS) and roster sync (NRPS) against the stand-in LMS
 * over real HTTP; the score job runs in this process on the real queue.
 */
describe.each(DATABASE_KINDS)('LTI Advantage services (%s)', (kind) => {
  let ctx: TestContext;
  let platform: StandInPlatform;
  let tool: string;
  let admin: string;
  let universityId: string;
  let registerCode: string;
  let clientId: string;
  let labId: string;
  let lecturer: { token: string };
  let stopDispatch: () => void;
  const students: Record<string, { sub: string; token: string; userId: string }> = {};
  let nokAnswer = '';

  beforeAll(async () => {
    ctx = await startTestApp(kind, { LTI_ALLOW_LOOPBACK_HTTP: 'true', JOB_RETRY_DELAY_SECONDS: '1', RATE_LIMIT_PER_MINUTE: '10000' }, { content: true });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    tool = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    platform = await StandInPlatform.start();
    admin = await adminToken(ctx);
    const made = await createUniversity(ctx, admin, { universityName: 'LMS University', numberOfStudents: 20, course: 'maternalchild' });
    universityId = made.university._id;
    registerCode = made.registerCode;
    const [lab] = await ctx.database.db.select({ id: labs.id }).from(labs).where(and(eq(labs.subject, 'maternalchild'), eq(labs.labNumber, 1)));
    labId = lab!.id;

    // Dynamic registration, as an administrator and the LMS do it.
    const link = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/lti/registration-links', headers: bearer(admin), payload: { universityId } });
    const made2 = new URL(link.json().url);
    const registrationUrl = new URL(made2.pathname + made2.search, tool);
    registrationUrl.searchParams.set('openid_configuration', platform.openidConfigurationUrl);
    registrationUrl.searchParams.set('registration_token', platform.registrationToken);
    expect((await fetch(registrationUrl)).status).toBe(200);
    clientId = platform.registrations[0]!.clientId;

    const { storage, catalogue, events } = ctx.app.services;
    const context: JobContext = { config: ctx.config, database: ctx.database, db: ctx.database.db, storage, catalogue, events, log: ctx.app.log };
    await ctx.app.services.jobs.work(new Map([['ltiScore', ltiScoreJob]]), context, { pollingIntervalSeconds: 0.5 });
    stopDispatch = startScoreDispatch(ctx.database.db, ctx.app.services.jobs, ctx.app.log, 300);

    lecturer = await session((await launch({ user: person([ROLE.instructor], 'Somchai') })).launch!);
  }, 180_000);
  afterAll(async () => {
    stopDispatch?.();
    await platform?.close();
    await ctx?.close();
  });

  async function launch(plan: LaunchPlan) {
    const hint = platform.plan(plan);
    const login = await fetch(`${tool}/lti/login`, {
      method: 'POST',
      body: new URLSearchParams({ iss: platform.issuer, login_hint: plan.user.sub, target_link_uri: `${tool}/lti/launch`, lti_message_hint: hint, client_id: clientId }),
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const fields = formFields(await (await fetch(login.headers.get('location')!)).text());
    const res = await fetch(`${tool}/lti/launch`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
    return { launch: res };
  }
  async function session(res: Response) {
    expect(res.status).toBe(303);
    const code = new URL(res.headers.get('location')!, tool).hash.replace('#code=', '');
    const exchanged = await ctx.app.inject({ method: 'POST', url: '/api/v1/lti/session', payload: { code } });
    expect(exchanged.statusCode).toBe(200);
    return exchanged.json() as { token: string; user: { _id: string } };
  }
  /** A learner opening lab 1 from the course (optionally through a line item the deep link made). */
  async function learner(key: string, lineItem?: string) {
    const user = person([ROLE.learner], key);
    const { token, user: me } = await session((await launch({ user, custom: { lab_id: labId }, lineItem })).launch!);
    await consentToPrivacy(ctx, token);
    students[key] = { sub: user.sub, token, userId: me._id };
    return students[key]!;
  }
  const world = () => ({ ctx }) as World;
  const answer = async (who: { token: string; userId: string }) => {
    const id = await submitAnswer(world(), who, { labNumber: 1 });
    return { id, score: await gradeAs(world(), id, 'model answer') };
  };
  const setPolicy = async (releasePolicy: 'held' | 'immediate') =>
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/universities/${universityId}`, headers: bearer(admin), payload: { releasePolicy } })).statusCode,
    ).toBe(200);
  const postRow = async (userId: string) => (await ctx.database.db.select().from(ltiScorePosts).where(eq(ltiScorePosts.userId, userId)))[0];

  it('posts a graded, released score to a line item it creates, and posts again when the lecturer changes the grade', async () => {
    const ploy = await learner('Ploy');
    const { id, score } = await answer(ploy);
    const [first] = await until('the first score', async () => platform.scoresOf(ploy.sub), (s) => s.length === 1);
    expect(first!.body).toMatchObject({ scoreGiven: score, scoreMaximum: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded', comment: 'Pass' });
    expect(platform.lineItems).toEqual([expect.objectContaining({ resourceId: labId, scoreMaximum: 100, tag: 'nurselab', id: first!.lineItem })]);
    const [stored] = await ctx.database.db.select().from(ltiLineItems).where(eq(ltiLineItems.labId, labId));
    expect(stored!.url).toBe(first!.lineItem);

    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/professor/submissions/${id}/review`,
      headers: bearer(lecturer.token),
      payload: { itemsMet: [], score: 40, pros: [], recommendations: ['Explain the latch'], reason: 'The latch was not explained' },
    });
    expect(review.statusCode).toBe(200);
    const scores = await until('the override', async () => platform.scoresOf(ploy.sub), (s) => s.length === 2);
    expect(scores[1]!.body).toMatchObject({ scoreGiven: 40, comment: 'Fail' });
    expect(scores[1]!.lineItem).toBe(first!.lineItem);

    const status = await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/lti', headers: bearer(lecturer.token) });
    expect(status.statusCode).toBe(200);
    expect(status.json().scores).toEqual([expect.objectContaining({ userId: ploy.userId, labNumber: 1, state: 'sent', score: 40, lastError: null })]);
    expect(status.json().courses).toEqual([expect.objectContaining({ title: 'Maternal and child nursing', canSyncRoster: true })]);
    // Students see none of it.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/lti', headers: bearer(ploy.token) })).statusCode).toBe(403);
  });

  it('does not post a held result until it is released, then posts to the line item the deep link made', async () => {
    await setPolicy('held');
    const deepLinked = platform.addLineItem({ label: 'Lab 1 (deep link)', scoreMaximum: 100, resourceId: `${labId}-dl` });
    // The launch names the line item the deep link made: the tool posts there from now on.
    const nok = await learner('Nok', deepLinked.id);
    const { id, score } = await answer(nok);
    nokAnswer = id;
    await new Promise((r) => setTimeout(r, 3_000));
    expect(platform.scoresOf(nok.sub)).toEqual([]);
    expect(await postRow(nok.userId)).toBeUndefined();

    const released = await ctx.app.inject({ method: 'POST', url: `/api/v1/professor/submissions/${id}/release`, headers: bearer(lecturer.token) });
    expect(released.json()).toEqual({ released: 1 });
    const [posted] = await until('the released score', async () => platform.scoresOf(nok.sub), (s) => s.length === 1);
    expect(posted).toMatchObject({ lineItem: deepLinked.id, body: { scoreGiven: score } });
    await setPolicy('immediate');
  });

  it('retries a platform that fails twice, and the score arrives', async () => {
    const mali = await learner('Mali');
    const before = platform.scoreAttempts;
    platform.failScores = 2;
    const { score } = await answer(mali);
    await until('a failed try on record', async () => postRow(mali.userId), (row) => row?.state === 'retrying' || row?.state === 'sent');
    const [posted] = await until('the score after retries', async () => platform.scoresOf(mali.sub), (s) => s.length === 1, 120_000);
    expect(posted!.body.scoreGiven).toBe(score);
    expect(platform.scoreAttempts - before).toBe(3);
    const row = await until('the row marked sent', async () => postRow(mali.userId), (r) => r?.state === 'sent');
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
  }, 180_000);

  it('syncs the roster over pages: adds new learners, removes those gone or inactive, leaves register-code students alone', async () => {
    const own = await signupStudent(ctx, registerCode);
    const newcomer = person([ROLE.learner], 'Dao');
    platform.members = [
      { user_id: students.Ploy!.sub, roles: [ROLE.learner], status: 'Active', given_name: 'Ploy', family_name: 'Srisuk' },
      { user_id: 'teacher-1', roles: [ROLE.instructor], status: 'Active', name: 'Somchai Srisuk' },
      { user_id: students.Mali!.sub, roles: [ROLE.learner], status: 'Inactive' },
      { user_id: newcomer.sub, roles: [ROLE.learner], given_name: 'Dao', family_name: 'Meesuk' },
    ];
    const { courses } = (await ctx.app.inject({ method: 'GET', url: '/api/v1/professor/lti', headers: bearer(lecturer.token) })).json();
    const url = `/api/v1/professor/lti/courses/${courses[0].id}/roster-sync`;
    expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(students.Ploy!.token) })).statusCode).toBe(403);
    const pagesBefore = platform.memberPagesServed;
    const synced = await ctx.app.inject({ method: 'POST', url, headers: bearer(lecturer.token) });
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toEqual({ added: 1, removed: 2, members: 2, refused: 0 });
    expect(platform.memberPagesServed - pagesBefore).toBe(2);

    const [dao] = await ctx.database.db.select().from(ltiAccounts).where(eq(ltiAccounts.sub, newcomer.sub));
    expect(dao).toBeDefined();
    const daoMembership = await ctx.database.db.select().from(ltiContextMembers).where(eq(ltiContextMembers.userId, dao!.userId));
    expect(daoMembership).toEqual([expect.objectContaining({ active: true })]);
    const labsOf = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/student/labs', headers: bearer(token) });
    expect((await labsOf(students.Nok!.token)).statusCode).toBe(401);
    expect((await labsOf(students.Mali!.token)).statusCode).toBe(401);
    expect((await labsOf(students.Ploy!.token)).statusCode).toBe(200);
    expect((await labsOf(own.token)).statusCode).toBe(200);
    const [nokMembership] = await ctx.database.db.select().from(ltiContextMembers).where(eq(ltiContextMembers.userId, students.Nok!.userId));
    expect(nokMembership!.active).toBe(false);
    // Their work is kept: the score posts are still there.
    expect(await postRow(students.Nok!.userId)).toBeDefined();

    // A second sync changes nothing.
    expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(lecturer.token) })).json()).toEqual({ added: 0, removed: 0, members: 2, refused: 0 });
  });

  it('posts a grade given from the review queue, and nothing for a student removed from the course', async () => {
    const ploy = students.Ploy!;
    const waiting = await submitAnswer(world(), ploy, { labNumber: 1 });
    await sendToReview(world(), waiting);
    const before = platform.scoresOf(ploy.sub).length;
    const graded = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/professor/submissions/${waiting}/review`,
      headers: bearer(lecturer.token),
      payload: { itemsMet: [], score: 90, pros: ['Clear'], recommendations: [] },
    });
    expect(graded.statusCode).toBe(200);
    const scores = await until('the queue grade', async () => platform.scoresOf(ploy.sub), (s) => s.length === before + 1);
    expect(scores.at(-1)!.body.scoreGiven).toBe(90);

    const nokScores = platform.scoresOf(students.Nok!.sub).length;
    const changed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/professor/submissions/${nokAnswer}/review`,
      headers: bearer(lecturer.token),
      payload: { itemsMet: [], score: 10, pros: [], recommendations: [], reason: 'Re-marked' },
    });
    expect(changed.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(platform.scoresOf(students.Nok!.sub)).toHaveLength(nokScores);
    expect(await postRow(students.Nok!.userId)).toMatchObject({ state: 'sent' });
  });
});
