import { chromium, expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import config from '../playwright.config';
import { ffmpegPath } from '../server/src/media/ffmpegPaths';
import { expectNoSeriousAxeViolations } from './support';
import { screenshotsAtBothSizes } from './support/screens';
import { apiGet, apiSend, apiSignIn, apiSignUpStudent, storeBeforeLoad, uiSignIn, type Account } from './support/staff';
import { fakeMediaArgs, recordFor } from './support/student';

/**
 * Issue 22 in a real Chromium against the real server, nothing of our API mocked: a lecturer
 * copies maternal and child lab 4 in Thai and English, edits a question and a rubric item in both,
 * is stopped by a phrasing the scenario contains, fixes it, tries an answer and publishes; a
 * student of the university answers the new lab through the recorder (lab 4's model answer in
 * flite's rms voice, which the release decision releases, releaseDecision.spec.ts) and is graded
 * against the edited rubric; a student of another university gets 404; after a second version the
 * older attempt still shows the first.
 */
test.describe.configure({ mode: 'serial' });

interface LabFile {
  title: { en: string };
  scenario: { en: string };
  questions: { text: { th: string; en: string }; modelAnswer: { en: string }; rubric: { phrasings: { en: string[] }; feedback: { met: { th: string; en: string }; missed: { en: string } } }[] }[];
}
const LAB4 = parse(readFileSync(new URL('../content/labs/maternalchild/04.yaml', import.meta.url), 'utf8')) as LabFile;
const MODEL_ANSWER = LAB4.questions.map((q) => q.modelAnswer.en).join(' ');
/** Words of the scenario: as a phrasing, reading the scenario aloud would say them. */
const SCENARIO_WORDS = LAB4.scenario.en.split(/\s+/).slice(0, 7).join(' ');
const EDITED = {
  questionTh: `${LAB4.questions[0].text.th} (ฉบับของคณะ)`,
  questionEn: `${LAB4.questions[0].text.en} (our school's version)`,
  metTh: 'ฉบับคณะ: คุณเลือกเวลาอาบน้ำได้เหมาะสม',
  metEn: 'School edition: you chose a good time for the bath.',
  missedV2: 'Version two advice: see your lecturer.',
};
const SCREENS = '/work/screens/authoring';

const unique = `${Date.now()}`.slice(-7);
const lecturer = { username: `prof_auth_${unique}`, password: 'lecturer123' };
let registerCode = '';
let otherRegisterCode = '';
let lecturerAccount: Account;
let draftId = '';
/** The student who answered version 1 (the third test re-grades and archives around them). */
let answered: { token: string; username: string } | null = null;

const screenshots = (page: Page, name: string, language: 'th' | 'en') => screenshotsAtBothSizes(page, SCREENS, name, language);

test.beforeAll(async ({ request }) => {
  // A university of its own (the demo university's catalogue stays as other specs expect it), its lecturer, and another university.
  const admin = await apiSignIn(request, 'admin', 'admin123');
  const created = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName: `E2E Authoring University ${unique}`, numberOfStudents: 5, course: 'maternalchild' });
  expect(created.status(), await created.text()).toBe(201);
  const { university, registerCode: code } = (await created.json()) as { registerCode: string; university: { _id: string } };
  registerCode = code;
  const prof = await apiSend(request, admin.token, 'POST', '/api/v1/admin/professors', { ...lecturer, firstName: 'Kanya', lastName: 'Author', universityId: university._id });
  expect(prof.status(), await prof.text()).toBe(201);
  lecturerAccount = await apiSignIn(request, lecturer.username, lecturer.password);
  const other = await apiSend(request, admin.token, 'POST', '/api/v1/admin/generate-code', { universityName: `E2E Other University ${unique}`, numberOfStudents: 5, course: 'maternalchild' });
  otherRegisterCode = ((await other.json()) as { registerCode: string }).registerCode;
});

test('a lecturer copies a built-in lab, edits it in Thai and English, is stopped by a scenario phrasing, fixes it, tries an answer and publishes', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, lecturer.username, lecturer.password, 'th', /\/professor\//);
  await page.getByRole('navigation').getByRole('link', { name: 'แล็บ', exact: true }).click();
  await expect(page).toHaveURL(/\/professor\/labs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'แล็บของมหาวิทยาลัยคุณ' })).toBeVisible();
  await screenshots(page, 'list', 'th');

  // Copy lab 4 in Thai (the lecturer's language, ticked) and English.
  const copy = page.getByTestId('copy-lab');
  await copy.getByLabel('แล็บที่จะคัดลอก').selectOption('4');
  await copy.getByRole('checkbox', { name: 'English' }).check();
  await copy.getByRole('button', { name: 'คัดลอกและแก้ไข' }).click();
  await expect(page).toHaveURL(/\/professor\/labs\/[0-9a-f-]{36}$/, { timeout: 180_000 });
  draftId = page.url().split('/').pop()!;
  await expect(page.locator('#field-questions-0-text')).toHaveValue(LAB4.questions[0].text.th);

  // Thai: question 1 and rubric item 1's feedback.
  await page.locator('#field-questions-0-text').fill(EDITED.questionTh);
  await page.locator('#field-questions-0-rubric-0-feedback-met').fill(EDITED.metTh);
  // English: the same, and rubric item 2 said only in words of the scenario.
  await page.locator('label').filter({ hasText: /^English$/ }).click();
  await expect(page.locator('#field-questions-0-text')).toHaveValue(LAB4.questions[0].text.en);
  await page.locator('#field-questions-0-text').fill(EDITED.questionEn);
  await page.locator('#field-questions-0-rubric-0-feedback-met').fill(EDITED.metEn);
  await page.locator('#field-questions-0-rubric-1-phrasings').fill(SCENARIO_WORDS);
  await page.getByRole('button', { name: 'บันทึกและตรวจสอบ' }).click();
  await expect(page.getByText('บันทึกเป็นฉบับแก้ไขที่ 2 แล้ว')).toBeVisible({ timeout: 120_000 });

  // Stopped: the error is at the field (still English) and in the checks, in the lecturer's words.
  const phrasings = page.locator('#field-questions-0-rubric-1-phrasings');
  await expect(phrasings).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-questions-0-rubric-1-phrasings-error')).toContainText('มีอยู่แล้วในสถานการณ์หรือคำถาม');
  const checks = page.getByTestId('checks');
  await expect(checks.getByText(/ต้องแก้ \d+ ปัญหาก่อนเผยแพร่/)).toBeVisible();
  await page.getByRole('button', { name: 'เผยแพร่', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ยังเผยแพร่แล็บนี้ไม่ได้' })).toBeVisible();
  await checks.locator('[data-severity="error"]').first().getByRole('button', { name: 'ไปที่ช่องนี้' }).click();
  await expect(phrasings).toBeFocused();

  // Fixed: its own phrasings back.
  await phrasings.fill(LAB4.questions[0].rubric[1].phrasings.en.join('\n'));
  await page.getByRole('button', { name: 'บันทึกและตรวจสอบ' }).click();
  await expect(page.getByText('บันทึกเป็นฉบับแก้ไขที่ 3 แล้ว')).toBeVisible({ timeout: 120_000 });
  await expect(checks.locator('[data-severity="error"]')).toHaveCount(0);
  await expect(phrasings).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'editor', 'th');

  // Try an answer: the model answer in English, graded as a student's.
  const tryPanel = page.getByTestId('try-answer');
  await tryPanel.getByLabel('ภาษาของคำตอบ').selectOption('en');
  await tryPanel.getByRole('textbox', { name: 'คำตอบ' }).fill(MODEL_ANSWER);
  await tryPanel.getByRole('button', { name: 'ให้คะแนนคำตอบนี้' }).click();
  const result = page.getByTestId('try-result');
  await expect(result.getByText(/^คะแนน: \d+(\.\d)? \/ 100/)).toBeVisible({ timeout: 60_000 });
  await expect(result).toContainText(EDITED.metEn);
  await screenshots(page, 'editor-tried', 'th');

  await page.getByRole('button', { name: 'เผยแพร่', exact: true }).click();
  await expect(page.getByText(/เผยแพร่เป็นแล็บที่ \d+ ฉบับที่ 1 แล้ว/)).toBeVisible({ timeout: 60_000 });

  // The same pages in English.
  await storeBeforeLoad(page, 'nurselab.language', 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save and check' })).toBeVisible();
  await screenshots(page, 'editor', 'en');
  await page.goto('/professor/labs');
  await expect(page.getByRole('heading', { level: 1, name: "Your university's labs" })).toBeVisible();
  await expect(page.getByTestId('draft-list')).toContainText(/Lab \d+, version 1 published/);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'list', 'en');
});

/** The model answer spoken by flite (rms) after a short silence, as the fake microphone's WAV. */
function spokenAnswer(): { file: string; seconds: number } {
  const dir = fileURLToPath(new URL('../.tmp/e2e-fixtures/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `authoring-mc4-flite-rms-${createHash('sha256').update(MODEL_ANSWER).digest('hex').slice(0, 12)}.wav`);
  if (!existsSync(file)) {
    const raw = `${file}.tts.wav`;
    execFileSync('flite', ['-voice', 'rms', '-t', MODEL_ANSWER, '-o', raw]);
    const part = `${file}.part.wav`;
    execFileSync(ffmpegPath(), ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', raw, '-af', 'adelay=5000,apad=pad_len=32000', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-bitexact', part]);
    rmSync(raw, { force: true });
    renameSync(part, file);
  }
  const wav = readFileSync(file);
  return { file, seconds: (wav.length - (wav.indexOf('data') + 8)) / wav.readUInt32LE(28) };
}

test("a student of the university answers it through the recorder and is graded against the edited rubric; another university's student gets 404; the older attempt keeps its version", async ({ request }) => {
  // Grading on two shared cores: pocketsphinx on a minute of speech, behind other jobs.
  test.setTimeout(900_000);
  const draft = await apiGet<{ labNumber: number; revision: number; lab: unknown }>(request, lecturerAccount.token, `/api/v1/authoring/labs/${draftId}`);
  const labNumber = draft.labNumber;
  const fixture = spokenAnswer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: fakeMediaArgs(config.use?.launchOptions?.args ?? [], fixture.file),
  });
  try {
    const page = await (await browser.newContext({ baseURL: config.use?.baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 } })).newPage();
    const student = await apiSignUpStudent(page.request, registerCode, 'Mali', 'Author');
    answered = { token: student.token, username: student.user.username };
    await uiSignIn(page, student.user.username, 'ward-round-42', 'en', /\/student\/dashboard$/);
    const own = page.getByRole('region', { name: 'Labs from your lecturers' });
    await expect(own).toContainText(LAB4.title.en);

    await page.goto(`/student/labs/maternalchild/${labNumber}?lang=en`);
    await expect(page.getByText(EDITED.questionEn)).toBeVisible();
    const answer = page.getByRole('region', { name: 'Your answer' });
    await answer.getByRole('radio', { name: 'Audio-only answer (microphone)' }).check();
    await answer.getByRole('button', { name: 'Ready' }).click();
    await answer.getByRole('button', { name: 'Start Recording' }).click();
    await recordFor(answer, fixture.seconds);
    await answer.getByRole('button', { name: 'Stop Recording' }).click();
    await answer.getByRole('button', { name: 'Submit' }).click();

    // Graded against the edited rubric: the edited item's feedback is in the attempt's evidence.
    const score = answer.getByRole('progressbar', { name: 'Score' });
    await expect(score).toBeVisible({ timeout: 480_000 });
    const advice = (await answer.getByRole('list', { name: 'Recommendations' }).allTextContents()).join(' ');
    const history = async () =>
      JSON.stringify((await apiGet<{ labSubmissions: unknown[] }>(page.request, student.token, `/api/v1/student/maternalchild/${labNumber}/history`)).labSubmissions);
    expect(await history()).toContain(EDITED.metEn);

    // A second version, with other advice for every item: the older attempt keeps the first.
    const lab = structuredClone(draft.lab) as LabFile;
    for (const question of lab.questions) for (const item of question.rubric) item.feedback.missed.en = EDITED.missedV2;
    const saved = await request.put(`/api/v1/authoring/labs/${draftId}`, { headers: { authorization: `Bearer ${lecturerAccount.token}` }, data: { revision: draft.revision, lab } });
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await apiSend(request, lecturerAccount.token, 'POST', `/api/v1/authoring/labs/${draftId}/publish`, {});
    expect(((await published.json()) as { publishedVersion: number }).publishedVersion).toBe(2);
    const after = await history();
    expect(after).toContain(EDITED.metEn);
    expect(after).not.toContain(EDITED.missedV2);
    await page.goto(`/student/labs/maternalchild/${labNumber}/history`);
    await expect(page.getByRole('progressbar', { name: 'Score' }).first()).toBeVisible();
    await expect(page.getByText(EDITED.missedV2)).toHaveCount(0);
    if (advice.trim()) await expect(page.getByText(advice.trim().split('.')[0], { exact: false }).first()).toBeVisible();

    // Another university's student: the lab does not exist for them.
    const outsider = await apiSignUpStudent(request, otherRegisterCode, 'Nok', 'Outside');
    const lookup = await request.get(`/api/v1/labs/maternalchild/${labNumber}`, { headers: { authorization: `Bearer ${outsider.token}` } });
    expect(lookup.status()).toBe(404);
    const outsiderLabs = await apiGet<{ labs: { labNumber: number }[] }>(request, outsider.token, '/api/v1/student/labs');
    expect(outsiderLabs.labs.map((l) => l.labNumber)).not.toContain(labNumber);
    const authoring = await request.get(`/api/v1/authoring/labs/${draftId}`, { headers: { authorization: `Bearer ${outsider.token}` } });
    expect(authoring.status()).toBe(403);
  } finally {
    await browser.close();
  }
});

test('the lecturer re-grades the older attempt against version 2 after seeing before and after, then archives the lab and brings it back', async ({ page, request }) => {
  test.setTimeout(300_000);
  expect(answered).not.toBeNull();
  const student = answered!;
  const { labNumber } = await apiGet<{ labNumber: number }>(request, lecturerAccount.token, `/api/v1/authoring/labs/${draftId}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await uiSignIn(page, lecturer.username, lecturer.password, 'en', /\/professor\//);
  await page.goto(`/professor/labs/${draftId}`);
  const panel = page.getByTestId('regrade-panel');
  await expect(panel.getByRole('heading', { name: 'Re-grade older attempts' })).toBeVisible();
  // Nothing is re-graded until asked: the attempt is still on version 1.
  // The result as the student sees it (the media link is signed afresh on every read).
  const seen = async () =>
    JSON.stringify(
      (await apiGet<{ labSubmissions: { studentScore: unknown; status: unknown; isPass: unknown; pros: unknown; recommendations: unknown }[] }>(request, student.token, `/api/v1/student/maternalchild/${labNumber}/history`)).labSubmissions.map(
        (s) => [s.studentScore, s.status, s.isPass, s.pros, s.recommendations],
      ),
    );
  const before = await seen();
  expect(before).not.toContain(EDITED.missedV2);

  await panel.getByRole('button', { name: 'Show before and after' }).click();
  const row = panel.getByTestId('regrade-row');
  await expect(row).toHaveCount(1, { timeout: 120_000 });
  await expect(row).toContainText('Mali Author, attempt 1 (version 1)');
  await expect(row).toContainText(/Now: score \d+/);
  await expect(row).toContainText(/After re-grading: score \d+/);
  await expect(row).toContainText(/released to the student|waits for a lecturer/);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'regrade-preview', 'en');
  // Still nothing written by looking.
  expect(await seen()).toBe(before);

  await panel.getByRole('button', { name: 'Re-grade 1 attempt against version 2' }).click();
  await expect(panel.getByRole('status').filter({ hasText: '1 attempt re-graded against version 2.' })).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByText('No older attempts to re-grade: every attempt is graded against version 2.')).toBeVisible();
  await panel.getByText('1 attempt re-graded earlier').click();
  await expect(panel).toContainText('Mali Author, attempt 1, version 1 → 2');
  await screenshots(page, 'regrade-done', 'en');
  // A second request re-grades nothing: the attempt was re-graded once.
  const again = await apiSend(request, lecturerAccount.token, 'POST', `/api/v1/authoring/labs/${draftId}/regrade`, { version: 2 });
  expect(((await again.json()) as { regraded: number }).regraded).toBe(0);

  // Archive: a new student of the university no longer sees it; the one who answered keeps their attempt.
  const archive = page.getByTestId('archive-panel');
  await archive.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(archive.getByRole('heading', { name: 'This lab is archived' })).toBeVisible();
  await storeBeforeLoad(page, 'nurselab.language', 'th');
  await page.reload();
  await expect(page.getByTestId('archive-panel').getByRole('heading', { name: 'แล็บนี้ถูกเก็บเข้าคลังแล้ว' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'archived', 'th');
  const newcomer = await apiSignUpStudent(request, registerCode, 'Dao', 'Later');
  const listOf = async (token: string) => (await apiGet<{ labs: { labNumber: number; archived?: boolean; attemptsLeft: number }[] }>(request, token, '/api/v1/student/labs')).labs.find((l) => l.labNumber === labNumber);
  expect(await listOf(newcomer.token)).toBeUndefined();
  expect(await listOf(student.token)).toMatchObject({ archived: true, attemptsLeft: 0 });
  const history = await apiGet<{ labSubmissions: unknown[] }>(request, student.token, `/api/v1/student/maternalchild/${labNumber}/history`);
  expect(history.labSubmissions).toHaveLength(1);

  await page.getByTestId('archive-panel').getByRole('button', { name: 'นำกลับมา' }).click();
  await expect(page.getByTestId('archive-panel').getByRole('heading', { name: 'เก็บแล็บนี้เข้าคลัง' })).toBeVisible();
  expect(await listOf(newcomer.token)).toMatchObject({ attemptsLeft: 3 });
});
