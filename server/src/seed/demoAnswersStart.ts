import { seedDemoAnswersOnce, waitForDemoGrades, type DemoAnswersDeps } from './demoAnswersSeed.js';
import { seedDemoReviewsOnce } from './demoReviews.js';

/** How long the start-up log waits for the workers to grade the demo answers before it stops reporting. */
const REPORT_WITHIN_MS = 20 * 60_000;

/**
 * On the first start with demo data: records the demo answers after the server is up (so the
 * start is not held up), lets the workers grade them, and says in the start-up output what it
 * is doing and how it ended. Later starts: one query, nothing printed. A failure is reported and
 * the next start tries again.
 */
export function recordDemoAnswersInBackground(deps: DemoAnswersDeps, say: (line: string) => void = (line) => console.log(line)): Promise<void> {
  return run(deps, say).catch((error: unknown) => {
    say(`Demo answers could not be recorded (${error instanceof Error ? error.message : String(error)}); the next start tries again.`);
  });
}

async function run(deps: DemoAnswersDeps, say: (line: string) => void): Promise<void> {
  const outcome = await seedDemoAnswersOnce(deps, { onStart: (count) => say(`Recording ${count} demo answers with flite and espeak-ng (first start only; the server is already up) ...`) });
  if (outcome.kind === 'missingTools') {
    say(
      `Demo answers not recorded: ${outcome.tools.join(' and ')} not installed (apt-get install flite espeak-ng). ` +
        'The demo accounts work; professors see no attempts until students submit. The next start tries again.',
    );
    return;
  }
  if (outcome.kind === 'busy') {
    say('Demo answers: another server process is recording them.');
    return;
  }
  if (outcome.kind === 'done') {
    // Answers recorded on an earlier start: their demo reviews (for the agreement page), if not made yet.
    await reviewDemoAnswers(deps, say);
    return;
  }
  if (outcome.kind !== 'recorded') return;
  say(`Demo answers: ${outcome.submissionIds.length} recorded and submitted in ${outcome.seconds.toFixed(0)} s; the workers are grading them now (English by pocketsphinx, Thai goes to the professors' review queue).`);
  const views = await waitForDemoGrades(deps.submissions, outcome.submissionIds, REPORT_WITHIN_MS);
  const count = (test: (v: (typeof views)[number]) => boolean) => views.filter(test).length;
  const pending = count((v) => !['graded', 'needs_review', 'failed'].includes(v.status));
  say(
    `Demo answers graded: ${count((v) => v.status === 'graded' && v.isPass === true)} passed, ${count((v) => v.status === 'graded' && v.isPass === false)} failed, ` +
      `${count((v) => v.status === 'needs_review')} waiting for a professor's review` +
      (count((v) => v.status === 'failed') ? `, ${count((v) => v.status === 'failed')} could not be evaluated` : '') +
      (pending ? `, ${pending} still being graded` : '') +
      '.',
  );
  await reviewDemoAnswers(deps, say);
}

/** The demo professor's reviews of graded demo answers, so the agreement page has figures. */
async function reviewDemoAnswers(deps: DemoAnswersDeps, say: (line: string) => void): Promise<void> {
  const outcome = await seedDemoReviewsOnce(deps);
  if (outcome.kind === 'reviewed' && outcome.reviewed > 0) say(`Demo reviews: the demo professors graded ${outcome.reviewed} automatically graded demo answers (the agreement page measures the grader against them).`);
  if (outcome.kind === 'waiting') say('Demo reviews: some demo answers are still being graded; the next start reviews them.');
}
