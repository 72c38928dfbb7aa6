/**
 * Exam day (issue 12): a class submits spoken answers within a window against two API processes
 * and two workers on PostgreSQL, then the same with one worker.
 *
 * Reported: uploads failed, answers lost (finalised but never graded, or not stored), the drain
 * time from the last finalised upload until every answer is graded, the API p95 during the burst
 * (authenticated GETs probed on both APIs while students upload), the finalise p95, and the drain
 * time with one worker. Transcription is CPU-heavy: every size is a parameter, so a small class
 * can be run on a shared machine and the full one (200 x 60-180 s in 300 s) where cores allow.
 *
 *   npx tsx bench/exam/run.ts                                    200 students, 60-180 s, 300 s window
 *   npx tsx bench/exam/run.ts --students 6 --min-seconds 20 --max-seconds 40 --window-seconds 30
 *   ... --skip-one-worker                                         no one-worker comparison
 *   ... --language th                                             Thai answers (espeak-ng): with the default
 *       install no Thai recogniser is set up, so each answer is checked for speech and goes to the
 *       professor; the run then measures uploads, storage, queue and API under the burst, not speech.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { ffmpegPath } from '../../server/src/media/ffmpegPaths.js';
import { runProcess } from '../../server/src/media/runProcess.js';
import { speak } from '../../server/test-fixtures/audio/generate.js';
import { createScratchDatabase } from '../../server/test/support/databases.js';
import { startApiProcess, startWorkerProcess, type RunningProcess } from '../../server/test/support/processes.js';
import { signin, tusUpload } from '../lib/server.js';

const root = path.resolve(import.meta.dirname, '..', '..');

function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
}

const STUDENTS = numberArg('--students', 200);
const MIN_SECONDS = numberArg('--min-seconds', 60);
const MAX_SECONDS = numberArg('--max-seconds', 180);
const WINDOW_SECONDS = numberArg('--window-seconds', 300);
const DRAIN_LIMIT_SECONDS = numberArg('--drain-limit-seconds', 7200);
const SKIP_ONE_WORKER = process.argv.includes('--skip-one-worker');
const LANGUAGE = ((): 'en' | 'th' => {
  const value = process.argv.includes('--language') ? process.argv[process.argv.indexOf('--language') + 1] : 'en';
  if (value !== 'en' && value !== 'th') throw new Error('--language takes en or th');
  return value;
})();
const SUBJECT = 'maternalchild';
const FINAL = ['graded', 'needs_review', 'failed'];

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const percentile = (xs: number[], p: number) => {
  if (!xs.length) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Spoken model answers looped to each length (10 s steps), as WebM/Opus like a browser's. */
async function makeClips(dir: string, lengths: number[]): Promise<Map<number, Buffer>> {
  const { labs } = await loadLabFiles();
  const lab = labs.find((l) => l.subject === SUBJECT && l.labNumber === 1)!;
  const wav = path.join(dir, 'answer.wav');
  const text = lab.questions.map((q) => q.modelAnswer?.[LANGUAGE] ?? '').join(' ');
  await speak(text, wav, LANGUAGE === 'th' ? { engine: 'espeak', voice: 'th' } : { engine: 'flite', voice: 'slt' });
  const clips = new Map<number, Buffer>();
  for (const seconds of lengths) {
    const out = path.join(dir, `answer-${seconds}s.webm`);
    await runProcess(ffmpegPath(), ['-y', '-loglevel', 'error', '-stream_loop', '-1', '-i', wav, '-t', String(seconds), '-c:a', 'libopus', '-b:a', '32k', out], { timeoutMs: 600_000 });
    clips.set(seconds, await readFile(out));
  }
  return clips;
}

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

interface RunResult {
  workers: number;
  students: number;
  uploadsFailed: number;
  uploadErrors: string[];
  answersLost: number;
  graded: number;
  needsReview: number;
  failedGrading: number;
  burstSeconds: number;
  drainSeconds: number | null;
  apiP95Ms: number | null;
  apiP50Ms: number | null;
  apiProbes: number;
  finaliseP95Ms: number | null;
  loadAverageDuringBurst: number[];
}

async function examRun(workerCount: number, clips: Map<number, Buffer>, plan: { seconds: number; startAt: number }[]): Promise<RunResult> {
  const database = await createScratchDatabase('nurselab_exam');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-exam-'));
  const processes: RunningProcess[] = [];
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'exam-benchmark-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: 'exam_admin',
    ADMIN_PASSWORD: 'exam-admin-password',
    WORKERS_IN_PROCESS: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_QUOTA_MB: '100000',
  };
  try {
    // The first API migrates; the second and the workers start once it has.
    const first = await startApiProcess('api-1', env);
    processes.push(first);
    const second = await startApiProcess('api-2', { ...env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
    processes.push(second);
    const apis = [first.url, second.url];
    for (let i = 0; i < workerCount; i++) processes.push(await startWorkerProcess(`worker-${i + 1}`, env));

    const adminToken = await signin(first.url, 'exam_admin', 'exam-admin-password');
    const created = await post(`${first.url}/api/v1/admin/generate-code`, { universityName: 'Exam University', numberOfStudents: plan.length, course: SUBJECT }, adminToken);
    if (!created.ok) throw new Error(`generate-code: ${created.status} ${await created.text()}`);
    const { registerCode } = (await created.json()) as { registerCode: string };
    const tokens: string[] = [];
    for (let i = 0; i < plan.length; i++) {
      const username = `exam_student_${i}`;
      const res = await post(`${apis[i % 2]}/api/v1/user/signup`, { username, firstName: 'Exam', lastName: `Student${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26) % 26)}`, password: 'exam-password', studentId: String(10_000 + i), registerCode });
      if (res.status !== 201) throw new Error(`signup ${username}: ${res.status} ${await res.text()}`);
      tokens.push(((await res.json()) as { token: string }).token);
    }

    // API latency while the class uploads: each API is asked for a student's own view every 250 ms.
    const probeMs: number[] = [];
    let probing = true;
    const probes = apis.map(async (api, i) => {
      while (probing) {
        const started = performance.now();
        const res = await fetch(`${api}/api/v1/labs/${SUBJECT}/1`, { headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } }).catch(() => null);
        if (res) await res.arrayBuffer();
        probeMs.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 250));
      }
    });

    const uploadErrors: string[] = [];
    const finaliseMs: number[] = [];
    const submitted: string[] = [];
    let lastFinalisedAt = 0;
    const loads: number[] = [];
    const loadTimer = setInterval(() => loads.push(os.loadavg()[0]), 5000);
    const burstStart = performance.now();
    await Promise.all(
      plan.map(async ({ seconds, startAt }, i) => {
        await new Promise((r) => setTimeout(r, startAt * 1000));
        const uploadApi = apis[i % 2];
        const finaliseApi = apis[(i + 1) % 2];
        for (let tries = 1; ; tries++) {
          try {
            const uploadId = await tusUpload(uploadApi, tokens[i], clips.get(seconds)!, { subject: SUBJECT, labNumber: '1', language: LANGUAGE, filetype: 'audio/webm', filename: 'answer.webm' });
            const started = performance.now();
            const res = await post(`${finaliseApi}/api/v1/submissions`, { uploadId, subject: SUBJECT, labNumber: 1, language: LANGUAGE }, tokens[i]);
            finaliseMs.push(performance.now() - started);
            if (res.status !== 201) throw new Error(`finalise ${res.status} ${(await res.text()).slice(0, 200)}`);
            const { submission } = (await res.json()) as { submission: { _id: string } };
            submitted.push(submission._id);
            lastFinalisedAt = performance.now();
            return;
          } catch (error) {
            // A student's browser would retry; three tries, then the upload counts as failed.
            if (tries >= 3) {
              uploadErrors.push(`student ${i}: ${(error as Error).message}`);
              return;
            }
            await new Promise((r) => setTimeout(r, 2000 * tries));
          }
        }
      }),
    );
    probing = false;
    await Promise.all(probes);
    clearInterval(loadTimer);
    const burstSeconds = (performance.now() - burstStart) / 1000;

    // Drain: every stored answer reaches a final state (polled in the database).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let counts: Record<string, number> = {};
    const deadline = Date.now() + DRAIN_LIMIT_SECONDS * 1000;
    let drainedAt: number | null = null;
    for (;;) {
      const { rows } = await client.query<{ status: string; n: number }>('select status, count(*)::int as n from submissions group by status');
      counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      const final = FINAL.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
      if (final >= submitted.length) {
        drainedAt = performance.now();
        break;
      }
      if (Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const { rows: stored } = await client.query<{ id: string; status: string }>('select id, status from submissions');
    await client.end();
    const byId = new Map(stored.map((r) => [r.id, r.status]));
    const answersLost = submitted.filter((id) => !FINAL.includes(byId.get(id) ?? 'missing')).length;

    return {
      workers: workerCount,
      students: plan.length,
      uploadsFailed: uploadErrors.length,
      uploadErrors: uploadErrors.slice(0, 10),
      answersLost,
      graded: counts.graded ?? 0,
      needsReview: counts.needs_review ?? 0,
      failedGrading: counts.failed ?? 0,
      burstSeconds: round(burstSeconds),
      drainSeconds: drainedAt === null ? null : round(Math.max(0, drainedAt - lastFinalisedAt) / 1000),
      apiP95Ms: probeMs.length ? round(percentile(probeMs, 95)!) : null,
      apiP50Ms: probeMs.length ? round(percentile(probeMs, 50)!) : null,
      apiProbes: probeMs.length,
      finaliseP95Ms: finaliseMs.length ? round(percentile(finaliseMs, 95)!) : null,
      loadAverageDuringBurst: loads.map((l) => round(l, 2)),
    };
  } finally {
    for (const p of processes.reverse()) await p.kill('SIGTERM');
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  // Each student: a length in [min, max] (10 s steps) and a start within the window.
  const steps = Math.max(1, Math.floor((MAX_SECONDS - MIN_SECONDS) / 10) + 1);
  const lengths = Array.from({ length: steps }, (_, i) => Math.min(MAX_SECONDS, MIN_SECONDS + i * 10));
  const plan = Array.from({ length: STUDENTS }, (_, i) => ({ seconds: lengths[i % lengths.length], startAt: (WINDOW_SECONDS * i) / STUDENTS }));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-exam-clips-'));
  try {
    const clips = await makeClips(dir, [...new Set(plan.map((p) => p.seconds))]);
    const two = await examRun(2, clips, plan);
    console.log('two workers', JSON.stringify(two));
    const one = SKIP_ONE_WORKER ? null : await examRun(1, clips, plan);
    if (one) console.log('one worker', JSON.stringify(one));
    const result = {
      date: new Date().toISOString(),
      machine: { cores: os.availableParallelism(), note: 'shared with other work; see loadAverageDuringBurst' },
      database: 'PostgreSQL (two API processes, workers as separate processes, STORAGE=local on one shared DATA_DIR)',
      language: LANGUAGE,
      students: STUDENTS,
      answerSeconds: { min: MIN_SECONDS, max: MAX_SECONDS, total: plan.reduce((s, p) => s + p.seconds, 0) },
      windowSeconds: WINDOW_SECONDS,
      uploadsFailed: two.uploadsFailed,
      answersLost: two.answersLost,
      drainSeconds: two.drainSeconds,
      apiP95Ms: two.apiP95Ms,
      finaliseP95Ms: two.finaliseP95Ms,
      drainSecondsOneWorker: one?.drainSeconds ?? null,
      drainRatioOneToTwoWorkers: one?.drainSeconds && two.drainSeconds ? round(one.drainSeconds / two.drainSeconds, 2) : null,
      runs: { twoWorkers: two, oneWorker: one },
    };
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    // exam.json holds the latest run; exam-<language>.json the latest in each language.
    for (const name of ['exam.json', `exam-${LANGUAGE}.json`]) await writeFile(path.join(root, 'bench', 'results', name), JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify({ ...result, runs: undefined }, null, 2));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
