import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousAxeViolations } from './support/student';
import { ANSWER_EN, apiSignUpStudent, apiSubmitAnswer, uiSignIn } from './support/staff';

/** Issue 24 item 1: a student downloads all their data as one archive, and it holds their recording (PDPA s.30-31). */
test('a student downloads their data archive from the account page and it holds their recording', async ({ page, request }) => {
  test.setTimeout(300_000);
  const student = await apiSignUpStudent(request, 'MCDEMO', 'มาลี', 'ดีงาม');
  await apiSubmitAnswer(request, student, 'maternalchild-1-en', ANSWER_EN);

  await uiSignIn(page, student.user.username, 'ward-round-42', 'th', /\/student\/dashboard$/);
  await page.goto('/account/password');
  const section = page.getByRole('region', { name: 'ข้อมูลของคุณ' });
  await expect(section).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^nurselab-data-${student.user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  await expect(section.getByRole('status')).toHaveText('ดาวน์โหลดไฟล์ข้อมูลของคุณแล้ว');

  const files = unzipSync(await readFile((await download.path())!));
  const originals = Object.keys(files).filter((name) => /^recordings\/maternalchild-lab1-attempt1-[0-9a-f]{8}\/original\.\w+$/.test(name));
  expect(originals).toHaveLength(1);
  expect(Buffer.from(files[originals[0]!]!).equals(ANSWER_EN)).toBe(true);
  const account = JSON.parse(strFromU8(files['account.json']!)) as { id: string; username: string };
  expect(account).toMatchObject({ id: student.user._id, username: student.user.username });
  const attempts = JSON.parse(strFromU8(files['attempts.json']!)) as { recordings: string[] }[];
  expect(attempts).toHaveLength(1);
  expect(attempts[0]!.recordings).toContain(originals[0]);
  expect(strFromU8(files['README.txt']!)).toContain('ข้อมูลของคุณ');
});
