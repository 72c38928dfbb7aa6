import { buildAttemptEvidence, isLanguage, PASS_MARK, reviewFeedbackLines, scoreFromItems } from '@nurselab/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { CatalogueService } from '../catalogue/service.js';
import type { Db } from '../db/client.js';
import { appState, submissions, universities, users } from '../db/schema/index.js';
import type { SubmissionRepository } from '../submissions/repository.js';
import { DEMO_ANSWERS, DEMO_LABS, type DemoAnswerPlan } from './demoAnswersSeed.js';
import { DEMO_UNIVERSITIES } from './demo.js';

export const DEMO_REVIEWS_SEEDED_KEY = 'demo_reviews_seeded';

/**
 * The demo answers the demo professor grades, so the agreement page has figures on a fresh
 * start: a full and a weak answer of the first student and the weak first try of the second
 * (the second student's passing retry stays in the queue as a recent automatic grade). Each
 * must have an automatic grade; the Thai answers wait for the professor and are left to them.
 */
export const DEMO_REVIEWED: readonly DemoAnswerPlan[] = [DEMO_ANSWERS[0], DEMO_ANSWERS[1], DEMO_ANSWERS[2]];

const REASON = 'Demo: graded by the demo professor against the words the demo student said.';

export interface DemoReviewsDeps {
  db: Db;
  catalogue: CatalogueService;
  repository: SubmissionRepository;
}

export type DemoReviewsOutcome = { kind: 'done' } | { kind: 'noAnswers' } | { kind: 'waiting'; reviewed: number } | { kind: 'reviewed'; reviewed: number };

/** Whether the evaluate job left an automatic grade: evaluation.automatic (release contract), or a grade with the grader's evidence. */
function hasAutomaticGrade(row: { status: string; evaluation: Record<string, unknown> | null }): boolean {
  const automatic = row.evaluation?.automatic as { score?: unknown } | undefined;
  if (automatic && typeof automatic.score === 'number') return true;
  return row.status === 'graded' && Array.isArray(row.evaluation?.questions);
}

/**
 * The demo professor's reviews of demo answers that have automatic grades, once per database.
 * The professor ticks what the demo student actually said (the plan's coverage: every rubric
 * item of a full answer, the first item of each question of a weak one) and gives the items'
 * score, so the agreement table measures the real grader against the truth of the recording.
 * Idempotent: an answer already reviewed is left alone, and the marker is written only once
 * every planned answer is reviewed or finished without an automatic grade. Answers still being
 * graded: the next start carries on.
 */
export async function seedDemoReviewsOnce(deps: DemoReviewsDeps): Promise<DemoReviewsOutcome> {
  const { db } = deps;
  const [done] = await db.select().from(appState).where(eq(appState.key, DEMO_REVIEWS_SEEDED_KEY));
  if (done) return { kind: 'done' };
  let reviewed = 0;
  let unfinished = 0;
  let found = 0;
  for (const demo of DEMO_UNIVERSITIES) {
    const [university] = await db.select().from(universities).where(eq(universities.registerCode, demo.registerCode));
    if (!university) continue;
    const [professor] = await db
      .select()
      .from(users)
      .where(and(eq(users.username, demo.professor), eq(users.role, 'professor'), eq(users.universityId, university.id)));
    if (!professor) continue;
    const usernames = [1, 2, 3].map((n) => `${demo.studentPrefix}${n}`);
    const students = await db.select().from(users).where(and(inArray(users.username, usernames), eq(users.universityId, university.id)));
    for (const answer of DEMO_REVIEWED) {
      const student = students.find((s) => s.username === usernames[answer.student]);
      if (!student) continue;
      const labNumber = DEMO_LABS[demo.course][answer.lab];
      const current = await deps.catalogue.currentLab({ subject: demo.course, labNumber });
      // The attempt number of this answer: its place among the plan's answers of that student on that lab.
      const attempt = DEMO_ANSWERS.slice(0, DEMO_ANSWERS.indexOf(answer) + 1).filter((a) => a.student === answer.student && a.lab === answer.lab).length;
      const [row] = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.userId, student.id), eq(submissions.labId, current.lab.id), eq(submissions.attempt, attempt)));
      if (!row) continue;
      found++;
      if (row.reviewCount > 0) continue;
      if (!['graded', 'needs_review', 'failed'].includes(row.status)) {
        unfinished++;
        continue;
      }
      if (!hasAutomaticGrade(row)) continue;

      const content = await deps.catalogue.versionContent(row.labVersionId);
      const itemsMet = content.questions.flatMap((q) => (answer.coverage === 'full' ? q.rubric : q.rubric.slice(0, 1)).map((i) => i.id));
      const score = Math.round(scoreFromItems(content.questions, itemsMet) * 10) / 10;
      const language = isLanguage(row.language) ? row.language : 'en';
      const feedback = reviewFeedbackLines(content.questions, buildAttemptEvidence(content.questions, row.evaluation, row.language), itemsMet, language);
      await deps.repository.professor.recordReview({
        submissionId: row.id,
        reviewerId: professor.id,
        itemsMet,
        itemsScore: score,
        score,
        isPass: score >= PASS_MARK,
        pros: feedback.pros,
        recommendations: feedback.recommendations,
        reason: REASON,
      });
      reviewed++;
    }
  }
  if (!found) return { kind: 'noAnswers' };
  if (unfinished) return { kind: 'waiting', reviewed };
  await db.insert(appState).values({ key: DEMO_REVIEWS_SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  return { kind: 'reviewed', reviewed };
}
