import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import config from '../playwright.config';
import { ffmpegPath } from '../server/src/media/ffmpegPaths';
import { expectNoSeriousAxeViolations } from './support';
import { apiGet, apiSignUpStudent, storeBeforeLoad, uiSignIn, type Account } from './support/staff';
import { fakeMediaArgs, recordFor } from './support/student';

/**
 * Issue 20, "Automatic results only when the product is sure", in a real Chromium against the
 * real server and pipeline, nothing of our API mocked: each answer is spoken (espeak-ng or
 * flite), played by Chromium's fake microphone, recorded on the lab screen, uploaded, heard by
 * pocketsphinx, graded, and the release decision (core decideRelease) either releases the
 * automatic result or holds it for a lecturer, telling the student why.
 *
 * Voices and labs were chosen by running the pipeline on these very files (a throwaway script
 * calling evaluateRecording + decideRelease on the WAV encoded as WebM/Opus):
 * - maternal and child lab 1 in espeak-ng: score 20, hearing 0.40 (< 0.60): held for hearing;
 * - maternal and child lab 4 in flite rms: score 88, hearing 0.70, no reason: released;
 * - maternal and child lab 7 in flite rms, after both listed phrasings of its early-solids danger
 *   ("Give her some mashed banana, and feed her rice so she stays full longer."): capped 59,
 *   hearing 0.69, held for the danger (and, that time, for a score near the pass mark). With the
 *   banana sentence alone a run through Chromium once heard "give her some mashed up in the":
 *   no danger found, and the answer was released as a pass of 100; the second phrasing gives the
 *   recogniser a second chance. Other reasons beside the danger do not change what is tested: a
 *   confirmed danger fails the answer whatever else held it.
 */

interface Lab {
  questions: { modelAnswer: { en: string }; critical?: { id: string; phrasings: { en: string[] }; danger: { en: string } }[] }[];
}
const lab = (n: number) => parse(readFileSync(new URL(`../content/labs/maternalchild/${String(n).padStart(2, '0')}.yaml`, import.meta.url), 'utf8')) as Lab;
const modelAnswer = (l: Lab) => l.questions.map((q) => q.modelAnswer.en).join(' ');

/** Silence before the answer: the recording starts within this much of the microphone opening. */
const LEAD_SECONDS = 5;
const TAIL_SECONDS = 2;

/**
 * The answer spoken, as the fake microphone's WAV: silence, the answer, a short silence. Chromium
 * loops the file from the moment the microphone opens (Ready); recording starts at once and lasts
 * one length of the file, so the answer is heard whole, once.
 */
function spokenFixture(name: string, text: string, voice: { engine: 'flite'; voice: string } | { engine: 'espeak' }): { file: string; seconds: number } {
  const dir = fileURLToPath(new URL('../.tmp/e2e-fixtures/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  // Named by what is spoken, so an edited model answer is spoken again rather than read from an old file.
  const key = createHash('sha256').update(JSON.stringify([text, voice, LEAD_SECONDS, TAIL_SECONDS])).digest('hex').slice(0, 12);
  const file = path.join(dir, `${name}-${key}.wav`);
  if (!existsSync(file)) {
    const raw = `${file}.tts.wav`;
    if (voice.engine === 'flite') execFileSync('flite', ['-voice', voice.voice, '-t', text, '-o', raw]);
    else execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, text]);
    const part = `${file}.part.wav`;
    execFileSync(ffmpegPath(), [
      '-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', raw,
      '-af', `adelay=${LEAD_SECONDS * 1000},apad=pad_len=${TAIL_SECONDS * 16000}`,
      '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-bitexact', part,
    ]);
    rmSync(raw, { force: true });
    renameSync(part, file);
  }
  const wav = readFileSync(file);
  const dataAt = wav.indexOf('data') + 8;
  return { file, seconds: (wav.length - dataAt) / wav.readUInt32LE(28) };
}

const LAB7 = lab(7);
const BANANA = 'give her some mashed banana';
const EARLY_SOLIDS = LAB7.questions.flatMap((q) => q.critical ?? []).find((c) => c.phrasings.en.includes(BANANA))!;

const ESPEAK_LAB1 = spokenFixture('release-mc1-espeak', modelAnswer(lab(1)), { engine: 'espeak' });
const FLITE_LAB4 = spokenFixture('release-mc4-flite-rms', modelAnswer(lab(4)), { engine: 'flite', voice: 'rms' });
const DANGER_LAB7 = spokenFixture('release-mc7-banana-flite-rms', `Give her some mashed banana, and feed her rice so she stays full longer. ${modelAnswer(LAB7)}`, { engine: 'flite', voice: 'rms' });

/**
 * A Chromium of its own whose fake microphone plays this file (a launch option, so not a
 * test.use of a describe group), and an English page in it.
 */
async function withMicrophone(fixture: { file: string }): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: fakeMediaArgs(config.use?.launchOptions?.args ?? [], fixture.file),
  });
  const context = await browser.newContext({ baseURL: config.use?.baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { page, close: () => browser.close() };
}

let closeMicrophone: (() => Promise<void>) | null = null;
async function microphone(fixture: { file: string }): Promise<Page> {
  const { page, close } = await withMicrophone(fixture);
  closeMicrophone = close;
  return page;
}
test.afterEach(async () => {
  await closeMicrophone?.();
  closeMicrophone = null;
});

/** A new student of the demo university (maternal and child), signed in through the English sign-in page. */
async function newStudent(page: Page, firstName: string, lastName: string): Promise<Account> {
  const student = await apiSignUpStudent(page.request, 'MCDEMO', firstName, lastName);
  await uiSignIn(page, student.user.username, 'ward-round-42', 'en', /\/student\/dashboard$/);
  return student;
}

/** Records one length of the fake microphone's file on the lab screen and submits it; answers the "Your answer" region. */
async function recordAndSubmit(page: Page, labNumber: number, fixture: { seconds: number }) {
  await page.goto(`/student/labs/maternalchild/${labNumber}?lang=en`);
  const answer = page.getByRole('region', { name: 'Your answer' });
  await answer.getByRole('radio', { name: 'Audio-only answer (microphone)' }).check();
  await answer.getByRole('button', { name: 'Ready' }).click();
  const start = answer.getByRole('button', { name: 'Start Recording' });
  await expect(start).toBeFocused();
  await start.click();
  const stop = answer.getByRole('button', { name: 'Stop Recording' });
  await expect(stop).toBeVisible();
  await recordFor(answer, fixture.seconds);
  await stop.click();
  await answer.getByRole('button', { name: 'Submit' }).click();
  await expect(answer.getByText(/^(Evaluating your answer|Lab \d+)$/)).toBeVisible({ timeout: 60_000 });
  return answer;
}

/** Grading on two shared cores: pocketsphinx on a minute of speech, behind other jobs. */
const GRADED = { timeout: 240_000 };

test.describe('a complete answer pocketsphinx mishears', () => {
  test('is not failed automatically: the student is told the lecturer grades it, because not every word was heard', async () => {
    test.setTimeout(480_000);
    const page = await microphone(ESPEAK_LAB1);
    const student = await newStudent(page, 'Hana', 'Hearing');
    const answer = await recordAndSubmit(page, 1, ESPEAK_LAB1);

    const waiting = answer.getByTestId('waiting-for-lecturer');
    await expect(waiting).toBeVisible(GRADED);
    await expect(waiting.getByRole('heading', { name: 'Your lecturer will grade this answer' })).toBeVisible();
    await expect(waiting.locator('[data-reason="hearing"]')).toHaveText('We could not hear every word clearly.');
    // No automatic fail: no score, no "Try again", no automatic feedback.
    await expect(answer.getByRole('progressbar', { name: 'Score' })).toHaveCount(0);
    await expect(answer.getByText('Try again', { exact: true })).toHaveCount(0);
    await expect(answer.getByText('Passed', { exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // The API agrees: waiting for a lecturer, no score, the hearing reason recorded.
    const history = await apiGet<{ labSubmissions: { status: string; studentScore: number | null; waitingReasons?: string[] }[] }>(page.request, student.token, '/api/v1/student/maternalchild/1/history');
    expect(history.labSubmissions[0]).toMatchObject({ status: 'needs_review', studentScore: null });
    expect(history.labSubmissions[0].waitingReasons).toContain('hearing');

    // The history page says the same after a reload.
    await page.goto('/student/labs/maternalchild/1/history');
    const held = page.getByTestId('waiting-for-lecturer');
    await expect(held.locator('[data-reason="hearing"]')).toHaveText('We could not hear every word clearly.');
    await expect(page.getByText('Try again', { exact: true })).toHaveCount(0);
  });
});

test.describe('a good answer flite speaks clearly', () => {
  test('is released automatically: the student sees the score and the pass at once', async () => {
    test.setTimeout(480_000);
    const page = await microphone(FLITE_LAB4);
    const student = await newStudent(page, 'Gita', 'Good');
    const answer = await recordAndSubmit(page, 4, FLITE_LAB4);

    const score = answer.getByRole('progressbar', { name: 'Score' });
    await expect(score).toBeVisible(GRADED);
    expect(Number(await score.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(75);
    await expect(answer.getByText('Passed', { exact: true })).toBeVisible();
    await expect(answer.getByTestId('waiting-for-lecturer')).toHaveCount(0);
    await expect(answer.getByRole('region', { name: 'Transcript' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const history = await apiGet<{ labSubmissions: { status: string; studentScore: number | null }[] }>(page.request, student.token, '/api/v1/student/maternalchild/4/history');
    expect(history.labSubmissions[0].status).toBe('graded');
    expect(history.labSubmissions[0].studentScore).toBeGreaterThanOrEqual(75);
  });
});

test.describe('an answer with a listed dangerous instruction', () => {
  test('is held, not failed; the lecturer confirms the danger; then the student sees the fail with the danger explained', async ({ browser }) => {
    test.setTimeout(600_000);
    const page = await microphone(DANGER_LAB7);
    const student = await newStudent(page, 'Dara', 'Danger');
    const answer = await recordAndSubmit(page, 7, DANGER_LAB7);

    // Held: one point is being checked by the lecturer, and no fail.
    const waiting = answer.getByTestId('waiting-for-lecturer');
    await expect(waiting).toBeVisible(GRADED);
    await expect(waiting.locator('[data-reason="danger"]')).toHaveText('One point of your answer is being checked by your lecturer.');
    await expect(answer.getByRole('progressbar', { name: 'Score' })).toHaveCount(0);
    await expect(answer.getByText('Try again', { exact: true })).toHaveCount(0);
    await expect(answer.getByText(EARLY_SOLIDS.danger.en)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // The demo professor of the university: the review queue, the attempt, Confirm, then Yes.
    await confirmDanger(browser, 'Dara Danger');

    // The student's lab screen, reloaded: the fail, with the danger explained.
    await page.reload();
    const after = page.getByRole('region', { name: 'Your answer' });
    const score = after.getByRole('progressbar', { name: 'Score' });
    await expect(score).toBeVisible();
    expect(Number(await score.getAttribute('aria-valuenow'))).toBeLessThan(60);
    await expect(after.getByText('Try again', { exact: true })).toBeVisible();
    await expect(after.getByText('Reviewed by your lecturer')).toBeVisible();
    await expect(after.getByTestId('waiting-for-lecturer')).toHaveCount(0);
    await expect(after.getByText(EARLY_SOLIDS.danger.en, { exact: false })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const history = await apiGet<{ labSubmissions: { status: string; studentScore: number | null; recommendations: string[] }[] }>(page.request, student.token, '/api/v1/student/maternalchild/7/history');
    expect(history.labSubmissions[0].status).toBe('graded');
    expect(history.labSubmissions[0].studentScore).toBeLessThan(60);
  });
});

async function confirmDanger(browser: Browser, studentName: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await storeBeforeLoad(page, 'nurselab.language', 'en');
    await uiSignIn(page, 'prof_mc', 'nurselab123', 'en', /\/professor\/dashboard$/);
    await page.goto('/professor/review');
    const entry = page.getByTestId('queue-waiting').getByTestId('queue-entry').filter({ hasText: studentName });
    await expect(entry).toHaveAttribute('data-flagged', 'true');
    await entry.getByRole('link', { name: `Grade ${studentName}, lab 7, attempt 1` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Grading: ${studentName}, Lab 7, attempt 1`);
    await expect(page.getByTestId('hold-reasons')).toHaveText(/^Held for a lecturer because: Possible danger(, .+)?$/);
    await expect(page.getByTestId('critical-findings').getByTestId('evidence-quote').first()).toContainText(/mashed banana|feed her rice/i);

    const panel = page.getByTestId('danger-verdict');
    await expect(panel.getByRole('heading', { name: 'Is this really dangerous?' })).toBeVisible();
    await panel.getByRole('button', { name: 'Confirm the danger' }).click();
    // The confirm step: asked once more, with what the student will see.
    await expect(panel.getByText(/^Confirm the danger\? The student will see a fail with score \d+(\.\d+)? and the danger explained\.$/)).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await panel.getByRole('button', { name: 'Yes, confirm the danger' }).click();
    // The grade applied: the next attempt (or the queue) opens, saying the review was saved.
    await expect(page.getByRole('status').filter({ hasText: 'Review saved.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Grading: ${studentName}, Lab 7, attempt 1`);
  } finally {
    await context.close();
  }
}
