import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Signs a demo account in through the form (the UI starts in Thai). */
async function signIn(page: Page, username: string) {
  await page.goto('/signin');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill('nurselab123');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

const main = (page: Page) => page.getByRole('main');

/** The browser's globals this file touches (the e2e project is typed without the DOM library). */
type BrowserGlobals = {
  notReloaded?: boolean;
  localStorage: { getItem(key: string): string | null };
  document: { documentElement: { scrollWidth: number } };
};
const pageWidth = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.scrollWidth);

test('a maternal and child student: dashboard, the three lab lists, a lab in Thai then English', async ({ page }) => {
  await signIn(page, 'mc_student1');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('แดชบอร์ดนักศึกษา');
  const ring = page.getByRole('progressbar', { name: 'ความก้าวหน้าโดยรวม' });
  await expect(ring).toHaveAttribute('aria-valuenow', '0');
  await expect(main(page).getByText('ผ่านแล้ว 0 จาก 20 แล็บ')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'วิธีใช้งาน NurseLab' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await main(page).getByRole('link', { name: /^หลังคลอด/ }).click();
  await expect(page).toHaveURL(/\/student\/postpartum$/);
  const postpartum = page.getByRole('list', { name: 'แล็บการพยาบาลมารดาหลังคลอดและทารกแรกเกิด' });
  await expect(postpartum.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'หลังคลอด', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'ระยะตั้งครรภ์', exact: true }).click();
  await expect(page).toHaveURL(/\/student\/antenatal$/);
  await expect(page.getByRole('list', { name: 'แล็บการพยาบาลระยะตั้งครรภ์' }).getByRole('listitem')).toHaveCount(5);
  await page.getByRole('link', { name: 'ระยะคลอด', exact: true }).click();
  await expect(page).toHaveURL(/\/student\/intrapartum$/);
  await expect(page.getByRole('list', { name: 'แล็บการพยาบาลระยะคลอด' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);

  // Lab 4's card: number, name, status text (not colour alone), attempts badge, View.
  await page.getByRole('link', { name: 'หลังคลอด', exact: true }).click();
  const card = postpartum.getByRole('listitem').nth(3);
  await expect(card.getByRole('heading', { level: 2 })).toContainText('แล็บ 4');
  await expect(card).toContainText('ยังไม่ได้ทำ');
  await expect(card).toContainText('เหลือโอกาสทำ 3 ครั้ง');
  await expect(card.getByRole('link', { name: /ดูประวัติ/ })).toHaveCount(0);
  await card.getByRole('link', { name: /^ดู: แล็บ 4 / }).click();

  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/4$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('การอาบน้ำทารกแรกเกิด');
  await expect(page.getByRole('heading', { name: /^คำถามข้อที่ 1 \(\d+ คะแนน\)$/ })).toBeVisible();
  await expect(main(page).getByText('เหลือโอกาสทำ 3 ครั้ง')).toBeVisible();
  await expect(page.getByRole('link', { name: 'วิธีใช้งาน: อ่านคู่มือการใช้งาน' })).toHaveAttribute('href', '/library/1');
  await expect(page.getByRole('img', { name: /^ภาพประกอบสถานการณ์/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'คำตอบของคุณ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'กลับไปที่แดชบอร์ด' })).toHaveAttribute('href', '/student/dashboard');
  await expectNoSeriousAxeViolations(page);

  // Switching the lab's language changes the content and the address, without a reload.
  await page.evaluate(() => ((globalThis as unknown as BrowserGlobals).notReloaded = true));
  await page.getByLabel('ภาษาของแล็บ', { exact: true }).selectOption('en');
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/4\?lang=en$/);
  await expect(title).toHaveText('Newborn bath');
  await expect(title).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).notReloaded)).toBe(true);

  // The old per-language URL of SPEC.md lands on the same screen in English.
  await page.goto('/student/maternalchild4en');
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/4\?lang=en$/);
  await expect(title).toHaveText('Newborn bath');
  await page.goto('/student/upload1cn');
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/1\?lang=zh$/);
  await expect(page.getByLabel('ภาษาของแล็บ', { exact: true })).toHaveValue('zh');

  // /lab/{labId} opens the lab it names.
  const labId = await page.evaluate(async () => {
    const { token } = JSON.parse((globalThis as unknown as BrowserGlobals).localStorage.getItem('nurselab.session')!);
    const res = await fetch('/api/v1/student/labs', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { labs: { labNumber: number; labInfo: { _id: string } }[] }).labs.find((l) => l.labNumber === 2)!.labInfo._id;
  });
  await page.goto(`/lab/${labId}`);
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/2\?lang=th$/);

  // Another course's lab: the server's refusal, explained, with a way home.
  await page.goto('/student/labs/surgical/1');
  const refusal = page.getByRole('alert');
  await expect(refusal.getByRole('heading', { level: 1 })).toHaveText('แล็บนี้ไม่ได้อยู่ในรายวิชาของคุณ');
  await expectNoSeriousAxeViolations(page);
  await refusal.getByRole('link', { name: 'ไปที่แดชบอร์ดของฉัน' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await page.goto('/surgical/dashboard');
  await expect(page.getByRole('alert')).toContainText('แล็บนี้ไม่ได้อยู่ในรายวิชาของคุณ');

  await page.goto('/student/labs/maternalchild/99');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ไม่พบแล็บ');
});

test('cards show every lab status and attempts badge; a failed load offers a retry', async ({ page }) => {
  // The demo students have no submissions yet: give three labs a history on the way back from the API.
  let failing = false;
  await page.route('**/api/v1/student/labs', async (route) => {
    if (failing) return route.fulfill({ status: 500, json: { code: 'internal', message: 'boom', errors: [] } });
    const response = await route.fetch();
    const body = await response.json();
    const set = (n: number, patch: object) => Object.assign(body.labs.find((l: { labNumber: number }) => l.labNumber === n), patch);
    set(1, { isPass: true, everPassed: true, attemptCount: 1, attemptsLeft: 2 });
    set(2, { isPass: false, everPassed: true, attemptCount: 2, attemptsLeft: 1 });
    set(3, { isPass: false, everPassed: false, attemptCount: 3, attemptsLeft: 0 });
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'mc_student1');
  await expect(page.getByRole('progressbar', { name: 'ความก้าวหน้าโดยรวม' })).toHaveAttribute('aria-valuenow', '10');
  await expect(main(page).getByText('ผ่านแล้ว 2 จาก 20 แล็บ')).toBeVisible();

  await page.goto('/student/postpartum');
  const cards = page.getByRole('list', { name: 'แล็บการพยาบาลมารดาหลังคลอดและทารกแรกเกิด' }).getByRole('listitem');
  await expect(cards.nth(0)).toContainText('สถานะ: ผ่าน');
  await expect(cards.nth(0)).toContainText('เหลือโอกาสทำ 2 ครั้ง');
  await expect(cards.nth(0).getByRole('link', { name: 'ดูประวัติการทำแล็บ: แล็บ 1' })).toHaveAttribute('href', '/student/labs/maternalchild/1/history');
  await expect(cards.nth(1)).toContainText('สถานะ: เคยผ่านแล้ว');
  await expect(cards.nth(1)).toContainText('โอกาสสุดท้าย');
  await expect(cards.nth(2)).toContainText('สถานะ: ลองใหม่อีกครั้ง');
  await expect(cards.nth(2)).toContainText('หมดโอกาสทำแล้ว');
  await expect(cards.nth(3).getByRole('link', { name: /ดูประวัติ/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The lab screen reads its attempts badge from the same list.
  await cards.nth(1).getByRole('link', { name: /^ดู: แล็บ 2 / }).click();
  await expect(main(page).getByText('โอกาสสุดท้าย')).toBeVisible();

  failing = true;
  await page.goto('/student/antenatal');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('โหลดรายการแล็บไม่สำเร็จ');
  failing = false;
  await alert.getByRole('button', { name: 'โหลดอีกครั้ง' }).click();
  await expect(page.getByRole('list', { name: 'แล็บการพยาบาลระยะตั้งครรภ์' }).getByRole('listitem')).toHaveCount(5);
});

const COURSES = [
  { username: 's315_student1', path: /\/student\/315\/dashboard$/, heading: 'แดชบอร์ดรายวิชา 315', labs: 10 },
  { username: 'sur_student1', path: /\/surgical\/dashboard$/, heading: 'แดชบอร์ดการพยาบาลศัลยกรรม', labs: 5 },
  { username: 'med_student1', path: /\/medical\/dashboard$/, heading: 'แดชบอร์ดการพยาบาลอายุรกรรม', labs: 5 },
  { username: 'ob_student1', path: /\/ob\/dashboard$/, heading: 'แดชบอร์ดการพยาบาลสูติกรรม', labs: 5 },
  { username: 'cssd_student1', path: /\/cssd$/, heading: 'ทดลองใช้งานจ่ายกลาง (CSSD)', labs: 3 },
];

for (const course of COURSES) {
  test(`${course.username} sees their course dashboard`, async ({ page }) => {
    await signIn(page, course.username);
    await expect(page).toHaveURL(course.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.heading);
    await expect(page.getByRole('progressbar', { name: 'ความก้าวหน้าโดยรวม' })).toHaveAttribute('aria-valuenow', '0');
    const cards = main(page).getByRole('list').first().getByRole('listitem');
    if (course.labs === 3) expect(await cards.count()).toBeGreaterThanOrEqual(3);
    else await expect(cards).toHaveCount(course.labs);
    await expect(cards.first()).toContainText('แล็บ 1');
    await expect(cards.first()).toContainText('ยังไม่ได้ทำ');
    await cards.first().getByRole('link', { name: /^ดู: แล็บ 1 / }).click();
    await expect(page).toHaveURL(/\/student\/labs\/[a-z0-9-]+\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: /^คำถามข้อที่ 1 / })).toBeVisible();
  });
}

test('legacy course URLs: 315 with a language suffix, surgical lab, surgical language route', async ({ page }) => {
  await signIn(page, 's315_student1');
  await expect(page).toHaveURL(/\/student\/315\/dashboard$/);
  await page.goto('/student/315/2en');
  await expect(page).toHaveURL(/\/student\/labs\/315\/2\?lang=en$/);
  await expect(page.getByLabel('ภาษาของแล็บ', { exact: true })).toHaveValue('en');
  await expect(page.getByRole('link', { name: 'กลับไปที่แดชบอร์ด' })).toHaveAttribute('href', '/student/315/dashboard');

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await signIn(page, 'sur_student1');
  await expect(page).toHaveURL(/\/surgical\/dashboard$/);
  await page.goto('/student/surgical/2');
  await expect(page).toHaveURL(/\/student\/labs\/surgical\/2$/);
  await expect(page.getByRole('heading', { name: /^คำถามข้อที่ 1 / })).toBeVisible();
  // /surgical/en: the surgical dashboard, in English.
  await page.goto('/surgical/en');
  await expect(page).toHaveURL(/\/surgical\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surgical Nursing Dashboard');
  await expect(main(page).getByRole('list').first().getByRole('listitem').first()).toContainText('Not attempted');
});

// Visitors to the CSSD trial: e2e/public.spec.ts.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('lab cards stack in one column and the lab screen fits', async ({ page }) => {
    await signIn(page, 'mc_student1');
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await page.goto('/student/postpartum');
    const items = page.getByRole('list', { name: 'แล็บการพยาบาลมารดาหลังคลอดและทารกแรกเกิด' }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(first!.x).toBe(second!.x);
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/student/labs/maternalchild/12?lang=ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ja');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
  });
});
