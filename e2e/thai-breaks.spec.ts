import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support';
import { apiSend, apiSignIn, uiSignIn } from './support/staff';
import { THAI_KEEP_TOGETHER } from '../web/src/lib/thaiWords';

/**
 * At a phone's width, Chromium breaks some Thai words inside themselves: ICU's Thai dictionary
 * does not know them, or splits them wrongly in context ("หลังค|ลอด", "แด|ช|บอร์ด", "เลียว|โพ|ลด์").
 * The words below are the ones the lab titles, subtitles and headings use; none of them may
 * end a line halfway. And a long university name chosen in a <select> must be readable in full.
 */
const WORDS = [...THAI_KEEP_TOGETHER];

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Each place where one of `words` runs over two lines inside `scope`'s elements matching `selector`:
 * the word's Range has client rectangles on more than one line. Empty when none is broken.
 */
async function wordsBrokenAcrossLines(scope: Locator, selector: string, words: string[]): Promise<string[]> {
  // The e2e project is typed without the DOM library: the browser objects this touches, by hand.
  type Rect = { top: number; height: number; width: number };
  type Text = { data: string; length: number };
  type Doc = {
    createTreeWalker(root: unknown, what: number): { nextNode(): Text | null };
    createRange(): { setStart(n: Text, o: number): void; setEnd(n: Text, o: number): void; getClientRects(): ArrayLike<Rect> };
  };
  type El = { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> };
  return scope.evaluate(
    (root, [selector, words]) => {
      const doc = (globalThis as unknown as { document: Doc }).document;
      const broken: string[] = [];
      for (const element of Array.from((root as unknown as El).querySelectorAll(selector))) {
        const nodes: { node: Text; start: number }[] = [];
        const walker = doc.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          nodes.push({ node, start: text.length });
          text += node.data;
        }
        const at = (offset: number, end: boolean) => {
          const found = nodes.find((n) => (end ? offset > n.start && offset <= n.start + n.node.length : offset >= n.start && offset < n.start + n.node.length))!;
          return [found.node, offset - found.start] as const;
        };
        for (const word of words) {
          for (let i = text.indexOf(word); i !== -1; i = text.indexOf(word, i + word.length)) {
            const range = doc.createRange();
            range.setStart(...at(i, false));
            range.setEnd(...at(i + word.length, true));
            const rects = Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .sort((a, b) => a.top - b.top);
            let lines = rects.length ? 1 : 0;
            for (let r = 1; r < rects.length; r++) if (rects[r].top >= rects[r - 1].top + rects[r - 1].height / 2) lines++;
            if (lines > 1) broken.push(`"${word}" over ${lines} lines in "${text.trim()}"`);
          }
        }
      }
      return broken;
    },
    [selector, words] as const,
  );
}

const TEXT = 'h1, h2, h3, p, a, li, span';

async function expectNoWordBroken(page: Page, where: string) {
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await wordsBrokenAcrossLines(page.locator('main'), TEXT, WORDS), where).toEqual([]);
}

test('Thai lab titles, subtitles and headings never end a line inside a word at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'mc_student1');

  await page.goto('/student/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('แดชบอร์ดนักศึกษา');
  await expectNoWordBroken(page, 'student dashboard');

  await page.goto('/student/postpartum');
  await expect(page.getByRole('list', { name: 'แล็บการพยาบาลมารดาหลังคลอดและทารกแรกเกิด' }).getByRole('listitem')).toHaveCount(10);
  await expectNoWordBroken(page, 'postpartum lab list');

  // Lab 2 "การวางแผนครอบครัวหลังคลอด" (the title Chromium broke as "...หลังค|ลอด"), lab 10 (subtitle),
  // lab 15 (Leopold: "เลียวโพลด์"), lab 20 (title ends in "หลังคลอด").
  for (const lab of [2, 10, 15, 20]) {
    await page.goto(`/student/labs/maternalchild/${lab}?lang=th`);
    await expect(page.locator('#lab-title')).toHaveAttribute('lang', 'th');
    await expectNoWordBroken(page, `maternal and child lab ${lab}`);
  }
  // The title still reads as stored: no invisible characters were added to it.
  await page.goto('/student/labs/maternalchild/2?lang=th');
  await expect(page.locator('#lab-title')).toHaveText('การวางแผนครอบครัวหลังคลอด');
  expect(await page.locator('#lab-title').evaluate((h) => (h as unknown as { textContent: string }).textContent)).toBe('การวางแผนครอบครัวหลังคลอด');
});

test('Thai public pages: pricing heading and home never end a line inside a word at 390 px', async ({ page }) => {
  for (const path of ['/sale?lang=th', '/?lang=th', '/library?lang=th']) {
    await page.goto(path);
    await expectNoWordBroken(page, path);
  }
});

test('a long university name chosen in the professor form is readable in full at 390 px, and the select still works by keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, 'admin', 'admin123');
  const unique = `${Date.now()}`.slice(-6);
  const universityName = `มหาวิทยาลัยเทคโนโลยีราชมงคลรัตนโกสินทร์ คณะพยาบาลศาสตร์ วิทยาเขตศาลายา ${unique}`;
  const created = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName, numberOfStudents: 5 });
  expect(created.status(), await created.text()).toBe(201);
  const { university } = (await created.json()) as { university: { _id: string; registerCode: string } };
  const label = `${universityName} (${university.registerCode})`;

  await uiSignIn(page, 'admin', 'admin123', 'th', /\/admin\/dashboard$/);
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'สร้างบัญชีอาจารย์' }) });
  const select = form.getByLabel('มหาวิทยาลัย', { exact: true });
  await select.selectOption(university._id);
  await expect(select).toHaveValue(university._id);

  // The whole chosen name is on screen: some visible element shows it all, none of it clipped.
  const shown = form.getByText(label, { exact: true }).filter({ visible: true });
  await expect(shown).toHaveCount(1);
  const box = await shown.evaluate((e) => {
    const el = e as unknown as { scrollWidth: number; clientWidth: number; getBoundingClientRect(): { left: number; right: number } };
    const r = el.getBoundingClientRect();
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, left: r.left, right: r.right };
  });
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(390);

  // Still one labelled native select: the keyboard changes it and the shown name follows.
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value));
  const index = values.indexOf(university._id);
  await select.focus();
  await page.keyboard.press(index > 0 ? 'ArrowUp' : 'ArrowDown');
  await expect(select).toHaveValue(values[index > 0 ? index - 1 : index + 1]);
  await expect(shown).toHaveCount(0);
  await select.selectOption(university._id);
  await expect(shown).toHaveCount(1);
});
