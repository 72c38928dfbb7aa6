import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Signs a seeded account in through the Thai sign-in page and waits for its home page. */
export async function signIn(page: Page, username: string, home = /\/student\/dashboard$/) {
  await page.goto('/signin');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน').fill('nurselab123');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(home);
}

export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const axe = await builder.analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

/** What the tests read of an <audio>/<video> element (the e2e project has no DOM types). */
export interface MediaProbe {
  muted: boolean;
  videoWidth: number;
  srcObject: unknown;
  readyState: number;
  currentTime: number;
}

/** Waits on the recorder's own clock (the countdown from 3:00), not a sleep of the test's, until `seconds` have been recorded. */
export async function recordFor(answer: Locator, seconds: number) {
  const timer = answer.getByRole('timer', { name: 'Time left' });
  await expect
    .poll(
      async () => {
        const [, m, s] = /(\d+):(\d\d) left/.exec((await timer.textContent()) ?? '') ?? [];
        return m === undefined ? 180 : Number(m) * 60 + Number(s);
      },
      { timeout: (seconds + 30) * 1000, intervals: [250] },
    )
    .toBeLessThanOrEqual(180 - Math.ceil(seconds));
}

/** Chromium's launch arguments for a fake camera and a microphone that plays `audioFile` (a WAV). */
export function fakeMediaArgs(baseArgs: readonly string[], audioFile: string): string[] {
  return [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${audioFile}`, '--autoplay-policy=no-user-gesture-required'];
}
