import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, createUniversity, signupBody } from '../support/fixtures.js';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Right and wrong codes of one prefix at the same time (on PostgreSQL, truly in parallel): only
 * the wrong ones are counted, and the tries of a scope take turns, so parallel wrong codes cannot
 * slip under the limit and a right code in flight never makes a wrong one wait (or itself).
 */
describe.each(DATABASE_KINDS)('register codes tried in parallel (%s)', (kind) => {
  let ctx: TestContext;
  let code: string;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { TRUST_PROXY: '1' });
    const admin = await adminToken(ctx);
    code = (await createUniversity(ctx, admin, { universityName: 'Medical ward', numberOfStudents: 50, course: 'medical' })).registerCode;
    expect(code.startsWith('MED')).toBe(true);
  }, 600_000);
  afterAll(() => ctx?.close());

  const signup = (registerCode: string, address: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      payload: signupBody(registerCode),
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address },
    });
  const failures = async (scope: string) =>
    (await ctx.database.executeSql(`select failures from register_code_failures where scope = '${scope}'`)).rows.map((r) => Number((r as { failures: number }).failures));
  const wrongCodes = (count: number, offset: number) => {
    const codes: string[] = [];
    for (let i = offset; codes.length < count; i++) {
      const guess = 'MED' + [1024, 32, 1].map((unit) => ALPHABET[Math.floor(i / unit) % 32]).join('');
      if (guess !== code) codes.push(guess);
    }
    return codes;
  };

  it('counts only the wrong codes when right ones are in flight, and lets every right one in', async () => {
    // Nine wrong codes (one under the ten free ones) among eight real students, all at once.
    const wrong = wrongCodes(9, 0);
    const tries = [...wrong.map((c) => ({ c, right: false })), ...Array.from({ length: 8 }, () => ({ c: code, right: true }))].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(tries.map((t, i) => signup(t.c, `198.51.100.${i + 1}`).then((res) => ({ ...t, res }))));
    for (const { right, res } of answers) {
      if (right) expect(res.statusCode, res.body).toBe(201);
      else expect(res.json().code, res.body).toBe('signup.unknownRegisterCode');
    }
    expect(await failures('prefix:MED')).toEqual([9]);
    expect(await failures('all')).toEqual([9]);
  }, 120_000);

  it('lets parallel wrong codes past the free ones only one at a time', async () => {
    const started = Date.now();
    const answers = await Promise.all(wrongCodes(20, 100).map((c, i) => signup(c, `203.0.113.${i + 1}`)));
    const seconds = (Date.now() - started) / 1000;
    const checked = answers.filter((r) => r.statusCode === 400);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked.length + refused.length).toBe(answers.length);
    // One more free wrong code (the tenth), then one per 1 s, 2 s, 4 s ... of the run at most.
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(1 + Math.ceil(Math.log2(seconds + 1)) + 1);
    expect(await failures('prefix:MED')).toEqual([9 + checked.length]);
    for (const res of refused) expect(res.json().code).toBe('signup.registerCodeWait');
  }, 120_000);
});
