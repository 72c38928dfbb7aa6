import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAs } from './support';

// Chromium's fake camera (a test pattern) and microphone (a beep), allowed without a prompt.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
  },
});

test('/student/test-upload finds the camera, hears the microphone and names the recording format', async ({ page }) => {
  await signInAs(page, 'mc_student1');
  await page.goto('/student/test-upload?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Microphone and camera check');
  await page.getByRole('button', { name: 'Start the check' }).click();
  await expect(page.getByTestId('check-camera')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('check-microphone')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  await expect(page.getByText('Supported')).toBeVisible();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Stop the check' }).click();
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
});
