import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, createUniversity, signupBody } from '../support/fixtures.js';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Behind one trusted proxy, as docs/deploy.md configures it: each request names its client address. */
describe.each(DATABASE_KINDS)('a register-code sweep from many addresses (%s)', (kind) => {
  let ctx: TestContext;
  let code: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { TRUST_PROXY: '1' });
    admin = await adminToken(ctx);
    code = (await createUniversity(ctx, admin, { universityName: 'Surgical ward', numberOfStudents: 50, course: 'surgical' })).registerCode;
    expect(code.startsWith('SUR')).toBe(true);
  }, 600_000);
  afterAll(() => ctx?.close());

  let studentNumber = 0;
  const signup = (registerCode: string, address: string, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      payload: signupBody(registerCode, { studentId: String(6_700_000 + ++studentNumber) }),
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address, 'accept-language': language },
    });

  it('answers every wrong code alike, whichever part of it was wrong', async () => {
    const wrongSuffix = code.slice(0, 5) + ALPHABET.split('').find((c) => c !== code[5])!;
    const answers = await Promise.all(['SURZZZ', wrongSuffix, 'QQQQQQ', 'MEDAAA'].map((c, i) => signup(c, `127.0.1.${i + 1}`)));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answers[0].json());
    }
    await ctx.database.executeSql('delete from register_code_failures');
  });

  it('stops 300 wrong codes of one prefix from 300 addresses long before the end, alerts the administrators, and lets a real student in', async () => {
    // The first 301 codes of the prefix in order (AAA, AAB, ...), the real one left out: 300 wrong ones.
    const wrong = new Set<string>();
    for (let i = 0; wrong.size < 300; i++) {
      const guess = 'SUR' + [1024, 32, 1].map((unit) => ALPHABET[Math.floor(i / unit) % 32]).join('');
      if (guess !== code) wrong.add(guess);
    }
    const started = Date.now();
    const answers = await Promise.all([...wrong].map((c, i) => signup(c, `127.0.${Math.floor(i / 250) + 2}.${(i % 250) + 1}`)));
    const sweepSeconds = (Date.now() - started) / 1000;
    const checked = answers.filter((r) => r.statusCode === 400);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked.length + refused.length).toBe(answers.length);
    // 10 free wrong codes, then one more per 1 s, 2 s, 4 s ... of the sweep.
    expect(checked.length).toBeGreaterThanOrEqual(10);
    expect(checked.length).toBeLessThanOrEqual(10 + Math.ceil(Math.log2(sweepSeconds + 1)) + 1);
    for (const res of checked) expect(res.json().code).toBe('signup.unknownRegisterCode');
    for (const res of refused) {
      expect(res.json().code).toBe('signup.registerCodeWait');
      expect(res.json().message).toMatch(/^Too many wrong register codes have been tried\. Please wait \d+ seconds/);
    }
    const { rows } = await ctx.database.executeSql("select failures from register_code_failures where scope = 'prefix:SUR'");
    expect(rows).toEqual([{ failures: checked.length }]);

    const bell = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { authorization: `Bearer ${admin}` } });
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json().notifications.filter((n: { kind: string }) => n.kind === 'registerCodeSweep')).toHaveLength(1);

    // The real student, from yet another address: in at once, or after the few seconds the answer names.
    const tried = Date.now();
    let res = await signup(code, '192.0.2.77', 'th');
    let waited = 0;
    while (res.statusCode === 429) {
      const seconds = (res.json() as { message: string }).message.match(/\d+/)![0];
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
      waited += Number(seconds);
      expect(waited).toBeLessThanOrEqual(20);
      await new Promise((r) => setTimeout(r, Number(seconds) * 1000));
      res = await signup(code, '192.0.2.77', 'th');
    }
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.universityCode).toBe(code);
    expect((Date.now() - tried) / 1000).toBeLessThan(25);
    // The right code was given back: it is not counted as a failure.
    const after = await ctx.database.executeSql("select failures from register_code_failures where scope = 'prefix:SUR'");
    expect(after.rows).toEqual([{ failures: checked.length }]);
  }, 300_000);
});
