import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { makeTempDir, speak } from '../server/test-fixtures/audio/generate';
import { ANSWER_TH, apiGet, apiSignIn, apiSignUpStudent, apiSubmitAnswer, storeBeforeLoad, uiSignIn, type Account } from './support/staff';

/**
 * Issue 9 in a real Chromium against the real server: the professor's dashboard, a student's
 * attempt with its evidence, the review queue, the scores file, and results held until released.
 */

interface LabsAnswer {
  labStats: { labNumber: number; completed: number; total: number }[];
  studentLabStatuses: { _id: string; studentId: string | null; firstName: string; lastName: string; labsStatus: { labNumber: number; isPass: boolean | null; attempt: number; waiting?: boolean }[] }[];
}
interface HistoryAnswer {
  labSubmissions: { _id: string; attempt: number; studentScore: number | null; status: string; held?: boolean }[];
}

const dotStatus = (lab: { isPass: boolean | null; attempt: number; waiting?: boolean }) => (lab.waiting ? 'waiting' : lab.isPass ? 'passed' : lab.attempt > 0 ? 'attempted' : 'notAttempted');

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test.describe.configure({ mode: 'serial' });
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] } });

let student: Account;
let englishScore: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  // A student of the seeded maternal and child university with a Thai name: an English answer to lab 1 (graded automatically) and a Thai one to lab 2 (waits for a person).
  student = await apiSignUpStudent(request, 'MCDEMO', 'สมหญิง', 'ใจดี');
  // Lab 1's model answer (every question), spoken by flite's rms voice: recognised without rubric
  // hints (the product's default), it meets items with words that were said, so the attempt has
  // quotes. Since issue 20 an answer the release decision is not sure of waits for a lecturer: the
  // first question's answer alone (near the pass mark) and the whole answer in the slt voice (a
  // misheard stretch, 'unexplained') are held; the whole answer in rms is released (score 85,
  // hearing 0.74 when measured with this WAV).
  const lab1 = parseYaml(readFileSync(new URL('../content/labs/maternalchild/01.yaml', import.meta.url), 'utf8')) as { questions: { modelAnswer: { en: string } }[] };
  const files = await makeTempDir();
  let answer: Buffer;
  try {
    answer = readFileSync(await speak(lab1.questions.map((q) => q.modelAnswer.en).join(' '), join(files.dir, 'lab1-en.wav'), { engine: 'flite', voice: 'rms' }));
  } finally {
    await files.cleanup();
  }
  const graded = (await apiSubmitAnswer(request, student, 'maternalchild-1-en', answer)) as { score?: number };
  expect(typeof graded.score).toBe('number');
  englishScore = graded.score!;
  await apiSubmitAnswer(request, student, 'maternalchild-2', ANSWER_TH);
});

test('a professor sees the students with their dots and rings, searches, and opens an English attempt whose quotes seek the player', async ({ page, request }) => {
  test.setTimeout(120_000);
  const professor = await apiSignIn(request, 'prof_mc');
  const labs = await apiGet<LabsAnswer>(request, professor.token, '/api/v1/professor/labs');
  const university = await apiGet<{ numberOfStudents: number; registeredStudents: number }>(request, professor.token, '/api/v1/professor/university');

  await uiSignIn(page, 'prof_mc', 'nurselab123', 'en', /\/professor\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professor Dashboard');
  await expect(page.getByTestId('dashboard-summary')).toContainText('Registered students');
  await expect(page.getByTestId('registered-students')).toHaveText(`${university.registeredStudents}/${university.numberOfStudents}`);

  // One ring per lab, labelled Completed, with the server's completion.
  const rings = page.getByTestId('lab-completion').getByRole('progressbar');
  await expect(rings).toHaveCount(20);
  for (const stat of labs.labStats.slice(0, 3)) {
    const percent = stat.total ? Math.round((stat.completed / stat.total) * 100) : 0;
    await expect(page.getByRole('progressbar', { name: `Lab ${stat.labNumber}: completed` })).toHaveAttribute('aria-valuenow', String(percent));
  }
  await expect(page.getByTestId('lab-completion').getByText('Completed').first()).toBeVisible();

  // Every student's dots say what the server says, one per lab, with SPEC.md's tooltips.
  const rows = page.getByTestId('student-row');
  await expect(rows).toHaveCount(labs.studentLabStatuses.length);
  const names = labs.studentLabStatuses.map((r) => `${r.firstName} ${r.lastName}`);
  for (const row of labs.studentLabStatuses) {
    // Students other specs sign up may share a name (two rows would match): check the rows a name finds alone.
    if (names.filter((n) => n === `${row.firstName} ${row.lastName}`).length > 1) continue;
    const dots = page.getByTestId('student-row').filter({ hasText: `${row.firstName} ${row.lastName}` }).getByRole('img');
    await expect(dots).toHaveCount(20);
    for (const lab of row.labsStatus) await expect(dots.nth(lab.labNumber - 1)).toHaveAttribute('data-status', dotStatus(lab));
  }
  const mine = page.getByTestId('student-row').filter({ hasText: 'สมหญิง ใจดี' });
  await expect(mine.getByRole('img', { name: englishScore >= 60 ? 'Lab 1: Passed' : 'Lab 1: Attempted' })).toBeVisible();
  // The Thai answer waits for a lecturer (no engine for Thai): its own dot, never 'Attempted' (issue 20).
  await expect(mine.getByRole('img', { name: 'Lab 2: Waiting for lecturer' })).toHaveAttribute('title', 'Lab 2: Waiting for lecturer');
  await expect(mine.getByRole('img', { name: 'Lab 3: Not Attempted' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Search: part of the student ID, or of the full name whatever the case.
  const search = page.getByRole('searchbox', { name: 'Search students' });
  // Most of it: a few digits of one student ID are also found in others (IDs share their time prefix).
  await search.fill(student.user.studentId!.slice(1));
  await expect(rows).toHaveCount(1);
  await search.fill('หญิง ใจ');
  await expect(rows).toHaveCount(1);
  await search.fill('DEMO');
  await expect(rows).toHaveCount(labs.studentLabStatuses.filter((s) => `${s.firstName} ${s.lastName}`.toLowerCase().includes('demo') || (s.studentId ?? '').includes('DEMO')).length);
  await search.fill('no such student xyz');
  await expect(page.getByText('No student matches "no such student xyz".')).toBeVisible();
  await search.fill('สมหญิง');

  // View Labs -> the student's labs -> Lab 1 details.
  await page.getByRole('link', { name: 'View Labs of สมหญิง ใจดี' }).click();
  await expect(page).toHaveURL(new RegExp(`/professor/view-labs/${student.user._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Labs');
  await expect(page.getByTestId('student-card')).toContainText('สมหญิง');
  const lab1 = page.getByTestId('student-lab').filter({ hasText: 'Lab 1' }).first();
  await expect(lab1).toContainText(`Attempts: 1 | Latest: ${englishScore >= 60 ? 'Pass' : 'Fail'}`);
  await expect(page.getByTestId('student-lab').nth(2)).toContainText('Not Attempted');
  await lab1.getByRole('link', { name: 'View Details of Lab 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/professor/view-lab/${student.user._id}/1$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lab 1 Details');
  await expect(page.getByLabel('Select Attempt:')).toHaveValue(/.+/);
  await expect(page.getByTestId('attempt-score')).toHaveText(`Score: ${englishScore}`);
  await expect(page.getByTestId('attempt-status')).toHaveText(englishScore >= 60 ? 'Status: Passed' : 'Status: Failed');
  // SPEC.md's "Pros:" and "Recommendations:", per question, composed from the evidence in the professor's language.
  await expect(page.getByRole('heading', { name: 'Pros:' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommendations:' }).first()).toBeVisible();
  await expect(page.getByTestId('transcript')).not.toBeEmpty();
  // Each strength names what it shows: the rubric item's descriptor, here in English (the answer's and the professor's language).
  const labFile = parseYaml(readFileSync(new URL('../content/labs/maternalchild/01.yaml', import.meta.url), 'utf8')) as { questions: { rubric: { descriptor: { en: string } }[] }[] };
  const descriptors = new Set(labFile.questions.flatMap((q) => q.rubric.map((item) => item.descriptor.en)));
  const strength = page.getByTestId('feedback-pro').first().locator('span[lang="en"]').first();
  await expect.poll(async () => descriptors.has((await strength.textContent()) ?? '')).toBe(true);

  // The recording plays, and a quote moves it to the quoted moment.
  const player = page.getByTestId('recording-player');
  await expect.poll(() => player.evaluate((m) => (m as unknown as { readyState: number }).readyState)).toBeGreaterThanOrEqual(1);
  await player.evaluate((m) => (m as unknown as { muted: boolean; play: () => Promise<void> }).play().catch(() => undefined));
  await expect.poll(() => player.evaluate((m) => (m as unknown as { currentTime: number }).currentTime)).toBeGreaterThan(0);
  await player.evaluate((m) => (m as unknown as { pause: () => void }).pause());
  const quotes = page.getByTestId('evidence-quote');
  const count = await quotes.count();
  expect(count).toBeGreaterThan(0);
  const quote = quotes.nth(count - 1);
  const start = Number(await quote.getAttribute('data-start'));
  expect(start).toBeGreaterThan(0.5);
  await quote.click();
  await expect.poll(() => player.evaluate((m) => (m as unknown as { currentTime: number }).currentTime)).toBeGreaterThanOrEqual(start - 0.05);
  await expect.poll(() => player.evaluate((m) => (m as unknown as { currentTime: number }).currentTime)).toBeLessThan(start + 3);
  await expectNoSeriousAxeViolations(page);
});

test('the professor grades the Thai answer from the review queue by ticking rubric items, and the student sees the score', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await uiSignIn(page, 'prof_mc', 'nurselab123', 'en', /\/professor\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Professor pages' });
  await expect(nav.getByTestId('review-count')).toHaveText(/[1-9]\d* waiting/);
  await nav.getByRole('link', { name: /Review queue/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review queue');
  const entry = page.getByTestId('queue-waiting').getByTestId('queue-entry').filter({ hasText: 'สมหญิง ใจดี' });
  await expect(entry).toHaveAttribute('data-language', 'th');
  await entry.getByRole('link', { name: 'Grade สมหญิง ใจดี, lab 2, attempt 1' }).click();

  const form = page.getByTestId('grading-form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grading: สมหญิง ใจดี, Lab 2, attempt 1');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('recording-player')).toBeVisible();
  // Items in the lab's language (Thai) with the interface language (English) beside them.
  const boxes = form.getByTestId('rubric-checkbox');
  expect(await boxes.count()).toBeGreaterThan(2);
  await expect(form.getByTestId('items-score')).toHaveText('Score from the ticked items: 0');

  // Tick two items from the keyboard; the score follows the grader's formula.
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(1).focus();
  await page.keyboard.press('Space');
  const itemsScore = Number((await form.getByTestId('items-score').textContent())!.replace(/[^\d.]/g, ''));
  expect(itemsScore).toBeGreaterThan(0);
  await expect(form.getByLabel('Score (0-100)')).toHaveValue(String(itemsScore));
  // Pros quote only words the grader heard (none were, for an answer waiting for a person); the unticked items are recommended.
  const pros = await form.getByLabel('Pros (one per line)').inputValue();
  for (const line of pros.split('\n').filter(Boolean)) expect(line).toMatch(/^(ข้อ \d+: )?คุณพูดว่า “.+” \(\d+:\d{2}\)$/);
  await expect(form.getByLabel('Recommendations (one per line)')).not.toHaveValue('');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Review saved.')).toBeVisible();

  // The student sees the score in the history, marked reviewed by the API.
  const history = await apiGet<HistoryAnswer>(request, student.token, '/api/v1/student/maternalchild/2/history');
  expect(history.labSubmissions[0].status).toBe('graded');
  expect(history.labSubmissions[0].studentScore).toBe(itemsScore);
  const context = await browser.newContext();
  const studentPage = await context.newPage();
  await storeBeforeLoad(studentPage, 'nurselab.session', JSON.stringify(student));
  await studentPage.goto('/student/labs/maternalchild/2/history');
  await expect(studentPage.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', String(Math.round(itemsScore)));
  await expect(studentPage.getByText('อาจารย์ตรวจแล้ว')).toBeVisible();
  // The student's history with attempts passes axe too.
  await expectNoSeriousAxeViolations(studentPage);
  await context.close();
});

test('Download Scores saves student_scores.csv with a row per student and Thai names intact', async ({ page, request }) => {
  const professor = await apiSignIn(request, 'prof_mc');
  await uiSignIn(page, 'prof_mc', 'nurselab123', 'en', /\/professor\/dashboard$/);
  const button = page.getByRole('button', { name: 'Download Scores' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('student_scores.csv');
  await expect(page.getByText('Scores downloaded successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Scores downloaded successfully!')).toBeHidden();

  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.subarray(3).toString('utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const mine = rows.filter((r) => Object.values(r).includes(student.user.studentId!));
  expect(mine).toHaveLength(1);
  expect(Object.values(mine[0])).toEqual(expect.arrayContaining(['สมหญิง', 'ใจดี']));
  const university = await apiGet<{ registeredStudents: number }>(request, professor.token, '/api/v1/professor/university');
  // One row per student, then the totals row (issue 23: averages and counts for a spreadsheet).
  expect(rows.length).toBe(university.registeredStudents + 1);
  expect(Object.values(rows.at(-1)!)[0]).toBe('Totals (scores and points: average)');

  // The second export: one row per attempt, with the rubric items' points.
  const [attempts] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download every attempt (rubric items)' }).click()]);
  expect(attempts.suggestedFilename()).toBe('student_attempts.csv');
  const attemptBytes = readFileSync((await attempts.path())!);
  expect([...attemptBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const attemptRows = parse(attemptBytes.subarray(3).toString('utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  expect(attemptRows.filter((r) => Object.values(r).includes(student.user.studentId!))).toHaveLength(2);
  // Times in the university's time zone (Asia/Bangkok by default), named in the header.
  expect(Object.keys(attemptRows[0])).toContain('Submitted At (Asia/Bangkok)');
});
