import { chromium, expect, test, type Page, type Request } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import config from '../playwright.config';
import { ffmpegPath } from '../server/src/media/ffmpegPaths';
import { expectNoSeriousAxeViolations, pageWidth } from './support';
import { ANSWER_TH, apiSend, apiSignIn, apiSignUpStudent, apiSubmitAnswer, uiSignIn, type Account } from './support/staff';
import { fakeMediaArgs, recordFor } from './support/student';

/**
 * Issue 22, the editor's last parts in a real Chromium against the real server: a lecturer
 * previews their lab exactly as the student's lab screen shows it (no attempt made), records an
 * answer in "try an answer" through the fake microphone and gets it graded as a student's would
 * be, and a student who answered a lab later archived sees it labelled archived, history still there.
 */
test.describe.configure({ mode: 'serial' });

interface LabFile {
  title: { th: string; en: string };
  questions: { text: { en: string }; modelAnswer: { en: string } }[];
}
const LAB7 = parse(readFileSync(new URL('../content/labs/maternalchild/07.yaml', import.meta.url), 'utf8')) as LabFile;
const MODEL_ANSWER = LAB7.questions.map((q) => q.modelAnswer.en).join(' ');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

const unique = `${Date.now()}`.slice(-7);
const lecturer = { username: `prof_prev_${unique}`, password: 'lecturer123' };
let registerCode = '';
let lecturerAccount: Account;
let draftId = '';
let labNumber = 0;

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const admin = await apiSignIn(request, 'admin', 'admin123');
  const created = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName: `E2E Preview University ${unique}`, numberOfStudents: 5, course: 'maternalchild' });
  expect(created.status(), await created.text()).toBe(201);
  const { university, registerCode: code } = (await created.json()) as { registerCode: string; university: { _id: string } };
  registerCode = code;
  const prof = await apiSend(request, admin.token, 'POST', '/api/v1/admin/professors', { ...lecturer, firstName: 'Preeya', lastName: 'Preview', universityId: university._id });
  expect(prof.status(), await prof.text()).toBe(201);
  lecturerAccount = await apiSignIn(request, lecturer.username, lecturer.password);
  const draft = await request.post('/api/v1/authoring/labs', {
    headers: { authorization: `Bearer ${lecturerAccount.token}` },
    data: { from: { subject: 'maternalchild', labNumber: 7 }, languages: ['en', 'th'] },
    timeout: 240_000,
  });
  expect(draft.status(), await draft.text()).toBe(201);
  draftId = ((await draft.json()) as { _id: string })._id;
  const published = await apiSend(request, lecturerAccount.token, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {});
  expect(published.status(), await published.text()).toBe(200);
  labNumber = ((await published.json()) as { labNumber: number }).labNumber;
});

/** Every request the page makes that would write something (POST, PUT, PATCH, DELETE; the bell's listening ticket writes nothing). */
function writes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const { pathname } = new URL(r.url());
    if (r.method() !== 'GET' && r.method() !== 'HEAD' && pathname.startsWith('/api/') && pathname !== '/api/v1/notifications/stream-ticket') seen.push(`${r.method()} ${pathname}`);
  });
  return seen;
}

test('the lecturer previews the lab as a student sees it: scenario, cover and questions, read only, no attempt', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, lecturer.username, lecturer.password, 'en', /\/professor\//);
  await page.goto(`/professor/labs/${draftId}`);
  const written = writes(page);
  await page.getByRole('link', { name: 'Preview as a student' }).click();
  await expect(page).toHaveURL(new RegExp(`/professor/labs/${draftId}/preview$`));
  await expect(page.getByTestId('preview-note')).toContainText('as your students see it');
  await expect(page.getByRole('heading', { level: 1, name: LAB7.title.en })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scenario' })).toBeVisible();
  await expect(page.getByText(LAB7.questions[0].text.en)).toBeVisible();
  await expect(page.getByRole('img', { name: `Illustration of the scenario: ${LAB7.title.en}` })).toBeVisible();
  await expect(page.getByText(`Lab ${labNumber}`, { exact: false }).first()).toBeVisible();
  // Read only: no recorder, nothing to submit.
  await expect(page.getByRole('button', { name: 'Ready' })).toHaveCount(0);
  // The lab's other language, as a student would switch to it.
  await page.getByLabel('Lab language').selectOption('th');
  await expect(page.getByRole('heading', { level: 1, name: LAB7.title.th })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  }
  expect(written).toEqual([]);
});

/** The model answer spoken by flite (rms) after a short silence, as the fake microphone's WAV. */
function spokenAnswer(): { file: string; seconds: number } {
  const dir = fileURLToPath(new URL('../.tmp/e2e-fixtures/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `authoring-mc7-flite-rms-${createHash('sha256').update(MODEL_ANSWER).digest('hex').slice(0, 12)}.wav`);
  if (!existsSync(file)) {
    const raw = `${file}.tts.wav`;
    execFileSync('flite', ['-voice', 'rms', '-t', MODEL_ANSWER, '-o', raw]);
    const part = `${file}.part.wav`;
    execFileSync(ffmpegPath(), ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', raw, '-af', 'adelay=3000,apad=pad_len=32000', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-bitexact', part]);
    rmSync(raw, { force: true });
    renameSync(part, file);
  }
  const wav = readFileSync(file);
  return { file, seconds: (wav.length - (wav.indexOf('data') + 8)) / wav.readUInt32LE(28) };
}

test('"try an answer" records through the microphone: transcribed and graded as a student\'s answer, nothing kept as an attempt', async () => {
  test.setTimeout(600_000);
  const fixture = spokenAnswer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: fakeMediaArgs(config.use?.launchOptions?.args ?? [], fixture.file) });
  try {
    const page = await (await browser.newContext({ baseURL: config.use?.baseURL, locale: 'en-US', viewport: { width: 1366, height: 768 } })).newPage();
    await uiSignIn(page, lecturer.username, lecturer.password, 'en', /\/professor\//);
    await page.goto(`/professor/labs/${draftId}`);
    const written = writes(page);
    const panel = page.getByTestId('try-answer');
    await panel.getByLabel('Language of the answer').selectOption('en');
    await panel.locator('label').filter({ hasText: /^Record$/ }).click();
    await expect(panel.getByRole('radio', { name: 'Audio-only answer (microphone)' })).toBeChecked();
    await panel.getByRole('button', { name: 'Ready' }).click();
    await panel.getByRole('button', { name: 'Start Recording' }).click();
    await recordFor(panel, fixture.seconds);
    await panel.getByRole('button', { name: 'Stop Recording' }).click();
    await panel.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByTestId('try-result');
    await expect(result.getByText(/^Score: \d+(\.\d)? \/ 100/)).toBeVisible({ timeout: 480_000 });
    await expect(result).toContainText('Heard (pocketsphinx):');
    await expect(result.getByText('Met', { exact: true }).first()).toBeVisible();
    await expect(result.getByText(/The result would (reach the student at once|wait for a lecturer)/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // Only the recording was sent to be graded: no upload, no submission.
    expect(written).toEqual([`POST /api/v1/authoring/labs/${draftId}/try-recording`]);
  } finally {
    await browser.close();
  }
});

test('a student who answered a lab that was then archived sees it labelled archived, their history still there', async ({ page, request }) => {
  test.setTimeout(400_000);
  const student = await apiSignUpStudent(request, registerCode, 'Anong', 'Archive');
  // A Thai answer: no engine transcribes Thai here, so it waits for a lecturer at once (an attempt all the same).
  await apiSubmitAnswer(request, student, `maternalchild-${labNumber}`, ANSWER_TH);
  const archived = await apiSend(request, lecturerAccount.token, 'POST', `/api/v1/authoring/labs/${draftId}/archive`);
  expect(archived.status()).toBe(204);

  await uiSignIn(page, student.user.username, 'ward-round-42', 'en', /\/student\/dashboard$/);
  await page.goto(`/student/labs/maternalchild/${labNumber}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: LAB7.title.en })).toBeVisible();
  await expect(page.getByTestId('lab-archived')).toHaveText('Archived by the lecturer: no new answers. Your answers and results stay here to read.');
  await expectNoSeriousAxeViolations(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('lab-archived')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  }
  await page.goto(`/student/labs/maternalchild/${labNumber}/history`);
  await expect(page.getByRole('heading', { level: 2, name: 'Attempt 1' })).toBeVisible({ timeout: 60_000 });
});

test("an administrator opens the editor from the admin page and picks the university whose labs to write", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, 'admin', 'admin123', 'en', /\/admin\//);
  await page.getByRole('link', { name: "Lab editor: write and publish a university's labs" }).click();
  await expect(page).toHaveURL(/\/professor\/labs$/);
  await expect(page.getByTestId('copy-lab')).toHaveCount(0);
  await page.getByLabel('University you are writing labs for').selectOption({ label: `E2E Preview University ${unique}` });
  await expect(page).toHaveURL(/\?universityId=[0-9a-f-]{36}$/);
  const list = page.getByTestId('draft-list');
  await expect(list).toContainText(LAB7.title.en);
  await expect(list).toContainText(`Lab ${labNumber}, version 1 published`);
  await expect(page.getByTestId('copy-lab')).toBeVisible();
  await list.getByRole('link', { name: `Edit ${LAB7.title.en}` }).click();
  await expect(page.getByRole('button', { name: 'Save and check' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All labs' })).toHaveAttribute('href', /\/professor\/labs\?universityId=/);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
