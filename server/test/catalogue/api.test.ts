import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { adminToken, bearer, createProfessor, createUniversity, signupStudent } from '../support/fixtures.js';

describe.each(DATABASE_KINDS)('catalogue API (%s)', (kind) => {
  let ctx: TestContext;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '1000' }, { content: true });
    token.admin = await adminToken(ctx);
    for (const course of ['maternalchild', '315', 'surgical', 'medical', 'ob', 'trial-cssd'] as const) {
      const { registerCode } = await createUniversity(ctx, token.admin, { course });
      token[course] = (await signupStudent(ctx, registerCode)).token;
      if (course === 'surgical') token.surgicalProfessor = (await createProfessor(ctx, token.admin, registerCode)).token;
    }
  });
  afterAll(() => ctx.close());

  const get = (url: string, who: string, language?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token[who]), ...(language ? { 'accept-language': language } : {}) } });

  it.each([
    ['/api/v1/student/labs', 'maternalchild', 20],
    ['/api/v1/student/315/labs', '315', 10],
    ['/api/v1/student/surgical/labs', 'surgical', 5],
    ['/api/v1/student/medical/labs', 'medical', 5],
    ['/api/v1/student/ob/labs', 'ob', 5],
  ])('%s lists the course labs for its student', async (url, who, count) => {
    const res = await get(url, who);
    expect(res.statusCode).toBe(200);
    const { labs } = res.json();
    expect(labs).toHaveLength(count);
    expect(labs.map((l: { labNumber: number }) => l.labNumber)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(labs[0]).toMatchObject({ attemptsLeft: 3, attemptCount: 0, isPass: null, everPassed: false, latestAttempt: null });
    expect(labs[0].labInfo).toMatchObject({ labNumber: 1, _id: expect.any(String), labName: expect.any(String) });
  });

  it('visitors see the trial labs without their questions, in the asked language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/trial/labs?lang=jp' });
    expect(response.statusCode).toBe(200);
    const labs = response.json().labs as Record<string, unknown>[];
    expect(labs.map((l) => l.labNumber)).toEqual([1, 2, 3]);
    expect(labs.every((l) => l.language === 'ja' && l.subject === 'trial-cssd' && !('questions' in l))).toBe(true);
  });

  it('the trial lists at least three labs', async () => {
    expect((await get('/api/v1/student/trial-cssd/labs', 'trial-cssd')).json().labs.length).toBeGreaterThanOrEqual(3);
  });

  it('a student cannot list or open another course', async () => {
    expect((await get('/api/v1/student/surgical/labs', 'maternalchild')).statusCode).toBe(403);
    expect((await get('/api/v1/labs/surgical/1', 'maternalchild')).statusCode).toBe(403);
    const surgicalLab = (await get('/api/v1/labs/surgical/1', 'admin')).json();
    expect((await get(`/api/v1/student/lab/${surgicalLab._id}`, 'maternalchild')).statusCode).toBe(403);
  });

  it('returns a lab in every language, without its rubric', async () => {
    const titles = new Set<string>();
    for (const lang of ['th', 'zh', 'en', 'ja', 'id', 'cn', 'jp', 'indo']) {
      const res = await get(`/api/v1/labs/maternalchild/4?lang=${lang}`, 'maternalchild');
      expect(res.statusCode).toBe(200);
      const lab = res.json();
      expect(lab.questions.length).toBeGreaterThan(0);
      expect(JSON.stringify(lab)).not.toMatch(/rubric|phrasings|modelAnswer|feedback/);
      titles.add(lab.title);
    }
    expect(titles.size).toBe(5);
    const english = (await get('/api/v1/labs/maternalchild/4?lang=en', 'maternalchild')).json();
    expect(english).toMatchObject({ subject: 'maternalchild', labNumber: 4, language: 'en', medium: { kind: 'image' } });
    const media = await ctx.app.inject({ method: 'GET', url: english.medium.url });
    expect(media.statusCode).toBe(200);
  });

  it('uses Accept-Language for lab names and by-id lookups', async () => {
    const th = (await get('/api/v1/student/labs', 'maternalchild', 'th')).json().labs[0];
    const en = (await get('/api/v1/student/labs', 'maternalchild', 'en')).json().labs[0];
    expect(th.labInfo.labName).not.toBe(en.labInfo.labName);
    const byId = (await get(`/api/v1/student/lab/${en.labInfo._id}`, 'maternalchild', 'en')).json();
    expect(byId.lab.title).toBe(en.labInfo.labName);
  });

  it('professors see their course, administrators every lab', async () => {
    expect((await get('/api/v1/labs/surgical/2', 'surgicalProfessor')).statusCode).toBe(200);
    expect((await get('/api/v1/labs/medical/2', 'surgicalProfessor')).statusCode).toBe(403);
    expect((await get('/api/v1/labs/ob/5', 'admin')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown lab and 401 without a token', async () => {
    expect((await get('/api/v1/labs/maternalchild/99', 'maternalchild')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/labs/maternalchild/1' })).statusCode).toBe(401);
  });
});
