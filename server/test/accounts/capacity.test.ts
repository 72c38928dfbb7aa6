import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, createUniversity, signupBody } from '../support/fixtures.js';

describe.each(DATABASE_KINDS)('capacity under concurrency (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Fifty tries of one code at the same instant would otherwise meet the register-code guard, which
    // counts a try before it checks the code (server/test/accounts/registerCodeSweep.test.ts): this
    // test is about the seats.
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '1000', REGISTER_CODE_FREE_FAILURES: '60' });
  });
  afterAll(() => ctx.close());

  it('50 parallel sign-ups for 10 seats create exactly 10 accounts', async () => {
    const { registerCode, university } = await createUniversity(ctx, await adminToken(ctx), { numberOfStudents: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ctx.app.inject({ method: 'POST', url: '/api/v1/user/signup', payload: signupBody(registerCode) })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'signup.universityFull')).toBe(true);

    const { rows } = await ctx.database.executeSql(
      `select (select count(*)::int from users where university_id = $1) as accounts,
              (select registered_students from universities where id = $1) as seats`,
      [university._id],
    );
    expect(rows[0]).toEqual({ accounts: 10, seats: 10 });
  });
});
