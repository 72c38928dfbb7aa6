import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringRepository } from '../../src/authoring/repository.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { audioClip, tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

/** Words of maternalchild lab 1's English scenario: a phrasing of them earns nothing. */
const SCENARIO_WORDS = 'she sits hunched, pushing her breast towards the baby';

describe.each(DATABASE_KINDS)('lab authoring API (%s)', (kind) => {
  let world: World;
  let dir: string;
  let cleanup: () => Promise<void>;
  let draftId: string;
  let published: { labNumber: number; labId: string };

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
    world = await createWorld(kind, {}, 2);
  }, 120_000);
  afterAll(async () => {
    await world.ctx.close();
    await cleanup();
  });

  it('a lecturer copies a built-in lab in the languages chosen; it is a draft of their university', async () => {
    const res = await call(world.professor, 'POST', '/api/v1/authoring/labs', { from: { subject: 'maternalchild', labNumber: 1 }, languages: ['en'] });
    expect(res.statusCode).toBe(201);
    const draft = res.json();
    draftId = draft._id;
    expect(draft).toMatchObject({ revision: 1, labNumber: null, publishedVersion: null, lab: { subject: 'maternalchild', languages: ['en'] } });
    expect(Object.keys(draft.lab.title)).toEqual(['en']);
    expect(draft.lab.questions[0].rubric[0].phrasings.en.length).toBeGreaterThan(0);
    expect(draft.checks.filter((c: { severity: string }) => c.severity === 'error')).toEqual([]);
    const list = (await call(world.professor, 'GET', '/api/v1/authoring/labs')).json().labs;
    expect(list.map((l: { _id: string }) => l._id)).toEqual([draftId]);
    expect((await call(world.otherProfessor, 'GET', '/api/v1/authoring/labs')).json().labs).toEqual([]);
  }, 120_000);

  it('a phrasing the scenario says is an error at its field, in the lecturer\'s words; publishing is refused with it', async () => {
    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const lab = structuredClone(draft.lab);
    lab.questions[0].rubric[0].phrasings.en = [SCENARIO_WORDS];
    const saved = await call(world.professor, 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: draft.revision, lab });
    expect(saved.statusCode).toBe(200);
    const echo = saved.json().checks.find((c: { code: string; severity: string }) => c.code === 'echo' && c.severity === 'error');
    expect(echo).toMatchObject({ language: 'en', path: ['questions', 0, 'rubric', 0, 'phrasings', 'en', 0] });
    expect(echo.message).toContain('Question 1, rubric item 1');
    expect(echo.message).toContain('already in the scenario');
    expect(saved.json()).toMatchObject({ revision: draft.revision + 1, canPublish: false });

    const thai = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/authoring/labs/${draftId}`, headers: { ...bearer(world.professor.token), 'accept-language': 'th' } });
    expect(thai.json().checks.find((c: { code: string; severity: string }) => c.code === 'echo' && c.severity === 'error').message).toContain('คำถามข้อ 1 เกณฑ์ข้อ 1');

    const refused = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'authoring.checksFailed' });
    expect(refused.json().details.checks.some((c: { code: string }) => c.code === 'echo')).toBe(true);
  }, 120_000);

  it('a save over an older revision answers 409 and keeps the other lecturer\'s change', async () => {
    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const mine = structuredClone(draft.lab);
    mine.questions[0].rubric[0].phrasings.en = ['bring the baby to the breast', 'baby to breast'];
    const theirs = structuredClone(mine);
    theirs.questions[0].text.en = 'Explain to Mali how to position and latch her baby.';
    const first = await call(world.professor, 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: draft.revision, lab: theirs });
    expect(first.statusCode).toBe(200);
    const stale = await call(world.professor, 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: draft.revision, lab: mine });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'authoring.revisionChanged', details: { revision: draft.revision + 1 } });
    const now = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    expect(now.lab.questions[0].text.en).toBe('Explain to Mali how to position and latch her baby.');
    expect(now.canPublish).toBe(true);
  }, 120_000);

  it('of parallel saves naming one revision exactly one wins (a conditional update)', async () => {
    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const repository = new AuthoringRepository(world.ctx.database.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const lab = structuredClone(draft.lab);
        lab.subtitle.en = `Edit ${i}`;
        return repository.save(draftId, draft.revision, { userId: world.professor.userId, content: lab, checks: [] });
      }),
    );
    const winners = results.filter(Boolean);
    expect(winners).toHaveLength(1);
    const now = (await repository.find(draftId))!;
    expect(now.revision).toBe(draft.revision + 1);
    expect(now.content.subtitle.en).toBe(winners[0]!.content.subtitle.en);
    // Two lecturers through the API at once: one saved, one told.
    const [a, b] = await Promise.all(
      ['A', 'B'].map((who) => {
        const lab = structuredClone(now.content);
        lab.subtitle.en = `Lecturer ${who}`;
        return call(world.professor, 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: now.revision, lab });
      }),
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  }, 120_000);

  it('tries an answer as a student\'s would be graded: score, evidence and the release decision', async () => {
    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const answer = draft.lab.questions.map((q: { modelAnswer?: { en?: string } }) => q.modelAnswer?.en ?? '').join('\n');
    const res = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/try`, { language: 'en', text: answer });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.score).toBeGreaterThanOrEqual(60);
    expect(result.questions[0].items.some((i: { met: boolean; quote: string | null }) => i.met && i.quote)).toBe(true);
    expect(result.release).toMatchObject({ automatic: expect.any(Boolean), reasons: expect.any(Array) });
    const wrongLanguage = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/try`, { language: 'th', text: 'ทดสอบ' });
    expect(wrongLanguage.statusCode).toBe(400);
  }, 120_000);

  it('publishing makes a lab of the university: its students see it, other universities get 404', async () => {
    const res = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ labNumber: 101, publishedVersion: 1 });
    const [student] = world.students;
    const mine = (await call(student, 'GET', '/api/v1/student/labs')).json().labs;
    const row = mine.find((l: { labNumber: number }) => l.labNumber === 101);
    expect(row).toBeTruthy();
    published = { labNumber: 101, labId: row.labInfo._id };
    const page = await call(student, 'GET', '/api/v1/labs/maternalchild/101?lang=th');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ languages: ['en'], language: 'en' });
    expect(page.json().questions[0].text).toBe('Explain to Mali how to position and latch her baby.');

    const other = world.otherStudent;
    expect((await call(other, 'GET', '/api/v1/student/labs')).json().labs.some((l: { labNumber: number }) => l.labNumber === 101)).toBe(false);
    expect((await call(other, 'GET', '/api/v1/labs/maternalchild/101')).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/v1/student/lab/${published.labId}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/v1/student/maternalchild/101/history')).statusCode).toBe(404);
    const clip = await audioClip(dir, 2);
    const submit = await finalise(world, other, { uploadId: await storedUpload(world, other, clip), labNumber: 101, language: 'en' });
    expect(submit.statusCode).toBe(404);
    expect(submit.json().code).toBe('submission.labNotFound');
    // Its own student may answer it, in the lab's languages only.
    const thai = await finalise(world, student, { uploadId: await storedUpload(world, student, clip), labNumber: 101, language: 'th' });
    expect(thai.statusCode).toBe(400);
    const english = await finalise(world, student, { uploadId: await storedUpload(world, student, clip), labNumber: 101, language: 'en' });
    expect(english.statusCode).toBe(201);
    expect(english.json()).toMatchObject({ submission: { attempt: 1 } });
    // Its lecturers' dashboard has it; the other university's does not.
    const dashboard = (await call(world.professor, 'GET', '/api/v1/professor/labs')).json();
    expect(dashboard.labs.some((l: { labNumber: number }) => l.labNumber === 101)).toBe(true);
    const otherDashboard = (await call(world.otherProfessor, 'GET', '/api/v1/professor/labs')).json();
    expect(otherDashboard.labs.some((l: { labNumber: number }) => l.labNumber === 101)).toBe(false);
    const csv = (await call(world.professor, 'GET', '/api/v1/professor/download-scores')).body;
    expect(csv).toMatch(/101/);
    expect((await call(world.otherProfessor, 'GET', '/api/v1/professor/download-scores')).body).not.toMatch(/101/);
  }, 120_000);

  it('publishing again makes version 2; the attempt keeps version 1', async () => {
    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const lab = structuredClone(draft.lab);
    lab.title.en = 'Latch, second edition';
    expect((await call(world.professor, 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: draft.revision, lab })).statusCode).toBe(200);
    const res = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, { revision: draft.revision + 1 });
    expect(res.json()).toMatchObject({ labNumber: 101, publishedVersion: 2 });
    const history = (await call(world.students[0], 'GET', '/api/v1/student/maternalchild/101/history')).json().labSubmissions;
    expect(history).toHaveLength(1);
    const { db } = world.ctx.database;
    const { submissions, labVersions } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await db.select({ version: labVersions.version }).from(submissions).innerJoin(labVersions, eq(labVersions.id, submissions.labVersionId)).where(eq(submissions.labId, published.labId));
    expect(row.version).toBe(1);
  }, 120_000);

  it('export then import gives the same lab', async () => {
    const exported = await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/yaml');
    expect(exported.headers['content-disposition']).toContain('maternalchild-101.yaml');
    const file = parse(exported.body);
    expect(file).toMatchObject({ subject: 'maternalchild', labNumber: 101, languages: ['en'] });
    const imported = await call(world.professor, 'POST', '/api/v1/authoring/labs/import', { yaml: exported.body });
    expect(imported.statusCode).toBe(201);
    const original = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json().lab;
    const { labNumber: _n, ...same } = original;
    expect(imported.json().lab).toEqual(same);
    expect(imported.json().labNumber).toBeNull();
    const broken = await call(world.professor, 'POST', '/api/v1/authoring/labs/import', { yaml: 'subject: [' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('authoring.invalidFile');
  }, 120_000);

  it('students are refused (403) and other universities\' lecturers find nothing (404) on every authoring endpoint', async () => {
    const lab = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json().lab;
    const endpoints: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['list', 'GET', '/api/v1/authoring/labs'],
      ['create', 'POST', '/api/v1/authoring/labs', { from: { subject: 'maternalchild', labNumber: 1 }, languages: ['en'] }],
      ['import', 'POST', '/api/v1/authoring/labs/import', { yaml: 'subject: maternalchild' }],
      ['read', 'GET', `/api/v1/authoring/labs/${draftId}`],
      ['save', 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: 1, lab }],
      ['try', 'POST', `/api/v1/authoring/labs/${draftId}/try`, { language: 'en', text: 'hello' }],
      ['publish', 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {}],
      ['archive', 'POST', `/api/v1/authoring/labs/${draftId}/archive`, {}],
      ['export', 'GET', `/api/v1/authoring/labs/${draftId}/export`],
    ];
    for (const [name, method, url, body] of endpoints) {
      expect([name, (await call(world.students[0], method, url, body)).statusCode]).toEqual([name, 403]);
      if (url.includes(draftId)) expect([name, (await call(world.otherProfessor, method, url, body)).statusCode]).toEqual([name, 404]);
    }
    // An administrator writes for a university they name, not for none.
    expect((await call(world.admin, 'GET', '/api/v1/authoring/labs')).statusCode).toBe(404);
    // The draft is untouched by all of it.
    expect((await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json().lab).toEqual(lab);
  }, 120_000);
});
