import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, locale, pageWidth, signInAs } from './support';

/**
 * Thai has no spaces between words: a line may only start where a word starts. For every
 * element, each line's first character (found with the Range API) must sit on a boundary that
 * Intl.Segmenter gives for the element's text. Returns the number of lines checked and the bad starts.
 */
async function thaiLineStarts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) => {
    type Rect = { top: number };
    type Doc = { createRange(): { setStart(n: unknown, o: number): void; setEnd(n: unknown, o: number): void; getClientRects(): Rect[] }; createTreeWalker(root: unknown, what: number): { nextNode(): unknown } };
    const doc = (globalThis as unknown as { document: Doc }).document;
    let lines = 0;
    const bad: string[] = [];
    for (const element of elements) {
      const walker = doc.createTreeWalker(element, 4);
      let text = '';
      const starts: number[] = [];
      let lastTop = -Infinity;
      for (let node = walker.nextNode() as { data: string } | null; node; node = walker.nextNode() as { data: string } | null) {
        for (let i = 0; i < node.data.length; i++) {
          const range = doc.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && !/\s/.test(node.data[i]) && rect.top > lastTop + 2) {
            starts.push(text.length + i);
            lastTop = rect.top;
          }
        }
        text += node.data;
      }
      const boundaries = new Set<number>();
      for (const segment of new Intl.Segmenter('th', { granularity: 'word' }).segment(text)) boundaries.add(segment.index);
      lines += starts.length;
      for (const start of starts) if (!boundaries.has(start)) bad.push(`${text.slice(Math.max(0, start - 8), start)}|${text.slice(start, start + 8)}`);
    }
    return { lines, bad };
  });
}

test.describe('Thai line breaking at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('public pages: headings, cards and article text break between words', async ({ page }) => {
    let lines = 0;
    for (const [path, selector] of [
      ['/?lang=th', 'main h1, main h2, main h3, main p'],
      ['/library?lang=th', 'main h1, main h2, main p'],
      ['/library/4?lang=th', 'main h1, main p, main li'],
      ['/cssd', 'main h1, main h2, main p'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const result = await thaiLineStarts(page, selector);
      expect(result.bad, path).toEqual([]);
      lines += result.lines;
    }
    expect(lines).toBeGreaterThan(40);
  });

  test('the long lab title of SPEC.md (family planning) on the lab screen', async ({ page }) => {
    await signInAs(page, 'mc_student1');
    await page.goto('/student/labs/maternalchild/2?lang=th');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('การวางแผนครอบครัวหลังคลอด');
    const result = await thaiLineStarts(page, 'main h1, main p, main h3');
    expect(result.bad).toEqual([]);
    expect(result.lines).toBeGreaterThan(5);
  });
});

/** Every signed-in page of the product that exists on main, by role: axe finds no serious or critical problem. */
const SIGNED_IN: [string, string[]][] = [
  ['mc_student1', ['/student/dashboard', '/student/postpartum', '/student/labs/maternalchild/2?lang=th', '/student/labs/maternalchild/2/history', '/student/test-upload']],
  ['s315_student1', ['/student/315/dashboard', '/student/labs/315/1?lang=en']],
  ['sur_student1', ['/surgical/dashboard']],
  ['med_student1', ['/medical/dashboard']],
  ['ob_student1', ['/ob/dashboard']],
  ['cssd_student1', ['/cssd', '/trial-cssd?lang=en']],
  ['prof_mc', ['/professor/dashboard', '/professor/review']],
  ['prof_315', ['/professor/315/dashboard']],
  ['prof_sur', ['/professor/surgical/dashboard']],
  ['prof_med', ['/professor/medical/dashboard']],
  ['prof_ob', ['/professor/ob/dashboard']],
  ['admin', ['/admin/dashboard']],
];

test.describe('signed-in pages have no serious accessibility problem', () => {
  for (const [username, paths] of SIGNED_IN) {
    test(`${username}: ${paths.join(', ')}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, username, username === 'admin' ? 'admin123' : 'nurselab123');
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page);
        await expect(page).toHaveTitle(/NurseLab/);
      }
    });
  }
});

test.describe('professor and administrator pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no sideways scroll; each student and each university is a card with its action on screen', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'prof_mc');
    await page.goto('/professor/dashboard?lang=en');
    await expect(page.getByTestId('student-table')).toBeHidden();
    const viewLabs = page.getByTestId('student-cards').getByRole('link', { name: /^View Labs of / }).first();
    await viewLabs.scrollIntoViewIfNeeded();
    await expect(viewLabs).toBeInViewport({ ratio: 1 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);

    await signInAs(page, 'admin', 'admin123');
    await page.goto('/admin/dashboard?lang=en');
    const manage = page.getByTestId('university-cards').getByRole('button', { name: 'Manage Demo Nursing University' });
    await manage.scrollIntoViewIfNeeded();
    await expect(manage).toBeInViewport({ ratio: 1 });
    await manage.click();
    await expect(manage).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);
  });
});

test('professor pages of one student: their labs and a lab detail', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'prof_mc');
  await page.goto('/professor/dashboard');
  const viewLabs = page.locator('a[href*="/view-labs/"]').first();
  await expect(viewLabs).toBeVisible();
  const href = (await viewLabs.getAttribute('href'))!;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page);
  await page.goto(href.replace('/view-labs/', '/view-lab/') + '/1');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page);
});

test('SPEC.md routes: /retake-lab/{labId} opens that lab at its answer area; /lab/{id} also takes an old lab name', async ({ page }) => {
  await signInAs(page, 'mc_student1');
  const labs = await (await page.request.get('/api/v1/student/labs', { headers: { authorization: `Bearer ${await token(page)}` } })).json();
  const lab4 = labs.labs.find((l: { labNumber: number }) => l.labNumber === 4).labInfo._id as string;
  await page.goto(`/retake-lab/${lab4}`);
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/4\?lang=\w+#answer$/);
  await expect(page.locator('#answer')).toBeInViewport();
  await page.goto('/lab/maternalchild4en');
  await expect(page).toHaveURL(/\/student\/labs\/maternalchild\/4\?lang=en$/);
  await page.goto('/lab/not-a-lab');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('th').catalogue.errors.notFound.lab);
});

async function token(page: Page): Promise<string> {
  await page.goto('/');
  return page.evaluate(() => JSON.parse((globalThis as unknown as { localStorage: { getItem(k: string): string } }).localStorage.getItem('nurselab.session')).token);
}
