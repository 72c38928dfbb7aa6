import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION, type Language, type Subject, type SubmissionView } from '@nurselab/core';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Db } from '../db/client.js';
import { appState, privacyConsents, universities, users } from '../db/schema/index.js';
import type { SubmissionRepository, SubmissionService } from '../submissions/index.js';
import type { UploadStore } from '../uploads/uploadStore.js';
import { demoAnswerText, type DemoCoverage } from './demoAnswers.js';
import { DEMO_SEEDED_KEY, DEMO_UNIVERSITIES, type DemoUniversity } from './demo.js';
import { missingSpeechTools, speak, toWebmOpus, type Voice } from './speech.js';

export const DEMO_ANSWERS_SEEDED_KEY = 'demo_answers_seeded';
/** Held while one process records the answers: API processes starting together on one PostgreSQL record them once. */
export const DEMO_ANSWERS_CLAIM_KEY = 'demo_answers_recording';
/** The claim is renewed after every answer; one not renewed for this long belongs to a process that died. */
const CLAIM_STALE_MS = 5 * 60_000;
/** The claim this process holds, released on a clean shutdown (releaseDemoAnswersClaim). */
let heldClaim: string | undefined;

/** One recorded answer of a demo student: which student (0-based), which of the course's two demo labs, how it is said. */
export interface DemoAnswerPlan {
  student: number;
  lab: 0 | 1;
  language: Language;
  coverage: DemoCoverage;
  /** What the real pipeline gives it (English graded automatically, Thai to the professor). */
  expected: 'passed' | 'failed' | 'needs_review';
}

/**
 * Per demo university: a pass, a fail, a fail then a pass on the second attempt, and two Thai
 * answers waiting for the professor, so the dashboard has green, yellow and grey dots, the
 * rings are not empty, the queue has work and every attempt has something to play.
 */
export const DEMO_ANSWERS: DemoAnswerPlan[] = [
  { student: 0, lab: 0, language: 'en', coverage: 'full', expected: 'passed' },
  { student: 0, lab: 1, language: 'en', coverage: 'weak', expected: 'failed' },
  { student: 1, lab: 0, language: 'en', coverage: 'weak', expected: 'failed' },
  { student: 1, lab: 0, language: 'en', coverage: 'full', expected: 'passed' },
  { student: 1, lab: 1, language: 'th', coverage: 'full', expected: 'needs_review' },
  { student: 2, lab: 0, language: 'th', coverage: 'full', expected: 'needs_review' },
];

/**
 * The two labs of each course the demo answers are about. The first gets the passing answer, so
 * it is one whose short answer pocketsphinx (rubric hints off, the default) hears well enough to
 * pass, as measured with flite's voice: maternal and child lab 2 scores 81.8, 315 lab 1 74.4,
 * surgical lab 1 86.2, medical lab 1 78.7, OB lab 2 81.7, trial CSSD lab 1 60.0 (maternal and
 * child lab 1 only 26.7 and OB lab 1 50.7: recognition, not the grader, loses their items).
 */
export const DEMO_LABS: Record<Subject, [number, number]> = {
  maternalchild: [2, 1],
  '315': [1, 2],
  surgical: [1, 2],
  medical: [1, 2],
  ob: [2, 1],
  'trial-cssd': [1, 2],
};

const VOICES: Record<'en' | 'other', Voice> = { en: { engine: 'flite', voice: 'slt' }, other: { engine: 'espeak' } };
const voiceFor = (language: Language): Voice => (language === 'en' ? VOICES.en : { engine: 'espeak', voice: language });

export interface DemoAnswersDeps {
  db: Db;
  catalogue: CatalogueService;
  uploads: UploadStore;
  submissions: SubmissionService;
  repository: SubmissionRepository;
}

export type DemoAnswersOutcome =
  | { kind: 'done' }
  | { kind: 'noDemo' }
  | { kind: 'missingTools'; tools: string[] }
  /** Another process is recording them now. */
  | { kind: 'busy' }
  | { kind: 'recorded'; submissionIds: string[]; seconds: number };

/**
 * Records the demo answers once per database: speech made now by flite (English) and espeak-ng
 * (Thai), uploaded and finalised exactly as a student's recording is (upload store, checks,
 * storage port, evaluate and transcode jobs), so the real pipeline grades them. Resumable: an
 * answer already made (the student's attempts on that lab) is not made again, and the marker is
 * written only when all are in. One process at a time (a claim row). Later starts cost one query.
 */
export async function seedDemoAnswersOnce(
  deps: DemoAnswersDeps,
  options: { only?: Subject[]; onStart?: (answers: number) => void } = {},
): Promise<DemoAnswersOutcome> {
  const { only } = options;
  const state = await deps.db.select().from(appState).where(inArray(appState.key, [DEMO_SEEDED_KEY, DEMO_ANSWERS_SEEDED_KEY]));
  if (state.some((s) => s.key === DEMO_ANSWERS_SEEDED_KEY)) return { kind: 'done' };
  if (!state.some((s) => s.key === DEMO_SEEDED_KEY)) return { kind: 'noDemo' };
  const missing = await missingSpeechTools(DEMO_ANSWERS.map((a) => voiceFor(a.language)));
  if (missing.length) return { kind: 'missingTools', tools: missing };

  if (!(await claim(deps.db))) return { kind: 'busy' };

  const chosen = DEMO_UNIVERSITIES.filter((u) => !only || only.includes(u.course));
  options.onStart?.(chosen.length * DEMO_ANSWERS.length);
  const started = performance.now();
  const work = await mkdtemp(path.join(os.tmpdir(), 'nurselab-demo-answers-'));
  const submissionIds: string[] = [];
  try {
    for (const demo of chosen) {
      submissionIds.push(...(await recordUniversity(deps, demo, work)));
    }
    if (!only) await deps.db.insert(appState).values({ key: DEMO_ANSWERS_SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  } finally {
    await rm(work, { recursive: true, force: true });
    await releaseDemoAnswersClaim(deps.db);
  }
  return { kind: 'recorded', submissionIds, seconds: (performance.now() - started) / 1000 };
}

/** Takes the claim unless a live process holds it. */
async function claim(db: Db): Promise<boolean> {
  const now = new Date();
  const mine = `${process.pid}@${now.toISOString()}`;
  const claimed = await db
    .insert(appState)
    .values({ key: DEMO_ANSWERS_CLAIM_KEY, value: mine, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value: mine, updatedAt: now }, setWhere: lt(appState.updatedAt, new Date(now.getTime() - CLAIM_STALE_MS)) })
    .returning({ key: appState.key });
  if (claimed.length) heldClaim = mine;
  return claimed.length > 0;
}

async function renewClaim(db: Db): Promise<void> {
  if (heldClaim) await db.update(appState).set({ updatedAt: new Date() }).where(and(eq(appState.key, DEMO_ANSWERS_CLAIM_KEY), eq(appState.value, heldClaim)));
}

/** Gives up this process's claim (shutdown in the middle of recording): the next start carries on at once. */
export async function releaseDemoAnswersClaim(db: Db): Promise<void> {
  if (!heldClaim) return;
  const mine = heldClaim;
  heldClaim = undefined;
  await db.delete(appState).where(and(eq(appState.key, DEMO_ANSWERS_CLAIM_KEY), eq(appState.value, mine)));
}

async function recordUniversity(deps: DemoAnswersDeps, demo: DemoUniversity, work: string): Promise<string[]> {
  const [university] = await deps.db.select().from(universities).where(eq(universities.registerCode, demo.registerCode));
  if (!university) return [];
  const usernames = [1, 2, 3].map((n) => `${demo.studentPrefix}${n}`);
  const students = await deps.db.select().from(users).where(inArray(users.username, usernames));
  const ids: string[] = [];
  // How many answers of the plan each (student, lab) already has: those are not made again.
  const planned = new Map<string, number>();
  for (const answer of DEMO_ANSWERS) {
    const student = students.find((s) => s.username === usernames[answer.student]);
    if (!student || student.universityId !== university.id || student.role !== 'student') continue;
    const labNumber = DEMO_LABS[demo.course][answer.lab];
    const current = await deps.catalogue.currentLab({ subject: demo.course, labNumber });
    const key = `${student.id}:${current.lab.id}`;
    const ordinal = (planned.get(key) ?? 0) + 1;
    planned.set(key, ordinal);
    const used = current.lab.maxAttempts - (await deps.repository.attemptsLeft(student.id, current.lab.id));
    if (used >= ordinal) continue;

    const base = path.join(work, `${demo.course}-${answer.student}-${answer.lab}-${ordinal}`);
    const text = demoAnswerText(current.content.questions, answer.language, answer.coverage);
    const webm = await toWebmOpus(await speak(text, `${base}.wav`, voiceFor(answer.language)), `${base}.webm`);
    const { size } = await stat(webm);
    const upload = await deps.uploads.createFrom(student.id, createReadStream(webm), size);
    const principal: Principal = { userId: student.id, username: student.username, role: 'student', universityId: university.id, course: demo.course, courses: [] };
    // Made-up demo students consent to the notice in force (databases seeded before consent existed too).
    await deps.db.insert(privacyConsents).values({ userId: student.id, noticeVersion: PRIVACY_NOTICE_VERSION }).onConflictDoNothing();
    const view = await deps.submissions.finalise(principal, { uploadId: upload.id, subject: demo.course, labNumber, language: answer.language });
    ids.push(view._id);
    await renewClaim(deps.db);
  }
  return ids;
}

/** The demo answers' states once every job has finished (or the time is up), for the start-up log. */
export async function waitForDemoGrades(submissions: SubmissionService, ids: string[], timeoutMs: number): Promise<SubmissionView[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const views = await Promise.all(ids.map((id) => submissions.view(id, 'staff')));
    if (views.every((v) => ['graded', 'needs_review', 'failed'].includes(v.status)) || Date.now() > deadline) return views;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
