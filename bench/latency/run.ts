/**
 * Evaluation latency: from "upload finished" (the finalise call) to the graded result, for
 * spoken English answers of 30, 90 and 180 seconds, through the real server (PGlite,
 * in-process workers, pocketsphinx), uploaded over tus at 2 Mbit/s (issue 27), once with
 * transcription during upload and once without (TRANSCRIBE_DURING_UPLOAD). Median of several
 * runs, and each run's stage times as the server recorded them (evaluation.timings; "rest" is
 * the job queue, the database writes and this bench's polling).
 *   --quick        one 30 s run
 *   --clips 180    only these lengths (comma-separated)
 *   --runs 2       runs per clip and mode
 *   --live on|off  only one mode
 */
import { readFile, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { ffmpegPath } from '../../server/src/media/ffmpegPaths.js';
import { runProcess } from '../../server/src/media/runProcess.js';
import { signin, startServer, tusUpload } from '../lib/server.js';
import { speak } from '../../server/test-fixtures/audio/generate.js';

const quick = process.argv.includes('--quick');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const CLIPS = arg('--clips')?.split(',').map(Number) ?? (quick ? [30] : [30, 90, 180]);
const RUNS = Number(arg('--runs') ?? (quick ? 1 : 3));
const MODES = arg('--live') ? [arg('--live') === 'on'] : [true, false];
const UPLOAD_BITS_PER_SECOND = 2_000_000;
const STUDENTS = ['mc_student1', 'mc_student2', 'mc_student3'];

interface Timings {
  extractMs?: number;
  speechCheckMs?: number;
  transcribeMs?: number;
  gradeMs?: number;
}

/** A lab's model answers, spoken and repeated to the wanted length, as WebM/Opus. */
async function makeClip(dir: string, labNumber: number, seconds: number): Promise<string> {
  const { labs } = await loadLabFiles();
  const lab = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === labNumber)!;
  const text = lab.questions.map((q) => q.modelAnswer?.en ?? '').join(' ');
  const wav = path.join(dir, `answer-${labNumber}.wav`);
  await speak(text, wav, { engine: 'flite', voice: 'slt' });
  const out = path.join(dir, `answer-${labNumber}-${seconds}s.webm`);
  await runProcess(
    ffmpegPath(),
    ['-y', '-loglevel', 'error', '-stream_loop', '-1', '-i', wav, '-t', String(seconds), '-c:a', 'libopus', '-b:a', '48k', '-ar', '48000', out],
    { timeoutMs: 300_000 },
  );
  return out;
}

type Final = { status: string; score: number | null; evaluation?: { timings?: Timings } | null };

async function waitForFinal(url: string, token: string, id: string): Promise<Final> {
  for (;;) {
    const res = await fetch(`${url}/api/v1/submissions/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const view = (await res.json()) as Final;
    if (['graded', 'needs_review', 'failed'].includes(view.status)) return view;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-latency-'));
type Run = { seconds: number; uploadSeconds: number; status: string; score: number | null; stages: Timings & { restMs: number } };
const modes: { transcribeDuringUpload: boolean; clips: { seconds: number; runs: number; medianSeconds: number; samples: number[]; scores: (number | null)[]; stages: Run['stages'][]; medianStages: Record<string, number> }[] }[] = [];
const clipFiles = new Map<string, Buffer>();
try {
  for (const live of MODES) {
    const server = await startServer({ TRANSCRIBE_DURING_UPLOAD: String(live) });
    const clips: (typeof modes)[number]['clips'] = [];
    try {
      const tokens = await Promise.all(STUDENTS.map((s) => signin(server.url, s)));
      let turn = 0;
      for (const seconds of CLIPS) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run++) {
          // Three attempts per student and lab: spread the runs over students and labs.
          const token = tokens[turn % tokens.length];
          const labNumber = 1 + Math.floor(turn / tokens.length);
          turn++;
          const key = `${labNumber}-${seconds}`;
          if (!clipFiles.has(key)) clipFiles.set(key, await readFile(await makeClip(dir, labNumber, seconds)));
          const file = clipFiles.get(key)!;
          const uploadStarted = performance.now();
          const uploadId = await tusUpload(
            server.url, token, file,
            { subject: 'maternalchild', labNumber: String(labNumber), language: 'en', filetype: 'audio/webm', filename: 'answer.webm' },
            UPLOAD_BITS_PER_SECOND,
          );
          const started = performance.now();
          const res = await fetch(`${server.url}/api/v1/submissions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ uploadId, subject: 'maternalchild', labNumber, language: 'en' }),
          });
          if (res.status !== 201) throw new Error(`finalise: ${res.status} ${await res.text()}`);
          const { submission } = (await res.json()) as { submission: { _id: string } };
          const final = await waitForFinal(server.url, token, submission._id);
          const elapsedMs = performance.now() - started;
          const t = final.evaluation?.timings ?? {};
          const stages = { ...t, restMs: Math.round(elapsedMs - (t.extractMs ?? 0) - (t.transcribeMs ?? 0) - (t.gradeMs ?? 0)) };
          runs.push({ seconds: Math.round(elapsedMs / 100) / 10, uploadSeconds: Math.round((started - uploadStarted) / 100) / 10, status: final.status, score: final.score, stages });
          console.log(`during upload ${live ? 'on ' : 'off'} ${seconds} s clip, run ${run + 1}: ${(elapsedMs / 1000).toFixed(1)} s after a ${((started - uploadStarted) / 1000).toFixed(1)} s upload (${final.status}, score ${final.score}) ${JSON.stringify(stages)}`);
        }
        const stageNames = ['extractMs', 'speechCheckMs', 'transcribeMs', 'gradeMs', 'restMs'] as const;
        clips.push({
          seconds,
          runs: RUNS,
          medianSeconds: median(runs.map((r) => r.seconds)),
          samples: runs.map((r) => r.seconds),
          scores: runs.map((r) => r.score),
          stages: runs.map((r) => r.stages),
          medianStages: Object.fromEntries(stageNames.map((name) => [name, median(runs.map((r) => r.stages[name] ?? 0))])),
        });
      }
    } finally {
      await server.stop();
    }
    modes.push({ transcribeDuringUpload: live, clips });
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const result = { date: new Date().toISOString(), cores: os.availableParallelism(), loadAverage: os.loadavg(), uploadBitsPerSecond: UPLOAD_BITS_PER_SECOND, targetSecondsFor180: { duringUpload: 5, wholeFile: 20 }, modes };
console.log(JSON.stringify(result, null, 2));
await mkdir(path.resolve(import.meta.dirname, '../results'), { recursive: true });
await writeFile(path.resolve(import.meta.dirname, '../results/latency.json'), JSON.stringify(result, null, 2));
