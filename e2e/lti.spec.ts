import { expect, test } from '@playwright/test';
import { formFields, ROLE, StandInPlatform } from '../server/test/support/ltiPlatform';
import { apiSignIn, uiSignIn } from './support/staff';

/**
 * Issue 25 in a real Chromium against the real server: the administrator's frame origins on the
 * manual registration form (refused unless https), and a lecturer opened from a stand-in LMS
 * (real HTTP) who syncs the course roster from the dashboard's LMS panel.
 */
test('frame origins are checked on the manual registration form; a lecturer launched from the LMS syncs the roster', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const unique = `${Date.now()}`.slice(-7);
  const admin = await apiSignIn(request, 'admin', 'admin123');
  const auth = { authorization: `Bearer ${admin.token}` };
  const made = await request.post('/api/v1/admin/generate-code', { headers: auth, data: { universityName: `E2E LMS University ${unique}`, numberOfStudents: 10, course: 'maternalchild' } });
  expect(made.status()).toBe(201);
  const universityName = `E2E LMS University ${unique}`;

  // The administrator registers an LMS by hand: a plain-http frame origin is refused under its field.
  await uiSignIn(page, 'admin', 'admin123', 'en', /\/admin\/dashboard$/);
  await page.goto('/admin/lti');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Register' }) });
  await form.getByLabel('University').selectOption({ label: universityName });
  await form.getByLabel('Name').fill(`Faculty Canvas ${unique}`);
  await form.getByLabel('Platform ID (issuer)').fill('https://canvas.instructure.com');
  await form.getByLabel('Client ID').fill(`1000${unique}`);
  await form.getByLabel('Authentication request URL').fill('https://sso.canvaslms.com/api/lti/authorize_redirect');
  await form.getByLabel('Access token URL').fill('https://sso.canvaslms.com/login/oauth2/token');
  await form.getByLabel('Public keyset URL').fill('https://sso.canvaslms.com/api/lti/security/jwks');
  const origins = form.getByLabel('Other origins that show NurseLab in a frame');
  await origins.fill('http://school.example.ac.th');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Enter a full https:// address.').first()).toBeVisible();
  await expect(origins).toHaveValue('http://school.example.ac.th');
  await origins.fill('https://school.instructure.com');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('status')).toHaveText('The LMS is registered.');
  await expect(page.getByText('https://canvas.instructure.com, https://sso.canvaslms.com, https://school.instructure.com')).toBeVisible();

  // A stand-in LMS registers dynamically for the university.
  const platform = await StandInPlatform.start();
  try {
    const universities = (await (await request.get('/api/v1/admin/universities', { headers: auth })).json()) as { _id: string; universityName: string }[];
    const universityId = universities.find((u) => u.universityName === universityName)!._id;
    const link = await request.post('/api/v1/admin/lti/registration-links', { headers: auth, data: { universityId } });
    const registration = new URL((await link.json()).url);
    registration.searchParams.set('openid_configuration', platform.openidConfigurationUrl);
    registration.searchParams.set('registration_token', platform.registrationToken);
    expect((await fetch(registration)).status).toBe(200);
    const clientId = platform.registrations[0]!.clientId;

    // The lecturer opens NurseLab from the course: login, the LMS's form, the launch, then the start page in the browser.
    const lecturer = { sub: `teacher-${unique}`, givenName: 'Somchai', familyName: 'Jaidee', roles: [ROLE.instructor] };
    const hint = platform.plan({ user: lecturer });
    const login = await fetch(`${baseURL}/lti/login`, {
      method: 'POST',
      body: new URLSearchParams({ iss: platform.issuer, login_hint: lecturer.sub, target_link_uri: `${baseURL}/lti/launch`, lti_message_hint: hint, client_id: clientId }),
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const fields = formFields(await (await fetch(login.headers.get('location')!)).text());
    const launched = await fetch(`${baseURL}/lti/launch`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
    expect(launched.status).toBe(303);
    await page.goto(launched.headers.get('location')!);
    await expect(page).toHaveURL(/\/professor\/dashboard$/);

    // The LMS panel: one course; the roster sync adds the LMS's two learners (paged), names from the LMS.
    platform.members = [
      { user_id: lecturer.sub, roles: [ROLE.instructor], name: 'Somchai Jaidee' },
      { user_id: `learner-a-${unique}`, roles: [ROLE.learner], given_name: 'Anong', family_name: 'Suksai', status: 'Active' },
      { user_id: `learner-b-${unique}`, roles: [ROLE.learner], given_name: 'Boon', family_name: 'Rakdee' },
    ];
    const panel = page.locator('section, div', { has: page.getByRole('heading', { name: 'LMS course (LTI)' }) }).last();
    await expect(panel.getByText('Maternal and child nursing')).toBeVisible();
    await expect(panel.getByText('Roster not synced yet')).toBeVisible();
    await panel.getByRole('button', { name: 'Sync roster' }).click();
    await expect(panel.getByRole('status')).toHaveText('2 added, 0 removed; 2 students in the LMS course.');
    await expect(panel.getByText(/^Roster synced /)).toBeVisible();
    expect(platform.memberPagesServed).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByRole('button', { name: 'Sync roster' })).toBeVisible();
  } finally {
    await platform.close();
  }
});
