import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** A phone's and a laptop's window, the two sizes every page is looked at in. */
export const PHONE_AND_LAPTOP = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** Full-page screenshots at both sizes, `<dir>/<name>-<language>-<w>x<h>.png`; the page is left at the laptop's size. */
export async function screenshotsAtBothSizes(page: Page, dir: string, name: string, language: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const viewport of PHONE_AND_LAPTOP) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${dir}/${name}-${language}-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}
