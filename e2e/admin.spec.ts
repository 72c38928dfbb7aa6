import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';
import { apiSignIn, apiSignUpStudent, uiSignIn } from './support/staff';

/**
 * Issue 9, administrator, in a real Chromium against the real server: create a university and
 * read its register code, edit its capacity (refused below the registered count with the
 * server's message), hold its results for release, and create a professor account that signs in.
 */

test('the administrator creates a university, edits its capacity and release policy, and creates a professor account', async ({ page, request }) => {
  test.setTimeout(120_000);
  const unique = `${Date.now()}`.slice(-7);
  const universityName = `E2E Admin University ${unique}`;
  await uiSignIn(page, 'admin', 'admin123', 'en', /\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

  // SPEC.md: create with name and number of students, "University created! Register code: {code}".
  const create = page.locator('section', { has: page.getByRole('heading', { name: 'Create a university' }) });
  await create.getByLabel('University name').fill(universityName);
  await create.getByLabel('Number of students').fill('2');
  await create.getByRole('button', { name: 'Create university' }).click();
  const created = create.getByText(/^University created! Register code: [A-Z0-9]+$/);
  await expect(created).toBeVisible();
  const registerCode = (await created.textContent())!.replace('University created! Register code: ', '').trim();
  const row = page.getByRole('row', { name: new RegExp(universityName) });
  await expect(row).toContainText(registerCode);
  await expect(row).toContainText('0/2');

  // Two students register with the code (the real sign-up).
  await apiSignUpStudent(request, registerCode, 'Ada', 'One');
  await apiSignUpStudent(request, registerCode, 'Bea', 'Two');
  await page.reload();
  await expect(row).toContainText('2/2');

  // Manage it: capacity below the registered count is refused with a clear message; then raised and held.
  await row.getByRole('button', { name: `Manage ${universityName}` }).click();
  const edit = page.locator('section', { has: page.getByRole('heading', { name: 'Edit university' }) });
  await expect(edit.getByText('Never below the 2 students already registered.')).toBeVisible();
  const capacity = edit.getByLabel('Number of students (capacity)');
  await capacity.fill('1');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('2 students are already registered at this university: the number of students cannot be lower than 2.')).toBeVisible();
  await expect(row).toContainText('2/2');

  await capacity.fill('5');
  await edit.getByLabel('Release of results').selectOption('held');
  await expect(edit.getByText('Students see that their answer was received; the score appears when a professor releases it.')).toBeVisible();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Changes saved.')).toBeVisible();
  await expect(row).toContainText('2/5');
  const admin = await apiSignIn(request, 'admin', 'admin123');
  const universities = await (await request.get('/api/v1/admin/universities', { headers: { authorization: `Bearer ${admin.token}` } })).json();
  expect(universities.find((u: { universityName: string }) => u.universityName === universityName)).toMatchObject({ numberOfStudents: 5, releasePolicy: 'held' });

  // A professor account for this university, listed among its professors, that can sign in.
  const username = `prof_e2e_${unique}`;
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Create a professor account' }) });
  await expect(form.getByLabel('University', { exact: true })).toHaveValue(/.+/);
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('First name').fill('Pim');
  await form.getByLabel('Last name').fill('Lecturer');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create professor' }).click();
  await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible();
  await form.getByLabel('Password').fill('lecturer123');
  await form.getByRole('button', { name: 'Create professor' }).click();
  await expect(form.getByText(`Professor account ${username} created.`)).toBeVisible();
  await expect(page.getByTestId('university-professors')).toContainText(`@${username}`);
  await expectNoSeriousAxeViolations(page);

  const professor = await apiSignIn(request, username, 'lecturer123');
  const mine = await (await request.get('/api/v1/professor/university', { headers: { authorization: `Bearer ${professor.token}` } })).json();
  expect(mine).toMatchObject({ universityName, registeredStudents: 2, numberOfStudents: 5, releasePolicy: 'held' });
});
