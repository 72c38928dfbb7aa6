import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';
import { gradeAs, sendToReview, submitAnswer } from './support.js';

/**
 * Issue 23 item 6 and the university time zone: the score files open well for people (headers in
 * the lecturer's language, local times, a totals row) and stay stable for tools (?format=keys);
 * administrators set an IANA time zone, which due dates and the files then use.
 */
describe.each(DATABASE_KINDS)('score files and the university time zone (%s)', (kind) => {
  let world: World;
  let home: { _id: string; timeZone: string };
  let graded: string;
  let waiting: string;

  const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, who: Person, options: { payload?: object; language?: string } = {}) =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), ...(options.language ? { 'accept-language': options.language } : {}) }, ...(options.payload ? { payload: options.payload } : {}) });
  const csv = async (url: string, language?: string) => {
    const res = await call('GET', url, world.professor, { language });
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(res.rawPayload.subarray(3).toString('utf8')) as string[][];
  };
  const createdAt = async (id: string) => (await call('GET', `/api/v1/professor/submissions/${id}/review`, world.professor)).json().submission.createdAt as string;

  beforeAll(async () => {
    world = await createWorld(kind, {}, 3);
    home = (await call('GET', '/api/v1/professor/university', world.professor)).json();
    const [first, second] = world.students;
    graded = await submitAnswer(world, first, { labNumber: 1 });
    await gradeAs(world, graded, 'model answer');
    waiting = await submitAnswer(world, second, { labNumber: 1 });
    await sendToReview(world, waiting);
  }, 300_000);
  afterAll(async () => {
    await world.ctx.close();
  });

  it('is Asia/Bangkok until an administrator sets another zone; a bad zone is refused in the reader’s language and changes nothing', async () => {
    expect(home.timeZone).toBe('Asia/Bangkok');
    expect((await call('GET', `/api/v1/admin/universities/${home._id}`, world.admin)).json().timeZone).toBe('Asia/Bangkok');

    for (const bad of ['Mars/Olympus', '+07:00', 'ICT', '', 'Asia/Bangkok; drop table universities']) {
      const refused = await call('PATCH', `/api/v1/admin/universities/${home._id}`, world.admin, { payload: { timeZone: bad, numberOfStudents: 60 }, language: 'th' });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'admin.timeZone',
        message: 'กรุณากรอกเขตเวลาเป็นชื่อแบบ IANA เช่น Asia/Bangkok หรือ Asia/Jakarta',
        errors: [{ field: 'timeZone', code: 'admin.timeZone' }],
      });
    }
    const english = await call('PATCH', `/api/v1/admin/universities/${home._id}`, world.admin, { payload: { timeZone: 'Nowhere/City' }, language: 'en' });
    expect(english.json().message).toBe('Enter the time zone as an IANA name such as Asia/Bangkok or Asia/Jakarta.');
    // Nothing was saved by the refused requests (not even the capacity sent with them).
    const unchanged = (await call('GET', `/api/v1/admin/universities/${home._id}`, world.admin)).json();
    expect(unchanged).toMatchObject({ timeZone: 'Asia/Bangkok', numberOfStudents: 50 });

    // Only administrators set it.
    expect((await call('PATCH', `/api/v1/admin/universities/${home._id}`, world.professor, { payload: { timeZone: 'Asia/Tokyo' } })).statusCode).toBe(403);
  });

  it('reads due dates in the university’s zone once set, for lecturers and students', async () => {
    const saved = await call('PATCH', `/api/v1/admin/universities/${home._id}`, world.admin, { payload: { timeZone: 'Asia/Tokyo' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toBe('Asia/Tokyo');
    expect((await call('GET', '/api/v1/professor/university', world.professor)).json().timeZone).toBe('Asia/Tokyo');

    // 17:00 in Tokyo (+09:00) is 08:00 UTC, not Bangkok's 10:00.
    const set = await call('PUT', '/api/v1/professor/labs/maternalchild/2/due-date', world.professor, { payload: { dueAt: '2031-03-01T17:00' } });
    expect(set.json()).toEqual({ labNumber: 2, due: { at: '2031-03-01T08:00:00.000Z', timeZone: 'Asia/Tokyo' } });
    expect((await call('GET', '/api/v1/professor/due-dates', world.professor)).json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
    const labs = (await call('GET', '/api/v1/student/labs', world.students[0])).json().labs;
    expect(labs.find((l: { labNumber: number }) => l.labNumber === 2).due).toEqual({ at: '2031-03-01T08:00:00.000Z', timeZone: 'Asia/Tokyo' });
    // Another university keeps Bangkok.
    expect((await call('GET', '/api/v1/professor/university', world.otherProfessor)).json().timeZone).toBe('Asia/Bangkok');
  });

  it('writes student_scores.csv for people: Thai headers and words, a totals row; ?format=keys keeps the English keys for tools', async () => {
    const rows = await csv('/api/v1/professor/download-scores', 'th');
    expect(rows[0].slice(0, 8)).toEqual(['รหัสนักศึกษา', 'ชื่อ', 'นามสกุล', 'แล็บ 1 คะแนนสูงสุด', 'แล็บ 1 จำนวนครั้งที่ใช้', 'แล็บ 1 ผ่าน', 'แล็บ 1 สถานะ', 'แล็บ 1 ส่งช้า']);
    expect(rows).toHaveLength(1 + 3 + 1);
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('รวม (คะแนน: ค่าเฉลี่ย)');
    const best = rows.slice(1, -1).map((r) => r[3]).filter(Boolean).map(Number);
    expect(best).toHaveLength(1);
    expect(Number(totals[3])).toBe(best[0]); // the average best score of lab 1 (one student has a score)
    expect(totals[4]).toBe('2'); // two attempts used in lab 1
    expect(totals[5]).toBe(best[0] >= 60 ? '1' : '0');
    const words = new Set(rows.slice(1, -1).map((r) => r[6]));
    expect(words).toContain('รออาจารย์ตรวจ');
    expect(words).toContain('ยังไม่ได้ทำ');

    const keys = await csv('/api/v1/professor/download-scores?format=keys', 'th');
    expect(keys[0].slice(0, 8)).toEqual(['Student ID', 'First Name', 'Last Name', 'Lab 1 Best Score', 'Lab 1 Attempts Used', 'Lab 1 Passed', 'Lab 1 Status', 'Lab 1 Late']);
    expect(keys).toHaveLength(1 + 3);
    expect(new Set(keys.slice(1).map((r) => r[6]))).toContain('waiting for lecturer');

    // Without a language asked for: English headers (the keys' words) and still the totals row.
    const plain = await csv('/api/v1/professor/download-scores');
    expect(plain[0].slice(0, 4)).toEqual(keys[0].slice(0, 4));
    expect(plain.at(-1)![0]).toBe('Totals (scores and points: average)');
  });

  it('writes student_attempts.csv times in the university’s zone (named in the header) for people, UTC ISO for tools', async () => {
    const at = await createdAt(graded);
    const tokyo = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(at));

    const rows = await csv('/api/v1/professor/download-attempts', 'ja');
    expect(rows[0].slice(0, 6)).toEqual(['学籍番号', '名', '姓', 'ラボ', '回', '提出日時（Asia/Tokyo）']);
    expect(rows[0]).toContain('締め切り（Asia/Tokyo）');
    expect(rows).toHaveLength(1 + 2 + 1);
    const people = rows.slice(1, -1);
    expect(people.map((r) => r[5])).toContain(tokyo);
    expect(people.map((r) => r[7]).sort()).toEqual(['採点済み', '教員の採点待ち'].sort());
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe('合計（点数：平均）');
    expect(totals[4]).toBe('2');
    const scores = people.map((r) => r[8]).filter(Boolean).map(Number);
    expect(Number(totals[8])).toBe(scores[0]);

    const keys = await csv('/api/v1/professor/download-attempts?format=keys', 'ja');
    expect(keys[0].slice(0, 6)).toEqual(['Student ID', 'First Name', 'Last Name', 'Lab', 'Attempt', 'Submitted At']);
    expect(keys).toHaveLength(1 + 2);
    expect(keys.slice(1).map((r) => r[5])).toContain(at);

    // The OpenAPI document says how to get the keys.
    const doc = (await world.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = doc.paths['/api/v1/professor/download-scores'].get.parameters as { name: string; description?: string }[];
    expect(parameters.find((p) => p.name === 'format')?.description).toMatch(/keys.*English column keys/);
  });

  it('shows each student’s last activity and answers waiting on the dashboard', async () => {
    const [first, second, third] = world.students;
    const rows = (await call('GET', '/api/v1/professor/labs', world.professor)).json().studentLabStatuses as { _id: string; lastActivityAt: string | null; waitingAnswers: number }[];
    const of = (p: Person) => rows.find((r) => r._id === p.userId)!;
    expect(of(first)).toMatchObject({ lastActivityAt: await createdAt(graded), waitingAnswers: 0 });
    expect(of(second)).toMatchObject({ lastActivityAt: await createdAt(waiting), waitingAnswers: 1 });
    expect(of(third)).toMatchObject({ lastActivityAt: null, waitingAnswers: 0 });
    // Graded by a lecturer: no longer waiting.
    const review = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/professor/submissions/${waiting}/review`,
      headers: bearer(world.professor.token),
      payload: { itemsMet: [], score: 10, pros: [], recommendations: [] },
    });
    expect(review.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/professor/labs', world.professor)).json().studentLabStatuses.find((r: { _id: string }) => r._id === second.userId).waitingAnswers).toBe(0);
  });
});
