import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, fill, LANGUAGES, locale, pageWidth, type Language } from './support';

/** Each public page and the heading it must show in a language. */
const PAGES: { path: string; heading: (l: Language) => string | Promise<string>; metaTitle?: (l: Language) => string }[] = [
  { path: '/', heading: (l) => locale(l).home.welcomeTitle, metaTitle: (l) => fill(locale(l, 'site').meta.home.title) },
  { path: '/contact', heading: (l) => locale(l, 'site').contact.title, metaTitle: (l) => locale(l, 'site').meta.contact.title },
  { path: '/sale', heading: (l) => locale(l, 'site').sale.title, metaTitle: (l) => locale(l, 'site').meta.sale.title },
  { path: '/request-demo', heading: (l) => locale(l, 'site').demo.title, metaTitle: (l) => locale(l, 'site').meta.requestDemo.title },
  { path: '/library', heading: (l) => fill(locale(l, 'site').library.title), metaTitle: (l) => fill(locale(l, 'site').meta.library.title) },
  { path: '/library/1', heading: (l) => locale(l, 'site').library.back && articleTitle(1, l) },
  { path: '/library/99', heading: (l) => locale(l, 'site').library.notFound, metaTitle: (l) => locale(l, 'site').meta.notFound.title },
  { path: '/cssd', heading: (l) => locale(l).dashboards.cssd, metaTitle: (l) => locale(l, 'site').meta.cssd.title },
  { path: '/signin', heading: (l) => locale(l).signin.title, metaTitle: (l) => locale(l).signin.title },
  { path: '/signup', heading: (l) => locale(l).signup.title, metaTitle: (l) => locale(l).signup.title },
];

let baseURL = '';
test.beforeAll(({ baseURL: url }) => {
  baseURL = url!;
});
async function articleTitle(id: number, language: Language): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/library/${id}?lang=${language}`);
  return ((await response.json()) as { title: string }).title;
}

type Head = { title: string; lang: string; description: string | null; ogTitle: string | null; ogLocale: string | null };
const head = (page: Page) =>
  page.evaluate(() => {
    const d = (globalThis as unknown as { document: { title: string; documentElement: { lang: string }; querySelector(s: string): { getAttribute(n: string): string | null } | null } }).document;
    const meta = (selector: string) => d.querySelector(selector)?.getAttribute('content') ?? null;
    return { title: d.title, lang: d.documentElement.lang, description: meta('meta[name="description"]'), ogTitle: meta('meta[property="og:title"]'), ogLocale: meta('meta[property="og:locale"]') } as Head;
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`public pages at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const language of LANGUAGES) {
      test(`in ${language}: headings, navigation, footer, title, description, Open Graph, no overflow, no serious axe violation`, async ({ page }) => {
        test.setTimeout(180_000);
        for (const { path, heading, metaTitle } of PAGES) {
          await page.goto(`${path}?lang=${language}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(await heading(language));
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          const footer = page.getByRole('contentinfo');
          await expect(footer).toContainText(locale(language).footer.rights);
          await expect(footer).toContainText('2024');
          if (metaTitle) await expect(page).toHaveTitle(new RegExp(escape(metaTitle(language))));
          const h = await head(page);
          expect(h.description, path).toBeTruthy();
          expect(h.ogTitle, path).toBe(h.title);
          expect(h.ogLocale, path).toMatch(new RegExp(`^${language}_`));
          expect(await pageWidth(page), path).toBeLessThanOrEqual(viewport.width);
          await expectNoSeriousAxeViolations(page);
        }
      });
    }
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('home: the trial banner, Professor and Student to /signin, the contact call to action, the lab screen picture', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByText('Free trial: 15 days for 10 students')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Professor' })).toHaveAttribute('href', '/signin');
  await expect(page.getByRole('link', { name: 'Student' })).toHaveAttribute('href', '/signin');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  const picture = page.getByRole('img', { name: /lab screen/ });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
});

test('contact: a QR code generated from the messaging id, the id, the e-mail and "Free trial available!"', async ({ page }) => {
  await page.goto('/contact?lang=en');
  await expect(page.getByText('Free trial available!')).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code that opens a chat with @nurselab' });
  await expect(qr).toHaveAttribute('data-qr-text', 'https://line.me/R/ti/p/%40nurselab');
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(page.getByTestId('messaging-id')).toHaveText('@nurselab');
  await expect(page.getByRole('link', { name: 'contact@nurselab.app' })).toHaveAttribute('href', 'mailto:contact@nurselab.app');
});

test('pricing: classes A, B and C with SPEC.md prices, ranges and features, each with Request Demo', async ({ page }) => {
  await page.goto('/sale?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Pricing Packages');
  const card = (name: string) => page.getByRole('region', { name: `Class ${name}` });
  await expect(card('A')).toContainText('Up to 100 students');
  await expect(card('A')).toContainText('$499');
  await expect(card('B')).toContainText('101–149 students');
  await expect(card('B')).toContainText('$999');
  await expect(card('B')).toContainText('Priority support');
  await expect(card('C')).toContainText('150+ students');
  await expect(card('C')).toContainText('$1,499');
  await expect(card('C')).toContainText('Dedicated account manager');
  for (const name of ['A', 'B', 'C']) {
    await expect(card(name)).toContainText('Access to all labs');
    await expect(card(name)).toContainText('AI-assisted feedback');
    await expect(card(name)).toContainText('Customizable modules');
  }
  await card('B').getByRole('link', { name: /Request Demo/ }).click();
  await expect(page).toHaveURL(/\/request-demo/);
  await page.goto('/sale?lang=th');
  await expect(page.getByRole('region', { name: 'คลาส C' })).toContainText('150 คนขึ้นไป');
});

test('library: six cards with reading time and image, an article with Back and a date in the reader language, unknown ids not found', async ({ page }) => {
  await page.goto('/library?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NurseLab Library');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText(/\d+ min read/);
  for (let id = 1; id <= 6; id++) await expect(cards.nth(id - 1).getByRole('link')).toHaveAttribute('href', `/library/${id}`);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/library\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to use NurseLab: a guide for students');
  await expect(page.locator('time')).toHaveText('December 1, 2024');
  await expect(page.getByRole('main')).toContainText('1–2 minutes');
  await expect(page.getByRole('link', { name: 'contact@nurselab.app' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/library(\?lang=en)?$/);

  await page.goto('/library/1?lang=th');
  await expect(page.locator('time')).toHaveText('1 ธันวาคม 2567');
  await page.goto('/library/1?lang=ja');
  await expect(page.locator('time')).toHaveText('2024年12月1日');
  for (const bad of ['7', 'abc', '1.5']) {
    await page.goto(`/library/${bad}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
  }
});

test('CSSD trial for visitors: sign-up prompt, locked questions, Sign Up record buttons disabled, other languages on /trial-cssd', async ({ page }) => {
  await page.goto('/cssd?lang=en');
  const main = page.getByRole('main');
  await expect(main.getByText('You need to sign up to use this feature.')).toBeVisible();
  await expect(main.getByText('Login to answer questions')).toBeVisible();
  await expect(main.getByRole('img', { name: /Cover picture/ })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  for (const name of ['Sign up to record an answer', 'Sign up to upload a recording']) {
    const button = main.getByRole('button', { name });
    await expect(button).toHaveText('Sign Up');
    await expect(button).toBeDisabled();
  }
  // /cssd is the Thai lab; another lab language goes to /trial-cssd.
  await expect(main.locator('article')).toHaveAttribute('lang', 'th');
  await main.getByLabel('Lab language').selectOption('ja');
  await expect(page).toHaveURL(/\/trial-cssd\?lang=ja$/);
  await expect(main.locator('article')).toHaveAttribute('lang', 'ja');
  await main.getByRole('link', { name: locale('ja').catalogue.trial.signUp }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a demo request sent from the browser reaches the administrator, newest first, and can be marked handled', async ({ page }) => {
  const institution = `Faculty of Nursing ${Date.now()}`;
  await page.goto('/request-demo?lang=en');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await page.getByLabel('Your name').fill('Somchai Jaidee');
  await page.getByLabel('Institution').fill(institution);
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Number of students').fill('120');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await page.getByLabel('E-mail').fill('somchai@example.ac.th');
  await page.getByLabel('Preferred language').selectOption('th');
  await page.getByLabel('Message').fill('A demonstration for our maternal and child course, please.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(page.getByText('somchai@example.ac.th within two working days')).toBeVisible();

  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const section = page.getByRole('region', { name: 'Demo requests' });
  const first = section.getByTestId('demo-request').first();
  await expect(first).toContainText(institution);
  await expect(first).toContainText('Not handled');
  await expect(first).toContainText('ไทย');
  await expectNoSeriousAxeViolations(page);
  await first.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(first).toContainText('Handled');
  await expect(first.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
});

test.describe('language', () => {
  test('a first visit follows the browser language when it is one of the five', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('ja').home.welcomeTitle);
    await context.close();
  });

  test('Thai otherwise; ?lang= sets the language, which persists and can be changed with the switcher', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.goto('/sale?lang=id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Harga Kami');
    await page.goto('/library');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.getByRole('banner').getByLabel(locale('id').nav.language).first().selectOption('zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NurseLab 资料库');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NurseLab 资料库');
    // SPEC.md's spellings work too.
    await page.goto('/?lang=jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });

  test('the fonts ship with the product and load per language', async ({ page }) => {
    await page.goto('/?lang=th');
    const hasFont = (family: string, sample: string) =>
      page.evaluate(
        async ([f, s]) => {
          const fonts = (globalThis as unknown as { document: { fonts: { load(font: string, text: string): Promise<unknown[]> } } }).document.fonts;
          return (await fonts.load(`16px "${f}"`, s)).length > 0;
        },
        [family, sample],
      );
    expect(await hasFont('Noto Sans Thai', 'ภาษาไทย')).toBe(true);
    await page.goto('/?lang=zh');
    await expect.poll(() => hasFont('Noto Sans SC', '护理')).toBe(true);
    await page.goto('/?lang=ja');
    await expect.poll(() => hasFont('Noto Sans JP', '看護')).toBe(true);
  });
});

test.describe('keyboard', () => {
  test('skip link, visible focus, and the full-screen menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const outline = await skip.evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string } }).getComputedStyle(el));
    expect(outline.outlineStyle).toBe('solid');
    expect(parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);

    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(389);
    await expect(dialog.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Signup' })).toBeVisible();
    await expect(dialog.getByLabel('Language')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
