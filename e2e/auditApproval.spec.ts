import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousAxeViolations, locale, pageWidth } from './support';
import { ANSWER_EN, apiGet, apiSend, apiSignIn, apiSignUpStudent, apiSubmitAnswer, storeBeforeLoad, type Account } from './support/staff';

/**
 * Issue 24: a university that requires a lecturer's approval of new students (the student waits,
 * the lecturer approves on the dashboard, the student records), then the audit log an
 * administrator reads after the lecturer played that recording and graded it. Phone (390x844)
 * and laptop (1366x768).
 */

test.describe.configure({ mode: 'serial' });

const en = locale('en');
const adminPanel = locale('en', 'admin');
const professorText = locale('en', 'professor');
const unique = `${Date.now()}`.slice(-7);
const lecturer = { username: `prof_aud_${unique}`, password: 'theatre-list-7' };
let admin: Account;
let professor: Account;
let student: Account;
let universityId: string;
let submissionId: string;
let registerCode: string;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function pageAs(browser: Browser, account: Account, viewport: { width: number; height: number }): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-US', viewport });
  const page = await context.newPage();
  await storeBeforeLoad(page, 'nurselab.session', JSON.stringify(account));
  await storeBeforeLoad(page, 'nurselab.language', 'en');
  return { page, close: () => context.close() };
}

test.beforeAll(async ({ request }) => {
  admin = await apiSignIn(request, 'admin', 'admin123');
  const created = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName: `E2E Approval University ${unique}`, numberOfStudents: 5, course: 'maternalchild' });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { registerCode: string; university: { _id: string } };
  universityId = body.university._id;
  const prof = await apiSend(request, admin.token, 'POST', '/api/v1/admin/professors', { ...lecturer, firstName: 'Audit', lastName: 'Lecturer', universityId });
  expect(prof.status(), await prof.text()).toBe(201);
  professor = await apiSignIn(request, lecturer.username, lecturer.password);
  // Kept for the student's sign-up, after the administrator turns approval on.
  registerCode = body.registerCode;
});

test('the administrator requires approval; a new student waits, the lecturer approves on the dashboard, the student records', async ({ browser, request }) => {
  test.setTimeout(420_000);
  // The administrator turns the setting on in the university's form (laptop).
  const adminPage = await pageAs(browser, admin, LAPTOP);
  await adminPage.page.goto('/admin/dashboard');
  await adminPage.page.getByRole('button', { name: fillName(adminPanel.manageOf, `E2E Approval University ${unique}`) }).click();
  const approval = adminPage.page.getByTestId('requires-approval');
  await expect(approval).not.toBeChecked();
  await approval.check();
  await adminPage.page.locator('#edit-university').locator('..').getByRole('button', { name: adminPanel.save }).click();
  await expect(adminPage.page.getByText(adminPanel.saved)).toBeVisible();
  await adminPage.close();
  const university = await apiGet<{ requiresApproval: boolean }>(request, admin.token, `/api/v1/admin/universities/${universityId}`);
  expect(university.requiresApproval).toBe(true);

  student = await apiSignUpStudent(request, registerCode, 'Wanida', 'Pending');
  expect(student.user).toMatchObject({ approval: 'pending' });

  // The student, on a phone: the waiting screen instead of the labs and the recorder.
  const studentPage = await pageAs(browser, student, PHONE);
  await studentPage.page.goto('/student/labs/maternalchild/1');
  await expect(studentPage.page.getByRole('heading', { level: 1 })).toHaveText(en.approval.title);
  await expect(studentPage.page.getByRole('button', { name: 'Ready', exact: true })).toHaveCount(0);
  expect(await pageWidth(studentPage.page)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeViolations(studentPage.page);
  // The server refuses the recording too.
  const refused = await request.post('/api/v1/lab-deployed/upload-chunk', {
    headers: { authorization: `Bearer ${student.token}` },
    multipart: { chunk: { name: 'a.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF') }, fileName: 'a.wav', chunkIndex: '0', totalChunks: '1' },
  });
  expect(refused.status()).toBe(403);

  // The lecturer, on a phone: the bell and the dashboard name the student; approve.
  const lecturerPage = await pageAs(browser, professor, PHONE);
  await lecturerPage.page.goto('/notifications');
  await expect(lecturerPage.page.getByTestId('notification').filter({ hasText: 'Wanida Pending' })).toHaveAttribute('data-kind', 'studentWaiting');
  await lecturerPage.page.getByTestId('notification').filter({ hasText: 'Wanida Pending' }).getByRole('link').click();
  const panel = lecturerPage.page.getByTestId('pending-students');
  await expect(panel.getByRole('heading')).toHaveText(fillName(professorText.pending.title_one, '1', 'count'));
  expect(await pageWidth(lecturerPage.page)).toBeLessThanOrEqual(PHONE.width);
  await panel.getByRole('button', { name: fillName(professorText.pending.approveOf, 'Wanida Pending') }).click();
  await expect(panel.getByRole('status')).toContainText(fillName(professorText.pending.approved, 'Wanida Pending'));
  await lecturerPage.close();

  // The student's waiting page notices by itself and opens the lab with its recorder.
  await expect(studentPage.page.getByTestId('awaiting-approval')).toHaveCount(0, { timeout: 30_000 });
  await expect(studentPage.page.getByRole('region', { name: 'Your answer' }).getByRole('button', { name: 'Ready', exact: true })).toBeVisible();
  await studentPage.close();

  // And records: an answer through the recorder's own upload and finalise calls.
  await apiSubmitAnswer(request, student, 'maternalchild-1-en', ANSWER_EN);
  const history = await apiGet<{ labSubmissions: { _id: string; status: string }[] }>(request, student.token, '/api/v1/student/maternalchild/1/history');
  expect(history.labSubmissions).toHaveLength(1);
  submissionId = history.labSubmissions[0]._id;
});

test('the administrator reads who played the recording and who graded it, filters the log and downloads it as CSV', async ({ browser, request }) => {
  test.setTimeout(420_000);
  await expect
    .poll(async () => (await apiGet<{ labSubmissions: { status: string }[] }>(request, student.token, '/api/v1/student/maternalchild/1/history')).labSubmissions[0].status, { timeout: 300_000 })
    .toMatch(/^(graded|needs_review)$/);

  // The lecturer opens the answer and plays it (laptop).
  const lecturerPage = await pageAs(browser, professor, LAPTOP);
  await lecturerPage.page.goto(`/professor/review/${submissionId}`);
  const player = lecturerPage.page.getByTestId('recording-player');
  await expect(player).toBeVisible();
  await player.evaluate((media) => (media as unknown as { muted: boolean; play(): Promise<void> }).play().catch(() => undefined));
  await expect.poll(() => player.evaluate((media) => (media as unknown as { currentTime: number }).currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
  await lecturerPage.close();
  // ... and grades it.
  const form = await apiGet<{ lab: { questions: { rubric: { id: string }[] }[] } }>(request, professor.token, `/api/v1/professor/submissions/${submissionId}/review`);
  const graded = await apiSend(request, professor.token, 'POST', `/api/v1/professor/submissions/${submissionId}/review`, {
    itemsMet: [form.lab.questions[0].rubric[0].id],
    score: 35,
    pros: [],
    recommendations: [],
    reason: 'E2E audit check',
  });
  expect(graded.status(), await graded.text()).toBe(200);

  for (const viewport of [LAPTOP, PHONE]) {
    const adminPage = await pageAs(browser, admin, viewport);
    await adminPage.page.goto('/admin/dashboard');
    const log = adminPage.page.getByTestId('audit-log');
    await log.getByLabel(adminPanel.audit.user).fill(lecturer.username);
    await log.getByRole('button', { name: adminPanel.audit.apply }).click();
    const events = log.getByTestId('audit-event');
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toHaveAttribute('data-kind', 'grade.reviewed');
    await expect(events.nth(0)).toContainText(adminPanel.audit.kinds['grade.reviewed']);
    await expect(events.nth(0)).toContainText(`(${lecturer.username})`);
    await expect(events.nth(0)).toContainText('→ 35');
    await expect(events.nth(1)).toHaveAttribute('data-kind', 'recording.played');
    await expect(events.nth(1)).toContainText(`(${student.user.username})`);
    await expect(events.nth(1)).toContainText(`E2E Approval University ${unique}`);
    // One kind only.
    await log.getByLabel(adminPanel.audit.kind).selectOption('recording.played');
    await log.getByRole('button', { name: adminPanel.audit.apply }).click();
    await expect(events).toHaveCount(1);
    expect(await pageWidth(adminPage.page)).toBeLessThanOrEqual(viewport.width);
    if (viewport === LAPTOP) {
      const download = adminPage.page.waitForEvent('download');
      await log.getByRole('button', { name: adminPanel.audit.csv }).click();
      const file = await (await download).path();
      const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(csv[0]).toBe('time,kind,actor,actor_name,university,student,student_name,subject,lab,attempt,submission_id,details');
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain(`recording.played,${lecturer.username},`);
      expect(csv[1]).toContain(submissionId);
      await expectNoSeriousAxeViolations(adminPage.page);
    }
    await adminPage.close();
  }
});

/** i18next's {{name}} (or another value) filled in. */
function fillName(template: string, value: string, key = 'name'): string {
  return template.replace(`{{${key}}}`, value);
}
