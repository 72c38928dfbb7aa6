import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

export const LANGUAGES = ['th', 'zh', 'en', 'ja', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A locale file of the web app, to check the page against the very texts it should show. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function locale(language: Language, namespace?: string): Record<string, any> {
  const file = new URL(`../web/src/locales/${namespace ? `${namespace}/` : ''}${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** i18next's {{name}} filled in (the product name is the default configuration's). */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(name === 'product' ? (values.product ?? 'NurseLab') : (values[name] ?? '')));
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs a demo account in through the API and keeps the session in the page's storage. */
export async function signInAs(page: Page, username: string, password = 'nurselab123') {
  const response = await page.request.post('/api/v1/user/signin', { data: { username, password } });
  expect(response.ok()).toBe(true);
  const session = JSON.stringify(await response.json());
  await page.addInitScript((value) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('nurselab.session', value), session);
}

type BrowserGlobals = { document: { documentElement: { scrollWidth: number } } };
export const pageWidth = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.scrollWidth);
