import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SCREENS = '/work/wt/screens/speech';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

async function signIn(page: Page, username: string, password: string, language: 'th' | 'en' = 'th') {
  await page.goto('/signin');
  if (language === 'en') await page.getByLabel('ภาษา').selectOption('en');
  await page.getByLabel(language === 'en' ? 'Username' : 'ชื่อผู้ใช้').fill(username);
  await page.getByLabel(language === 'en' ? 'Password' : 'รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'เข้าสู่ระบบ' }).click();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function screenshots(page: Page, name: string, target: ReturnType<Page['locator']>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/${name}-${size.width}.png` });
  }
}

test('the administrator sees which engine transcribes each language and measures its speed', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const section = page.getByRole('region', { name: 'การให้คะแนนอัตโนมัติ', exact: true });
  await expect(section).toBeVisible();
  const row = (language: string) => section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: language, exact: true }) });
  // Out of the box: English by pocketsphinx, every other language goes to the professors.
  await expect(row('English')).toContainText('pocketsphinx (ออฟไลน์ ภาษาอังกฤษ)');
  await expect(row('ไทย')).toContainText('ส่งให้อาจารย์ให้คะแนน');
  await expect(row('English')).toContainText('ยังไม่ได้วัด');

  await section.getByRole('button', { name: 'ทดสอบระบบ' }).click();
  await expect(section.getByRole('button', { name: 'กำลังทดสอบระบบ…' })).toBeDisabled();
  await expect(row('English')).toContainText(/เท่าของเวลาจริง \(เสียง [\d.]+ วินาที ใน [\d.]+ วินาที\)[\s\S]*ถูกต้อง \d+% ของคำ/, { timeout: 150_000 });
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'admin-th', section);

  await page.getByLabel('ภาษา', { exact: true }).first().selectOption('en');
  const english = page.getByRole('region', { name: 'Automatic grading', exact: true });
  await expect(english.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ไทย', exact: true }) })).toContainText('Goes to professors');
  await screenshots(page, 'admin-en', english);
});

test('a student is told before recording whether the answer is scored at once or by the professor', async ({ page }) => {
  await signIn(page, 'mc_student1', 'nurselab123');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.goto('/student/labs/maternalchild/4');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(answer.getByText('อาจารย์จะเป็นผู้ให้คะแนนคำตอบของคุณ เนื่องจากยังไม่มีการประเมินอัตโนมัติสำหรับภาษานี้')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'lab-th', answer);

  await page.getByLabel('ภาษาของแล็บ', { exact: true }).selectOption('en');
  // No fixed time: this server's estimate for a 3-minute answer once it has history, else a pointer to the live estimate.
  await expect(
    answer.getByText(
      /^คำตอบส่วนใหญ่ได้รับการประเมินคะแนนอัตโนมัติ(หลังอัปโหลด และหน้าแล็บจะแสดงเวลาที่เหลือตามที่เซิร์ฟเวอร์นี้วัดได้| บนเซิร์ฟเวอร์นี้ คำตอบยาว 3 นาที จะได้คะแนนประมาณ \d+ (วินาที|นาที) หลังอัปโหลด \(วัดจากคำตอบล่าสุดและคำตอบที่รออยู่ขณะนี้\)) คำตอบที่ระบบฟังหรือตัดสินได้ไม่แน่ชัด อาจารย์ของคุณจะเป็นผู้ให้คะแนน$/,
    ),
  ).toBeVisible();
  await expect(answer.getByText(/ภายในประมาณ 1 นาที/)).toHaveCount(0);
  await page.getByLabel('ภาษา', { exact: true }).first().selectOption('en');
  const english = page.getByText(
    /^Most answers are scored automatically(: on this server an answer of 3 minutes is scored about \d+ (seconds?|minutes?) after the upload \(measured on its recent answers and the answers waiting now\);| after the upload, and the lab screen shows the time left as this server measures it;) an answer the product cannot hear or judge reliably is graded by your lecturer\.$/,
  );
  await expect(english).toBeVisible();
  await expect(page.getByText(/within a minute/)).toHaveCount(0);
  await screenshots(page, 'lab-en', english);
});
