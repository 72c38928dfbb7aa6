import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ANSWER_TH, apiGet, apiSend, apiSignIn, apiSignUpStudent, apiSubmitAnswer, uiSignIn } from './support/staff';

/**
 * Issue 23 in a real Chromium against the real server: a lecturer pins two comments at different
 * moments of an attempt (one on a rubric item) and grades it; the student is told by the bell,
 * opens the attempt from the notification, a comment seeks the player, and replies; the lecturer
 * is told of the reply and reads it. Thai and English, phone and laptop.
 */

const SCREENS = '/work/screens/comments';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const TEXT = {
  th: { title: (n: number) => `ความคิดเห็น (${n})`, comment: 'คุณบอกสัญญาณอันตรายตรงนี้ได้ดี', general: 'ควรเพิ่มการประเมินแผลฝีเย็บ', reply: 'ขอบคุณค่ะ จะเพิ่มในครั้งหน้า' },
  en: { title: (n: number) => `Comments (${n})`, comment: 'You named the danger sign well here', general: 'Add the perineal assessment', reply: 'Thank you, I will add it next time' },
} as const;

test.describe.configure({ mode: 'serial' });
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] } });

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function newPage(browser: Browser, size: { width: number; height: number }, language: 'th' | 'en') {
  const context = await browser.newContext({ viewport: size, locale: language === 'th' ? 'th-TH' : 'en-US' });
  return context.newPage();
}

/** Moves the player to a moment once it knows its length. */
async function setPlayerTime(player: Locator, seconds: number) {
  await expect.poll(() => player.evaluate((m) => (m as unknown as { readyState: number }).readyState)).toBeGreaterThanOrEqual(1);
  await player.evaluate((m, s) => {
    const media = m as unknown as { currentTime: number; pause(): void };
    media.pause();
    media.currentTime = s;
  }, seconds);
}

for (const size of SIZES) {
  for (const language of ['th', 'en'] as const) {
    test(`comments pinned to moments, a reply and the bell (${language}, ${size.width}x${size.height})`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const words = TEXT[language];
      const tag = `${language}-${size.width}`;
      // A Thai answer waits for a lecturer (no engine transcribes Thai out of the box): an attempt with a recording, at once.
      const student = await apiSignUpStudent(request, 'MCDEMO', language === 'th' ? 'มาลี' : 'Mali', language === 'th' ? 'ดีงาม' : 'Good');
      await apiSubmitAnswer(request, student, 'maternalchild-2', ANSWER_TH);
      const professor = await apiSignIn(request, 'prof_mc');
      const { labSubmissions } = await apiGet<{ labSubmissions: { _id: string }[] }>(request, professor.token, `/api/v1/professor/student/${student.user._id}/lab/2`);
      const submissionId = labSubmissions[0]!._id;

      // The lecturer pins a comment on a rubric item at 1.5 s, and another at 3 s with the C shortcut.
      const lecturer = await newPage(browser, size, language);
      await uiSignIn(lecturer, 'prof_mc', 'nurselab123', language, /\/professor\//);
      await lecturer.goto(`/professor/review/${submissionId}`);
      const panel = lecturer.getByTestId('comments-panel');
      await expect(panel.getByRole('heading', { name: words.title(0) })).toBeVisible();
      const player = lecturer.getByTestId('recording-player');
      await setPlayerTime(player, 1.5);
      await panel.getByTestId('comment-pin-now').click();
      await expect(panel.getByTestId('comment-pinned-at')).toContainText('0:01');
      const newComment = panel.locator(`#new-comment-${submissionId}`);
      await newComment.fill(words.comment);
      await panel.getByTestId('comment-rubric').selectOption({ index: 1 });
      await panel.getByTestId(`new-comment-${submissionId}-form`).getByRole('button').last().click();
      await expect(panel.getByTestId('comment-text').filter({ hasText: words.comment })).toBeVisible();

      await setPlayerTime(player, 3);
      await lecturer.getByRole('heading', { level: 1 }).click();
      await lecturer.keyboard.press('c');
      await expect(newComment).toBeFocused();
      await expect(panel.getByTestId('comment-pinned-at')).toContainText('0:03');
      await lecturer.keyboard.type(words.general);
      await lecturer.keyboard.press('Control+Enter');
      await expect(panel.getByTestId('comment-marker')).toHaveCount(2);
      await expect(panel.getByRole('heading', { name: words.title(2) })).toBeVisible();
      await expect(panel.getByTestId('comment-rubric-item')).toHaveCount(1);
      await panel.screenshot({ path: `${SCREENS}/lecturer-panel-${tag}.png` });
      await expectNoSeriousAxeViolations(lecturer);

      // The lecturer grades it (the grade is released to the student).
      const graded = await apiSend(request, professor.token, 'POST', `/api/v1/professor/submissions/${submissionId}/review`, { itemsMet: [], score: 45, pros: [], recommendations: [], reason: 'e2e' });
      expect(graded.status(), await graded.text()).toBe(200);

      // The student's bell counts two comments and the grade; the notification opens the attempt.
      const learner = await newPage(browser, size, language);
      await uiSignIn(learner, student.user.username, 'ward-round-42', language, /\/(student|dashboard|maternal)/);
      const bell = learner.getByTestId('notification-bell').first();
      if (size.width < 768) await learner.getByRole('button', { name: language === 'th' ? 'เปิดเมนู' : 'Open menu' }).click();
      const visibleBell = learner.getByTestId('notification-bell').locator('visible=true').first();
      await expect(visibleBell.getByTestId('notification-unread')).toHaveText('3');
      await expect(bell).toHaveAttribute('aria-label', /3/);
      await visibleBell.click();
      await expect(learner).toHaveURL(/\/notifications$/);
      const notes = learner.getByTestId('notification');
      await expect(notes).toHaveCount(3);
      await expect(notes.first()).toHaveAttribute('data-kind', 'gradeReleased');
      await learner.screenshot({ path: `${SCREENS}/notifications-${tag}.png`, fullPage: true });
      await expectNoSeriousAxeViolations(learner);
      await learner.locator('[data-testid="notification"][data-kind="comment"]').last().getByRole('link').click();
      await expect(learner).toHaveURL(new RegExp(`/history\\?attempt=${submissionId}$`));

      const studentPanel = learner.getByTestId('comments-panel');
      await expect(studentPanel.getByTestId('comment-text').filter({ hasText: words.comment })).toBeVisible();
      const studentPlayer = learner.getByTestId('recording-player');
      await expect.poll(() => studentPlayer.evaluate((m) => (m as unknown as { readyState: number }).readyState)).toBeGreaterThanOrEqual(1);
      await studentPanel.getByTestId('comment-seek').first().click();
      await expect
        .poll(() => studentPlayer.evaluate((m) => (m as unknown as { currentTime: number }).currentTime))
        .toBeGreaterThanOrEqual(1.4);
      await studentPlayer.evaluate((m) => (m as unknown as { pause(): void }).pause());
      expect(await studentPlayer.evaluate((m) => (m as unknown as { currentTime: number }).currentTime)).toBeLessThan(2.9);
      // A marker on the timeline seeks the same way.
      await studentPanel.getByTestId('comment-marker').nth(1).click();
      await expect.poll(() => studentPlayer.evaluate((m) => (m as unknown as { currentTime: number }).currentTime)).toBeGreaterThanOrEqual(2.9);
      await studentPlayer.evaluate((m) => (m as unknown as { pause(): void }).pause());

      await studentPanel.getByTestId('comment-reply').first().click();
      await studentPanel.locator('textarea[id^="reply-"]').fill(words.reply);
      await studentPanel.locator('div[data-testid^="reply-"]').getByRole('button').first().click();
      await expect(studentPanel.getByTestId('comment-text').filter({ hasText: words.reply })).toBeVisible();
      await studentPanel.screenshot({ path: `${SCREENS}/student-panel-${tag}.png` });
      await expectNoSeriousAxeViolations(learner);

      // The lecturer is told of the reply and reads it in the thread.
      await lecturer.goto('/notifications');
      const reply = lecturer.locator('[data-testid="notification"][data-kind="reply"]').first();
      await expect(reply).toBeVisible();
      await lecturer.screenshot({ path: `${SCREENS}/lecturer-notifications-${tag}.png`, fullPage: true });
      await reply.getByRole('link').click();
      await expect(lecturer).toHaveURL(new RegExp(`/professor/review/${submissionId}$`));
      await expect(lecturer.getByTestId('comments-panel').getByTestId('comment-text').filter({ hasText: words.reply })).toBeVisible();
      await lecturer.context().close();
      await learner.context().close();
    });
  }
}
