import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signIn } from './support/student';

/** Issue 24 items 1 and 2: the privacy notice, consent before the first recording, and a lecturer's reset link. */

test('the privacy notice is public, linked from the footer and from sign-up', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('contentinfo').getByRole('link', { name: 'ความเป็นส่วนตัว' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ประกาศความเป็นส่วนตัว');
  await expect(page.getByRole('heading', { name: 'สิทธิของคุณ' })).toBeVisible();
  await expect(page.getByText(/ภายใน 30 วัน/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto('/signup');
  await expect(page.locator('form').getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
});

test('a new student types the password twice, sees the notice and consents before the first recording', async ({ page }) => {
  const username = `e2e_consent_${Date.now()}`;
  await page.goto('/signup');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page.getByText('กรุณากรอกช่องนี้').first()).toBeVisible();
  await page.getByLabel('ชื่อ', { exact: true }).fill('กานดา');
  await page.getByLabel('นามสกุล').fill('ใจงาม');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('ward-round-42');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('ward-round-43');
  await expect(page.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeVisible();
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('ward-round-42');
  await page.getByLabel('รหัสนักศึกษา').fill(String(Date.now()).slice(-9));
  await page.getByLabel('รหัสลงทะเบียน').fill('MCDEMO');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await page.goto('/student/labs/maternalchild/1?lang=en');
  const consent = page.getByRole('region', { name: 'ก่อนการบันทึกครั้งแรก' });
  await expect(consent).toBeVisible();
  // No recorder before consent.
  await expect(page.getByRole('button', { name: 'พร้อม' })).toHaveCount(0);
  await expect(consent.getByRole('link', { name: 'อ่านประกาศความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
  const agree = consent.getByRole('button', { name: 'ยินยอมและดำเนินการต่อ' });
  await expect(agree).toBeDisabled();
  await consent.getByRole('checkbox', { name: /ข้าพเจ้ายินยอมให้บันทึกใบหน้าและเสียง/ }).check();
  await expectNoSeriousAxeViolations(page);
  await agree.click();
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(answer.getByRole('button', { name: 'พร้อม' })).toBeVisible();

  // Stored on the server with its version and time: a reload shows the recorder at once.
  const session = (await page.context().storageState()).origins.flatMap((o) => o.localStorage).find((item) => item.name === 'nurselab.session');
  const token = (JSON.parse(session?.value ?? '{}') as { token?: string }).token;
  const status = (await (await page.request.get('/api/v1/user/privacy-consent', { headers: { authorization: `Bearer ${token}` } })).json()) as { noticeVersion: string; consentedAt: string | null };
  expect(status.consentedAt).not.toBeNull();
  await page.reload();
  await expect(answer.getByRole('button', { name: 'พร้อม' })).toBeVisible();
});

test('a lecturer issues a reset link and the student sets a new password with it', async ({ page, browser }) => {
  const unique = `${Date.now()}`;
  const signup = await page.request.post('/api/v1/user/signup', {
    data: { username: `e2e_reset_${unique}`, firstName: 'Reset', lastName: 'Student', password: 'ward-round-42', studentId: unique.slice(-9), registerCode: 'MCDEMO' },
  });
  expect(signup.status()).toBe(201);
  const student = (await signup.json()) as { user: { _id: string; username: string } };

  await signIn(page, 'prof_mc', /\/professor\//);
  await page.goto(`/professor/view-labs/${student.user._id}`);
  await page.getByRole('button', { name: 'ลิงก์ตั้งรหัสผ่านใหม่' }).click();
  const link = page.getByLabel(/ส่งลิงก์ใช้ครั้งเดียวนี้ให้ Reset Student/);
  await expect(link).toHaveValue(/\/reset-password#token=/);
  const url = await link.inputValue();

  const context = await browser.newContext({ locale: 'th-TH' });
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('ตั้งรหัสผ่านใหม่');
  await other.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('123456');
  await other.getByLabel('ยืนยันรหัสผ่านใหม่').fill('123456');
  await other.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(other.getByText('รหัสผ่านนี้ใช้กันทั่วไปและเดาได้ง่าย กรุณาเลือกรหัสผ่านอื่น')).toBeVisible();
  await other.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('night-shift-77');
  await other.getByLabel('ยืนยันรหัสผ่านใหม่').fill('night-shift-77');
  await other.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(other).toHaveURL(/\/student\/dashboard$/);

  // The link works once; the new password signs in.
  await other.goto(url);
  await expect(other.getByText('ลิงก์ตั้งรหัสผ่านใหม่นี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่จากอาจารย์')).toBeVisible();
  const signin = await other.request.post('/api/v1/user/signin', { data: { username: student.user.username, password: 'night-shift-77' } });
  expect(signin.status()).toBe(200);
  await context.close();
});
