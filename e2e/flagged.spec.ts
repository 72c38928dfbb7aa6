import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { makeTempDir, speak } from '../server/test-fixtures/audio/generate';
import { expectNoSeriousAxeViolations, pageWidth } from './support';
import { apiGet, apiSignUpStudent, apiSubmitAnswer, uiSignIn } from './support/staff';

/**
 * Issue 9 with issue 10's "must not say" items, in a real Chromium against the real pipeline: a
 * good answer that also gives harmful advice (synthesised with flite now, graded by pocketsphinx)
 * is flagged (submissions.critical_flag) and held for the lecturer (issue 20), listed first in the review queue and marked;
 * its grading page shows the harmful words with their time and the danger.
 */

const SAID = 'water between feeds is fine';

test('a flagged answer comes first in the review queue, marked, with the harmful words and their time on the grading page', async ({ page, request }) => {
  test.setTimeout(300_000);
  const lab7 = parse(readFileSync(new URL('../content/labs/maternalchild/07.yaml', import.meta.url), 'utf8')) as { questions: { modelAnswer: { en: string } }[] };
  const files = await makeTempDir();
  let audio: Buffer;
  try {
    audio = readFileSync(await speak(`${lab7.questions[0].modelAnswer.en} And ${SAID}.`, join(files.dir, 'harmful.wav')));
  } finally {
    await files.cleanup();
  }
  const student = await apiSignUpStudent(request, 'MCDEMO', 'Flag', 'Harmful');
  // Issue 20: a danger holds the answer for a lecturer (the demo university's danger policy is
  // 'hold', the default) instead of releasing the capped fail: no score yet, waiting for review.
  const held = (await apiSubmitAnswer(request, student, 'maternalchild-7-en', audio)) as { score?: number };
  expect(held.score).toBeUndefined();
  type History = { labSubmissions: { status: string; studentScore: number | null; waitingReasons?: string[] }[] };
  const latest = async () => (await apiGet<History>(request, student.token, '/api/v1/student/maternalchild/7/history')).labSubmissions[0];
  await expect.poll(async () => (await latest()).status, { timeout: 200_000 }).toBe('needs_review');
  const attempt = await latest();
  expect(attempt.studentScore).toBeNull();
  expect(attempt.waitingReasons).toContain('danger');

  await uiSignIn(page, 'prof_mc', 'nurselab123', 'en', /\/professor\/dashboard$/);
  await page.goto('/professor/review');
  const waiting = page.getByTestId('queue-waiting').getByTestId('queue-entry');
  // Flagged entries come before every unflagged one; this student's is among them, marked in words.
  const flags = await waiting.evaluateAll((rows) => rows.map((row) => (row as unknown as { dataset: { flagged?: string } }).dataset.flagged === 'true'));
  expect(flags.indexOf(false) === -1 || flags.lastIndexOf(true) < flags.indexOf(false)).toBe(true);
  const entry = waiting.filter({ hasText: 'Flag Harmful' });
  await expect(entry).toHaveAttribute('data-flagged', 'true');
  await expect(entry.getByTestId('flagged-badge')).toHaveText('Harmful statement');
  await expectNoSeriousAxeViolations(page);

  // On a phone the queue is a list of cards: the mark is on screen without a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('queue-waiting')).toBeHidden();
  const card = page.getByTestId('queue-waiting-cards').getByTestId('queue-card').filter({ hasText: 'Flag Harmful' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('flagged-badge')).toBeInViewport({ ratio: 1 });
  await expect(card.getByRole('link', { name: 'Grade Flag Harmful, lab 7, attempt 1' })).toBeInViewport({ ratio: 1 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await entry.getByRole('link', { name: 'Grade Flag Harmful, lab 7, attempt 1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grading: Flag Harmful, Lab 7, attempt 1');
  await expect(page.getByTestId('flagged-badge')).toBeVisible();
  const findings = page.getByTestId('critical-findings');
  await expect(findings).toContainText('Harmful statements found (1)');
  const quote = findings.getByTestId('evidence-quote');
  await expect(quote).toContainText(/water between/i);
  await expect(quote).toContainText(/\d+:\d{2}/);
  // The "must not say" item is pre-ticked from the evidence.
  await expect(page.getByTestId('critical-checkbox').and(page.locator(':checked'))).toHaveCount(1);
  // Pros and recommendations are drafted from the evidence: the words said, quoted, and never the
  // harmful ones nor a rubric praise sentence; the danger comes first among the recommendations.
  const pros = (await page.getByLabel('Pros (one per line)').inputValue()).split('\n').filter(Boolean);
  expect(pros.length).toBeGreaterThan(0);
  for (const line of pros) {
    expect(line).toMatch(/You said “.+” \(\d+:\d{2}\)\.$/);
    expect(line).not.toMatch(/water between/i);
  }
  await expect(page.getByLabel('Recommendations (one per line)')).toHaveValue(/^(Question \d+: )?Dangerous: [^\n]*water between/i);
  // Unticking the harm leaves the harmful words unpraised.
  await page.getByTestId('critical-checkbox').and(page.locator(':checked')).uncheck();
  await expect(page.getByLabel('Pros (one per line)')).not.toHaveValue(/water between/i);
  await expect(page.getByLabel('Recommendations (one per line)')).not.toHaveValue(/Dangerous:/);
  await expectNoSeriousAxeViolations(page);
});
