import { gradeWithRubric, type Language } from '@nurselab/core';
import { SubmissionRepository } from '../../src/submissions/repository.js';
import { bearer } from '../support/fixtures.js';
import { audioClip, tempDir } from '../submissions/support/media.js';
import { finalise, storedUpload, type Person, type World } from '../submissions/support/world.js';

/** Real recordings submitted through the real finalise. */
export async function submitAnswer(
  world: World,
  who: Person,
  body: { labNumber?: number; language?: Language; subject?: string; confirmWhileWaiting?: boolean } = {},
): Promise<string> {
  const { dir, cleanup } = await tempDir();
  try {
    const uploadId = await storedUpload(world, who, await audioClip(dir, 2));
    const res = await finalise(world, who, { ...body, uploadId, labNumber: body.labNumber ?? 1, language: body.language ?? 'en' });
    if (res.statusCode !== 201) throw new Error(`finalise: ${res.statusCode} ${res.body}`);
    return res.json().submission._id as string;
  } finally {
    await cleanup();
  }
}

/**
 * Grades a submission with the real rubric grader on a transcript of the given words, and stores
 * the result the way the evaluate job does (the recognition step is the only part left out).
 */
export async function gradeAs(world: World, submissionId: string, said: string | 'model answer', then = ''): Promise<number> {
  const repository = new SubmissionRepository(world.ctx.database.db);
  const row = (await repository.find(submissionId))!;
  const lab = await world.ctx.app.services.catalogue.versionContent(row.labVersionId);
  const language = row.language as Language;
  const spoken = [said === 'model answer' ? lab.questions.map((q) => q.modelAnswer?.[language] ?? '').join(' ') : said, then].join(' ').trim();
  const words = spoken.split(/\s+/).filter(Boolean).map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.3 }));
  const transcript = { language, text: spoken, words };
  const grade = gradeWithRubric(lab.questions, transcript);
  await repository.writeFinalResult(submissionId, {
    status: 'graded',
    score: grade.score,
    isPass: grade.isPass,
    pros: grade.pros,
    recommendations: grade.recommendations,
    // As the evaluate job: a "must not say" statement flags the attempt for the professor.
    criticalFlag: grade.critical.length > 0,
    evaluation: { transcript, questions: grade.questions, critical: grade.critical, mode: grade.mode, graderVersion: grade.graderVersion },
    gradedAt: new Date(),
  });
  return grade.score;
}

/** What the evaluate job stores when no engine understands the language. */
export async function sendToReview(world: World, submissionId: string): Promise<void> {
  await new SubmissionRepository(world.ctx.database.db).writeFinalResult(submissionId, { status: 'needs_review', failureReason: 'evaluation.noTranscriber' });
}

export const get = (world: World, who: Person, url: string) => world.ctx.app.inject({ method: 'GET', url, headers: bearer(who.token) });
export const post = (world: World, who: Person, url: string, payload?: object) =>
  world.ctx.app.inject({ method: 'POST', url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
