import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { ffmpegPath } from '../server/src/media/ffmpegPaths';
import { expectNoSeriousAxeViolations } from './support';
import { screenshotsAtBothSizes } from './support/screens';
import { apiSend, apiSignIn, uiSignIn, type Account } from './support/staff';

/**
 * Issue 22, a lab shared with its uploaded cover, in a real Chromium against the real server: the
 * editor's download of a lab with an uploaded cover is a .zip (lab.yaml and media/cover.png), and
 * a lecturer of another university imports that .zip through the list page's file picker and
 * gets the lab with the same cover.
 */
test.describe.configure({ mode: 'serial' });

const SCREENS = '/work/screens/authoring-archive';
const unique = `${Date.now()}`.slice(-7);
const lecturers = [
  { username: `prof_zip_a_${unique}`, password: 'lecturer123' },
  { username: `prof_zip_b_${unique}`, password: 'lecturer123' },
];
const work = path.join('.tmp', `e2e-archive-${unique}`);
let author: Account;
let draftId = '';
let cover: Buffer;
let zipPath = '';

const screenshots = (page: Page, name: string, language: 'th' | 'en') => screenshotsAtBothSizes(page, SCREENS, name, language);

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  mkdirSync(work, { recursive: true });
  const admin = await apiSignIn(request, 'admin', 'admin123');
  for (const [i, lecturer] of lecturers.entries()) {
    const created = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName: `E2E Archive University ${i} ${unique}`, numberOfStudents: 5, course: 'maternalchild' });
    expect(created.status(), await created.text()).toBe(201);
    const { university } = (await created.json()) as { university: { _id: string } };
    const prof = await apiSend(request, admin.token, 'POST', '/api/v1/admin/professors', { ...lecturer, firstName: 'Zip', lastName: ['Archer', 'Bloom'][i], universityId: university._id });
    expect(prof.status(), await prof.text()).toBe(201);
  }
  author = await apiSignIn(request, lecturers[0].username, lecturers[0].password);
  const headers = { authorization: `Bearer ${author.token}` };
  const draft = await request.post('/api/v1/authoring/labs', { headers, data: { from: { subject: 'maternalchild', labNumber: 7 }, languages: ['en', 'th'] }, timeout: 240_000 });
  expect(draft.status(), await draft.text()).toBe(201);
  const created = (await draft.json()) as { _id: string; revision: number; lab: Record<string, unknown> };
  draftId = created._id;
  const png = path.join(work, 'cover.png');
  execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=teal:s=640x360', '-frames:v', '1', png]);
  cover = readFileSync(png);
  const uploaded = await request.post(`/api/v1/authoring/labs/${draftId}/medium`, { headers: { ...headers, 'content-type': 'image/png' }, data: cover });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { medium } = (await uploaded.json()) as { medium: unknown };
  const saved = await request.put(`/api/v1/authoring/labs/${draftId}`, { headers, data: { revision: created.revision, lab: { ...created.lab, medium } }, timeout: 240_000 });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the editor downloads a lab with an uploaded cover as a .zip holding the cover', async ({ page }) => {
  test.setTimeout(120_000);
  await uiSignIn(page, lecturers[0].username, lecturers[0].password, 'en', /\/professor\//);
  await page.goto(`/professor/labs/${draftId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('maternalchild-draft.zip');
  zipPath = path.join(work, file.suggestedFilename());
  await file.saveAs(zipPath);
  const entries = unzipSync(readFileSync(zipPath));
  expect(Object.keys(entries).sort()).toEqual(['lab.yaml', 'media/cover.png']);
  expect(Buffer.from(entries['media/cover.png']).equals(cover)).toBe(true);
});

for (const language of ['th', 'en'] as const) {
  test(`a lecturer of another university imports the .zip through the file picker and gets the same cover (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    await uiSignIn(page, lecturers[1].username, lecturers[1].password, language, /\/professor\//);
    await page.goto('/professor/labs');
    const picker = page.locator('#import-file');
    await expect(picker).toHaveAttribute('accept', /\.zip/);
    await expect(page.getByText(language === 'th' ? 'ไฟล์แล็บ (.yaml หรือ .zip)' : 'Lab file (.yaml or .zip)')).toBeVisible();
    await picker.setInputFiles(zipPath);
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'import', language);

    await page.getByRole('button', { name: language === 'th' ? 'นำเข้า' : 'Import', exact: true }).click();
    await expect(page).toHaveURL(/\/professor\/labs\/[0-9a-f-]{36}$/, { timeout: 180_000 });
    const img = page.locator('img[src^="/api/v1/content/uploads/"]').first();
    await expect(img).toBeVisible();
    const src = (await img.getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(cover)).toBe(true);
    await screenshots(page, 'imported', language);

    // A .zip that is not a lab archive is refused in the lecturer's language.
    await page.goto('/professor/labs');
    const broken = path.join(work, 'broken.zip');
    writeFileSync(broken, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]));
    await page.locator('#import-file').setInputFiles(broken);
    await page.getByRole('button', { name: language === 'th' ? 'นำเข้า' : 'Import', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: language === 'th' ? 'ไม่สามารถอ่านไฟล์ .zip นี้' : 'This .zip file could not be read' })).toBeVisible();
    await screenshots(page, 'import-refused', language);
  });
}
