import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a student signs up with a demo register code and lands on their dashboard', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('ชื่อ', { exact: true }).fill('สมศรี');
  await page.getByLabel('นามสกุล').fill('ใจดี');
  const username = page.getByLabel('ชื่อผู้ใช้');
  await username.fill('New Student!');
  await expect(username).toHaveValue('newstudent');
  await username.fill(`e2e_${Date.now()}`);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('12');
  await expect(page.getByText('รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร')).toBeVisible();
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('ward-round-42');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('ward-round-42');
  await page.getByLabel('รหัสนักศึกษา').fill('6612345');
  await page.getByLabel('รหัสลงทะเบียน').fill('surdem-extra');
  await expect(page.getByLabel('รหัสลงทะเบียน')).toHaveValue('SURDEM');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL(/\/surgical\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('แดชบอร์ดการพยาบาลศัลยกรรม');
  await expect(page.getByText('สวัสดี, สมศรี ใจดี')).toBeVisible();
  const session = (await page.context().storageState()).origins.flatMap((o) => o.localStorage).find((item) => item.name === 'nurselab.session');
  const token = (JSON.parse(session?.value ?? '{}') as { token?: string }).token;
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  // Logging out revoked the token on the server, not only in this browser.
  const me = await page.request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/surgical/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('sign-up shows the SPEC banner and field errors in English', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('ภาษา').selectOption('en');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please fix the highlighted errors before submitting.')).toBeVisible();
  await page.getByLabel('First name').fill('Ann1');
  await expect(page.getByText('First name must contain only letters')).toBeVisible();
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Username').fill(`dup_${Date.now()}`);
  await page.getByLabel('Password', { exact: true }).fill('ward-round-42');
  await page.getByLabel('Password again').fill('ward-round-42');
  await page.getByLabel('Student ID').fill('123');
  await page.getByLabel('Register code').fill('ZZZZZ9');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please correct the errors and try again.')).toBeVisible();
  await expect(page.getByText(/does not belong to any university/)).toBeVisible();
});

test('the administrator creates a university and sees its register code', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('ภาษา').selectOption('en');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

  const name = `E2E University ${Date.now()}`;
  await page.getByLabel('University name').fill(name);
  await page.getByLabel('Number of students').fill('25');
  await page.getByLabel('Course').selectOption('medical');
  await page.getByRole('button', { name: 'Create university' }).click();
  const status = page.getByRole('status').filter({ hasText: 'University created! Register code:' });
  await expect(status).toBeVisible();
  const code = (await status.textContent())!.match(/Register code: (\w{6})/)![1];
  expect(code).toMatch(/^MED/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(code);
  await expect(row).toContainText('0/25');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('role guards send users to their own home', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('ชื่อผู้ใช้').fill('prof_315');
  await page.getByLabel('รหัสผ่าน').fill('nurselab123');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/professor\/315\/dashboard$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/professor\/315\/dashboard$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the full-screen menu holds the navigation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await menu.getByRole('link', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
});
