import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { gradeAs, get, post, sendToReview, submitAnswer } from '../professor/support.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';
import { startSmtpServer } from './smtpServer.js';

type Note = { _id: string; kind: string; submissionId: string; read: boolean; actor: { firstName: string } | null };

/** Issue 23, item 3: the bell, marking read, and e-mail through a real SMTP server. */
describe.each(DATABASE_KINDS)('notifications (%s)', (kind) => {
  let world: World;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const notes = async (who: Person, query = '') => (await get(world, who, `/api/v1/notifications${query}`)).json() as { notifications: Note[]; unread: number };
  const settle = () => world.ctx.app.services.notifications.settled();
  const settings = (who: Person, language: string, payload: object) =>
    world.ctx.app.inject({ method: 'PUT', url: '/api/v1/notifications/settings', headers: { ...bearer(who.token), 'accept-language': language }, payload });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    world = await createWorld(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'NurseLab <noreply@nurselab.test>', PUBLIC_URL: 'https://nurselab.test' }, 2);
  });
  afterAll(async () => {
    await world.ctx.close();
    await smtp.close();
  });

  it('tells the student of a lecturer comment, the lecturer of the reply, and marks read', async () => {
    const [student] = world.students;
    const id = await submitAnswer(world, student!, { labNumber: 1 });
    await sendToReview(world, id);
    const before = (await notes(world.professor)).unread;
    const comment = (await post(world, world.professor, `/api/v1/submissions/${id}/comments`, { text: 'Look at 0:01', atSeconds: 1 })).json();
    const forStudent = await notes(student!, '?unread=true');
    expect(forStudent.unread).toBe(1);
    expect(forStudent.notifications[0]).toMatchObject({ kind: 'comment', submissionId: id, read: false, actor: { firstName: expect.any(String) } });

    await post(world, student!, `/api/v1/submissions/${id}/comments`, { text: 'Thanks', replyTo: comment._id });
    const forLecturer = await notes(world.professor);
    expect(forLecturer.unread).toBe(before + 1);
    expect(forLecturer.notifications[0]).toMatchObject({ kind: 'reply', submissionId: id });
    // The author is never told of their own words; a lecturer of another university never at all.
    expect((await notes(student!)).notifications.filter((n) => n.kind === 'reply')).toHaveLength(0);
    expect((await notes(world.otherProfessor)).unread).toBe(0);

    // Marking read: someone else's ids change nothing; one's own do.
    expect((await post(world, world.otherProfessor, '/api/v1/notifications/read', { ids: [forStudent.notifications[0]!._id] })).statusCode).toBe(200);
    expect((await notes(student!)).unread).toBe(1);
    const read = await post(world, student!, '/api/v1/notifications/read', { ids: [forStudent.notifications[0]!._id] });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await notes(student!)).notifications[0]!.read).toBe(true);
    expect((await notes(student!, '?unread=true')).notifications).toHaveLength(0);
  });

  it('tells the student when a grade is released and when an attempt is given back', async () => {
    const [, student] = world.students;
    await post(world, student!, '/api/v1/notifications/read', {});
    const graded = await submitAnswer(world, student!, { labNumber: 2 });
    await sendToReview(world, graded);
    const form = (await get(world, world.professor, `/api/v1/professor/submissions/${graded}/review`)).json();
    const review = await post(world, world.professor, `/api/v1/professor/submissions/${graded}/review`, { itemsMet: [], score: form.suggested.score, pros: [], recommendations: [], reason: 'checked' });
    expect(review.statusCode).toBe(200);
    const returned = await submitAnswer(world, student!, { labNumber: 3 });
    await gradeAs(world, returned, 'nothing useful');
    expect((await post(world, world.professor, `/api/v1/professor/submissions/${returned}/give-back`)).statusCode).toBe(200);
    const { notifications, unread } = await notes(student!);
    expect(unread).toBe(2);
    expect(notifications.map((n) => [n.kind, n.submissionId])).toEqual([
      ['attemptReturned', returned],
      ['gradeReleased', graded],
    ]);
    expect((await post(world, student!, '/api/v1/notifications/read', {})).json()).toEqual({ unread: 0 });
  });

  it('e-mails in the user’s language through the SMTP server, and not once they opt out', async () => {
    const [student] = world.students;
    expect((await settings(student!, 'th', { email: 'not-an-address', emailEnabled: true })).json().message).toBe('กรุณากรอกอีเมลที่ถูกต้อง');
    const saved = await settings(student!, 'th', { email: 'student@school.test', emailEnabled: true });
    expect(saved.json()).toEqual({ email: 'student@school.test', emailEnabled: true, emailAvailable: true });
    await settings(world.professor, 'en', { email: 'lecturer@school.test', emailEnabled: true });

    const id = await submitAnswer(world, student!, { labNumber: 4 });
    await sendToReview(world, id);
    const comment = (await post(world, world.professor, `/api/v1/submissions/${id}/comments`, { text: 'Pinned', atSeconds: 0.2 })).json();
    await settle();
    const thai = smtp.received.find((m) => m.to && JSON.stringify(m.to).includes('student@school.test'));
    expect(thai?.subject).toMatch(/แสดงความคิดเห็นในคำตอบ/);
    expect(thai?.text).toContain('https://nurselab.test/notifications');
    expect(thai?.from?.text).toContain('noreply@nurselab.test');

    await post(world, student!, `/api/v1/submissions/${id}/comments`, { text: 'ขอบคุณค่ะ', replyTo: comment._id });
    await settle();
    const english = smtp.received.find((m) => JSON.stringify(m.to).includes('lecturer@school.test'));
    expect(english?.subject).toMatch(/replied on/);

    // Opted out: the bell still rings, no e-mail is sent.
    await settings(student!, 'th', { email: 'student@school.test', emailEnabled: false });
    const count = smtp.received.length;
    const unreadBefore = (await notes(student!)).unread;
    await post(world, world.professor, `/api/v1/submissions/${id}/comments`, { text: 'Another one' });
    await settle();
    expect((await notes(student!)).unread).toBe(unreadBefore + 1);
    expect(smtp.received.length).toBe(count);
  });

  it('sends the unread count live over server-sent events', async () => {
    const [student] = world.students;
    await post(world, student!, '/api/v1/notifications/read', {});
    const ticket = (await post(world, student!, '/api/v1/notifications/stream-ticket')).json();
    const address = await world.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}${ticket.url}`, { signal: controller.signal });
    const reader = response.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil('data: {"unread":0}');
    const id = await submitAnswer(world, student!, { labNumber: 5 });
    await post(world, world.professor, `/api/v1/submissions/${id}/comments`, { text: 'live' });
    await readUntil('data: {"unread":1}');
    controller.abort();
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/v1/notifications/events?ticket=1.bad.x' })).statusCode).toBe(403);
  });
});
