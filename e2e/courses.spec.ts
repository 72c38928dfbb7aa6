import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousAxeViolations, locale, signInAs } from './support';
import { ANSWER_EN, apiGet, apiSend, apiSignIn, apiSignUpStudent, apiSubmitAnswer, storeBeforeLoad, uiSignIn, type Account } from './support/staff';

/**
 * Issue 22 items 6 and 7 in a real Chromium against the real server: the administrator adds a
 * lecturer to a second course without taking them out of the first; the lecturer switches course
 * and sees that course's students, sets a due date there, and its student sees it with the time
 * left; an answer finalised after a due date is marked late for the lecturer.
 */

test.describe.configure({ mode: 'serial' });

const SCREENS = '/work/screens/courses';
const unique = `${Date.now()}`.slice(-7);
const HOME = `E2E Home Course ${unique}`;
const SECOND = `E2E Second Course ${unique}`;
const THIRD = `E2E Third Course ${unique}`;
const professor = { username: `prof_crs_${unique}`, password: 'lecturer123' };
let admin: Account;
let courses: Record<'home' | 'second' | 'third', { registerCode: string; university: { _id: string } }>;
let homeStudent: Account;
let secondStudent: Account;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  admin = await apiSignIn(request, 'admin', 'admin123');
  const create = async (universityName: string) => {
    const res = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName, numberOfStudents: 5, course: 'maternalchild' });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { registerCode: string; university: { _id: string } };
  };
  courses = { home: await create(HOME), second: await create(SECOND), third: await create(THIRD) };
  const prof = await apiSend(request, admin.token, 'POST', '/api/v1/admin/professors', { ...professor, firstName: 'Kanya', lastName: 'Lecturer', universityId: courses.home.university._id });
  expect(prof.status(), await prof.text()).toBe(201);
  homeStudent = await apiSignUpStudent(request, courses.home.registerCode, 'Hana', 'Home');
  secondStudent = await apiSignUpStudent(request, courses.second.registerCode, 'Sora', 'Second');

  // An answer to Home's lab 1 finalised after Home's due date for it (set in the past): late.
  const lecturer = await apiSignIn(request, professor.username, professor.password);
  const due = await request.put('/api/v1/professor/labs/maternalchild/1/due-date', { headers: bearer(lecturer.token), data: { dueAt: new Date(Date.now() - 60_000).toISOString() } });
  expect(due.status(), await due.text()).toBe(200);
  await apiSubmitAnswer(request, homeStudent, 'maternalchild-1-en', ANSWER_EN);
});

test('the administrator adds the lecturer to a second course and keeps the first; a move is still asked', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, 'admin', 'admin123', 'en', /\/admin\/dashboard$/);
  const assign = page.locator('section', { has: page.getByRole('heading', { name: 'Assign a professor' }) });
  await assign.getByLabel('Register code').fill(courses.second.registerCode);
  await assign.getByLabel('Professor username').fill(professor.username);
  await assign.getByRole('button', { name: 'Assign professor' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add or move this professor?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`This lecturer teaches ${HOME}.`);
  await expect(dialog.getByRole('button', { name: 'Move professor' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Also teach here' }).click();
  await expect(assign.getByText('Professor assigned successfully')).toBeVisible();

  const list = (await (await request.get('/api/v1/admin/universities', { headers: bearer(admin.token) })).json()) as { _id: string; professors: string[] }[];
  for (const course of [courses.home, courses.second]) expect(list.find((u) => u._id === course.university._id)?.professors).toContain(professor.username);
});

test('the lecturer switches to the second course, sees its students, and sets a due date the student then sees', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, professor.username, professor.password, 'en', /\/professor\/dashboard$/);
  const students = page.getByRole('region', { name: 'Students' }).first();
  await expect(students).toContainText('Hana Home');
  await expect(students).not.toContainText('Sora Second');

  const switcher = page.getByLabel('Course', { exact: true });
  await expect(switcher).toHaveValue(courses.home.university._id);
  await switcher.selectOption({ label: `${SECOND} · Maternal and child nursing` });
  await expect(students).toContainText('Sora Second');
  await expect(students).not.toContainText('Hana Home');
  await expect(page.getByText(`University: ${SECOND}`)).toBeVisible();
  // The choice stays with the session.
  await page.reload();
  await expect(students).toContainText('Sora Second');

  // Due dates of the second course: lab 2, three days ahead at 17:00 Bangkok time.
  await page.getByRole('link', { name: 'Due dates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Due dates' })).toBeVisible();
  await expect(page.getByText(new RegExp(`Maternal and child nursing at ${SECOND}\\.`))).toBeVisible();
  const bangkokDay = new Date(Date.now() + 7 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const row = page.getByRole('listitem', { name: /^Lab 2 / });
  await expect(row).toContainText('No due date');
  await row.getByLabel('Due date and time of lab 2').fill(`${bangkokDay}T17:00`);
  await row.getByRole('button', { name: 'Save due date' }).click();
  const saved = page.getByRole('listitem', { name: /^Lab 2 / });
  await expect(saved.getByTestId('due-date')).toContainText(/Due:.*(17:00|5:00\sPM).*\(in [34] days\)/);
  await expectNoSeriousAxeViolations(page);

  // Its student sees the date and the time left on the card and on the lab screen; Home's does not.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
  const student = await context.newPage();
  await signInAs(student, secondStudent.user.username, 'ward-round-42');
  await storeBeforeLoad(student, 'nurselab.language', 'en');
  // The catalogue's cards of labs 1-10 (the maternal and child "postpartum" group).
  await student.goto('/student/postpartum');
  const card = student.getByRole('article', { name: /^Lab 2 / });
  await expect(card.getByTestId('due-date')).toContainText(/Due:.*(17:00|5:00\sPM).*GMT\+7.*\(in [34] days\)/);
  await expect(student.getByRole('article', { name: /^Lab 1 / }).getByTestId('due-date')).toHaveCount(0);
  await card.getByRole('link', { name: /^View/ }).click();
  await expect(student.getByTestId('due-date')).toContainText(/Due:.*(17:00|5:00\sPM)/);
  await context.close();
});

test('an answer finalised after the due date is marked late in the queue and the attempt view', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, professor.username, professor.password, 'en', /\/professor\/dashboard$/);
  await page.getByRole('link', { name: /Review queue/ }).click();
  const entry = page.getByTestId('queue-entry').filter({ hasText: 'Hana Home' });
  await expect(entry.getByTestId('late-badge')).toHaveText(/Late/);
  await page.goto(`/professor/view-lab/${homeStudent.user._id}/1`);
  await expect(page.getByTestId('attempt-detail').getByTestId('late-badge')).toBeVisible();
});

/** Each page this work touched, in Thai and English, on a phone and a laptop. */
test('screenshots: 390x844 and 1366x768, Thai and English', async ({ browser, request }) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENS, { recursive: true });
  const lecturer = await apiSignIn(request, professor.username, professor.password);
  expect((await apiGet<{ courses: unknown[] }>(request, lecturer.token, '/api/v1/professor/courses')).courses).toHaveLength(2);
  for (const language of ['th', 'en'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      const shot = async (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/${name}-${language}-${size.width}.png`, fullPage: true });
      const open = async (username: string, password: string) => {
        const context = await browser.newContext({ locale: language === 'th' ? 'th-TH' : 'en-US', viewport: size });
        const page = await context.newPage();
        await storeBeforeLoad(page, 'nurselab.language', language);
        await signInAs(page, username, password);
        return { page, context };
      };

      const prof = await open(professor.username, professor.password);
      await prof.page.goto('/professor/dashboard');
      await expect(prof.page.getByTestId('course-switcher')).toBeVisible();
      await expect(prof.page.locator('text=Hana Home >> visible=true').first()).toBeVisible();
      await shot(prof.page, 'professor-dashboard');
      await prof.page.goto('/professor/review');
      await expect(prof.page.locator('[data-testid="late-badge"] >> visible=true').first()).toBeVisible();
      await shot(prof.page, 'review-queue-late');
      await prof.page.goto(`/professor/view-lab/${homeStudent.user._id}/1`);
      await expect(prof.page.getByTestId('attempt-detail').getByTestId('late-badge')).toBeVisible();
      await shot(prof.page, 'attempt-late');
      await prof.page.goto('/professor/due-dates');
      await expect(prof.page.getByTestId('due-date-row').first()).toBeVisible();
      await shot(prof.page, 'due-dates');
      await prof.context.close();

      const student = await open(homeStudent.user.username, 'ward-round-42');
      await student.page.goto('/student/postpartum');
      await expect(student.page.getByTestId('due-date').first()).toBeVisible();
      await shot(student.page, 'lab-cards-due');
      await student.page.goto('/student/labs/maternalchild/1');
      await expect(student.page.getByTestId('due-date')).toBeVisible();
      await shot(student.page, 'lab-screen-due');
      await student.context.close();

      // The administrator's question when a lecturer of another course is added (cancelled).
      const adminPage = await open('admin', 'admin123');
      await adminPage.page.goto('/admin/dashboard');
      const texts = locale(language).admin;
      const assign = adminPage.page.locator('section', { has: adminPage.page.locator('#assign-professor') });
      await assign.getByLabel(texts.registerCode).fill(courses.third.registerCode);
      await assign.getByLabel(texts.professorUsername).fill(professor.username);
      await assign.getByRole('button', { name: texts.assign }).click();
      await expect(adminPage.page.getByRole('dialog')).toBeVisible();
      await adminPage.page.screenshot({ path: `${SCREENS}/admin-add-or-move-${language}-${size.width}.png` });
      await adminPage.context.close();
    }
  }
});
