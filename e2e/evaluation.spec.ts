import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import config from '../playwright.config';
import { expectNoSeriousAxeViolations, fakeMediaArgs, signIn, type MediaProbe } from './support/student';

/**
 * The whole answer path with nothing simulated: Chromium's fake microphone plays a WAV spoken
 * by flite, the page records and uploads it, the server transcribes it with pocketsphinx and
 * grades it, and the student reads the result with its evidence.
 */

/** A good English answer to maternal and child lab 3 (perineal care), spoken by flite when the tests load. */
const FLITE_ANSWER = spokenFixture(
  'answer-mc3-flite.wav',
  'I would wash your hands before and after. Clean from front to back with clean water and pat dry. Change the pad every three to four hours. Use an ice pack for pain relief. Report a fever or a bad smell immediately.',
);

/** What each rubric item of lab 3's first question looks for (its descriptor), per language. */
const LAB3_DESCRIPTORS = (
  parse(readFileSync(new URL('../content/labs/maternalchild/03.yaml', import.meta.url), 'utf8')) as { questions: { rubric: { descriptor: Record<string, string> }[] }[] }
).questions[0].rubric.map((item) => item.descriptor);
const oneOf = (texts: string[]) => new RegExp(`^(${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

function spokenFixture(name: string, text: string): { file: string; seconds: number } {
  const dir = fileURLToPath(new URL('../.tmp/e2e-fixtures/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!existsSync(file)) execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', file]);
  const wav = readFileSync(file);
  const dataAt = wav.indexOf('data') + 8;
  return { file, seconds: (wav.length - dataAt) / wav.readUInt32LE(28) };
}

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: fakeMediaArgs(config.use?.launchOptions?.args ?? [], FLITE_ANSWER.file),
  },
});

test('an answer recorded, uploaded and evaluated for real: followed live after a reload, with its score, transcript and quotes that play from their moment', async ({ page }) => {
  test.setTimeout(300_000);
  // A browser without EventSource: the page follows the evaluation by polling.
  await page.addInitScript('Object.defineProperty(window, "EventSource", { value: undefined, configurable: true });');
  await signIn(page, 'mc_student3');
  await page.goto('/student/labs/maternalchild/3?lang=en');
  const answer = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await answer.getByRole('radio', { name: 'ตอบเป็นเสียงอย่างเดียว (ไมโครโฟน)' }).check();
  await answer.getByRole('button', { name: 'พร้อม' }).click();
  await answer.getByRole('button', { name: 'เริ่มอัด' }).click();
  // Twice the clip (the fake microphone loops it): every sentence is heard whole at least once.
  await page.waitForTimeout(Math.ceil(FLITE_ANSWER.seconds * 2 + 1) * 1000);
  await answer.getByRole('button', { name: 'หยุดอัด' }).click();
  await answer.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(answer.getByText(/^(กำลังประเมินคำตอบของคุณ|แล็บ 3)$/)).toBeVisible({ timeout: 60_000 });

  // Reloaded while it is evaluated: the newest attempt is found and followed to its result.
  await page.reload();
  const after = page.getByRole('region', { name: 'คำตอบของคุณ' });
  await expect(after.getByRole('heading', { name: 'แล็บ 3' })).toBeVisible({ timeout: 200_000 });
  await expect(after.getByText('ครั้งที่ 1')).toBeVisible();
  const score = Number(await after.getByRole('progressbar', { name: 'คะแนน' }).getAttribute('aria-valuenow'));
  expect(score).toBeGreaterThan(0);
  await expect(after.getByText(score >= 60 ? 'ผ่าน' : 'ลองใหม่อีกครั้ง', { exact: true })).toBeVisible();

  // The transcript, in the answer's language, with the words that earned points highlighted.
  const transcript = after.getByRole('region', { name: 'ข้อความถอดเสียง' });
  await expect(transcript.locator('p[lang="en"]')).toContainText(/pad|wash|hands|front/i);
  await expect(transcript.locator('mark').first()).toBeVisible();

  // Per question: the student's own words, each playing the recording from its moment.
  const question = after.getByRole('region', { name: /^ข้อ 1/ });
  await expect(question.getByRole('heading', { name: 'จุดเด่น' })).toBeVisible();
  await expect(question.getByRole('heading', { name: 'ข้อเสนอแนะ' })).toBeVisible();
  // Each strength names what it shows (the item's descriptor) in the answer's language, the interface's folded below.
  const strength = question.getByTestId('feedback-pro').first();
  await expect(strength.locator('span[lang="en"]').first()).toHaveText(oneOf(LAB3_DESCRIPTORS.map((d) => d.en)));
  await expect(strength.locator('details span[lang="th"]')).toHaveText(oneOf(LAB3_DESCRIPTORS.map((d) => d.th)));
  const quote = question.getByRole('button', { name: /^เล่นจาก \d+:\d\d: ".+"$/ }).first();
  await expect(quote).toBeVisible();
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec((await quote.textContent()) ?? '')!;
  const at = Number(minutes) * 60 + Number(seconds);
  const player = after.getByLabel('เล่นไฟล์คำตอบ ครั้งที่ 1');
  await expect.poll(() => player.evaluate((v) => (v as unknown as MediaProbe).readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await quote.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => player.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), { timeout: 15_000 }).toBeGreaterThanOrEqual(at);
  expect(await player.evaluate((v) => (v as unknown as { currentTime: number }).currentTime)).toBeLessThan(at + 4);
  await expectNoSeriousAxeViolations(page, '#answer');

  // In the English interface: SPEC.md's texts, the same evidence.
  await page.getByRole('combobox', { name: 'ภาษา', exact: true }).selectOption('en');
  const en = page.getByRole('region', { name: 'Your answer' });
  await expect(en.getByRole('heading', { name: 'Lab 3' })).toBeVisible();
  await expect(en.getByText('Attempt 1')).toBeVisible();
  await expect(en.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(en.getByRole('heading', { name: 'Pros' })).toBeVisible();
  await expect(en.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  await expect(en.getByRole('button', { name: /^Play from \d+:\d\d: ".+"$/ }).first()).toBeVisible();

  // The history page shows the same transcript and quotes, and the player they seek.
  await en.getByRole('link', { name: 'View Lab History' }).click();
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/3\/history$/);
  await expect(page.getByRole('region', { name: 'Transcript' }).locator('mark').first()).toBeVisible();
  const historyQuote = page.getByRole('button', { name: /^Play from \d+:\d\d: ".+"$/ }).first();
  await historyQuote.click();
  const historyPlayer = page.getByLabel('Play your recording (attempt 1)');
  await expect.poll(() => historyPlayer.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);

  // Retake starts a new answer, by keyboard.
  await page.goBack();
  await en.getByRole('button', { name: 'Retake' }).focus();
  await page.keyboard.press('Enter');
  await expect(en.getByRole('button', { name: 'Ready' })).toBeFocused();
});
