import { expect, test } from '@playwright/test';
import { apiSend, apiSignIn, apiSignUpStudent, uiSignIn } from './support/staff';
import { expectNoSeriousAxeViolations } from './support/student';

/**
 * Issue 24 item 1, in a real Chromium against the real server: an administrator sets a
 * university's retention and data controller (the students of that university see it on
 * /privacy), and handles a student's deletion request from the list of students.
 */

async function newUniversity(request: Parameters<typeof apiSignIn>[0], name: string) {
  const admin = await apiSignIn(request, 'admin', 'admin123');
  const res = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName: name, numberOfStudents: 10, course: 'maternalchild' });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { registerCode: string; university: { _id: string } };
}

test('the administrator sets retention and the data controller; the university’s student sees the controller on /privacy', async ({ page, request }) => {
  test.setTimeout(120_000);
  const universityName = `E2E Privacy University ${Date.now()}`.slice(0, 60);
  const { registerCode, university } = await newUniversity(request, universityName);
  const student = await apiSignUpStudent(request, registerCode, 'Dara', 'Privacy');

  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, 'admin', 'admin123', 'en', /\/admin\/dashboard$/);
  await page.getByRole('row', { name: new RegExp(universityName) }).getByRole('button', { name: `Manage ${universityName}` }).click();
  const form = page.getByRole('region', { name: 'Privacy: retention and data controller' });
  await expect(form).toBeVisible();

  // The copy kept shorter than the originals is refused, in the reader's language.
  await form.getByLabel('Delete original recordings after (days)').fill('30');
  await form.getByLabel('Delete the playback copy, transcript and evidence after (days)').fill('10');
  const tooShort = form.getByText("Keep the playback copy at least as long as the originals, and set the originals' days first.");
  await expect(tooShort).toHaveCount(1);
  await form.getByRole('button', { name: 'Save privacy settings' }).click();
  // The field's error and the form's answer.
  await expect(tooShort).toHaveCount(2);

  await form.getByLabel('Delete the playback copy, transcript and evidence after (days)').fill('365');
  await form.getByLabel('Data controller', { exact: true }).fill('Faculty of Nursing, E2E University');
  await form.getByLabel("Data controller's e-mail (data protection officer)").fill('dpo@e2e.ac.th');
  await form.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(form.getByText('Changes saved.')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/retention-admin-1366.png', fullPage: false });
  await expectNoSeriousAxeViolations(page);

  const admin = await apiSignIn(request, 'admin', 'admin123');
  const saved = await (await request.get(`/api/v1/admin/universities/${university._id}`, { headers: { authorization: `Bearer ${admin.token}` } })).json();
  expect(saved).toMatchObject({ originalRetentionDays: 30, copyRetentionDays: 365, controllerName: 'Faculty of Nursing, E2E University', controllerEmail: 'dpo@e2e.ac.th' });

  // On a phone the form fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await form.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/retention-admin-390.png' });

  // The public page keeps the general text; the student of that university sees their controller.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/privacy');
  await expect(visitor.getByRole('heading', { name: 'ผู้ควบคุมข้อมูลส่วนบุคคล' })).toBeVisible();
  await expect(visitor.getByTestId('your-data-controller')).toHaveCount(0);
  await visitor.close();

  const studentPage = await page.context().browser()!.newPage({ locale: 'th-TH' });
  await uiSignIn(studentPage, student.user.username, 'ward-round-42', 'th', /\/student\/dashboard$/);
  await studentPage.goto('/privacy');
  const yours = studentPage.getByTestId('your-data-controller');
  await expect(yours).toContainText(`สำหรับคุณ ผู้ควบคุมข้อมูลส่วนบุคคลคือ Faculty of Nursing, E2E University (${universityName})`);
  await expect(yours.getByRole('link', { name: 'dpo@e2e.ac.th' })).toHaveAttribute('href', 'mailto:dpo@e2e.ac.th');
  await studentPage.close();
});

test('the administrator handles a student’s deletion request: confirmed, recorded, and the student can no longer sign in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const universityName = `E2E Deletion University ${Date.now()}`.slice(0, 60);
  const { registerCode } = await newUniversity(request, universityName);
  const leaving = await apiSignUpStudent(request, registerCode, 'Leaving', 'Student');
  const staying = await apiSignUpStudent(request, registerCode, 'Staying', 'Student');

  await uiSignIn(page, 'admin', 'admin123', 'en', /\/admin\/dashboard$/);
  await page.getByRole('row', { name: new RegExp(universityName) }).getByRole('button', { name: `Manage ${universityName}` }).click();
  const students = page.getByTestId('university-students');
  await expect(students.getByText(`@${staying.user.username}`)).toBeVisible();

  // Cancel first: nothing happens.
  await students.getByRole('button', { name: `Delete the personal data of ${leaving.user.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the personal data of Leaving Student?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(students.getByText(`@${leaving.user.username}`)).toBeVisible();

  await students.getByRole('button', { name: `Delete the personal data of ${leaving.user.username}` }).click();
  await expect(dialog.getByText(/They can no longer sign in/)).toBeVisible();
  await dialog.getByLabel('Whose request is it?').selectOption('student');
  await page.screenshot({ path: 'test-results/deletion-confirm-1366.png' });
  await dialog.getByRole('button', { name: 'Delete personal data' }).click();
  await expect(students.getByText(`The personal data of ${leaving.user.username} was deleted.`)).toBeVisible();
  await expect(students.getByText(`@${leaving.user.username}`)).toHaveCount(0);
  await expect(students.getByText(/Personal data deleted on/)).toBeVisible();
  await expect(students.getByText(`@${staying.user.username}`)).toBeVisible();

  const record = page.getByTestId('personal-data-deletions').getByRole('listitem').filter({ hasText: leaving.user._id });
  await expect(record).toContainText('Requested by: The student');
  await expect(record).toContainText('by admin');
  await expect(record).toContainText('account details');
  await expectNoSeriousAxeViolations(page);

  const signin = await request.post('/api/v1/user/signin', { data: { username: leaving.user.username, password: 'ward-round-42' } });
  expect(signin.status()).toBe(401);
  await apiSignIn(request, staying.user.username, 'ward-round-42');
});
