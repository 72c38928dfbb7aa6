/**
 * Evaluation latency (issue 27): from the end of the upload to the graded result, for spoken
 * English answers of 30, 90 and 180 seconds, through the real server (PGlite, in-process
 * workers, pocketsphinx), uploaded over tus at 2 Mbit/s as a student's uplink would, with
 * transcription during upload on and off (TRANSCRIBE_DURING_UPLOAD), on this checkout and on an
 * older commit (default the first release, 9cd33f5) in the same run. Every commit and mode has
 * its own server for the whole run, and their runs take turns, so that a drift in a shared
 * machine's speed is not read as a difference between commits.
 *
 *   npm run bench -- latency                    the full run (on a quiet machine: minutes per clip)
 *   npx tsx bench/latency/run.ts --quick        one 30 s clip, one run per commit and mode
 *   --clips 180      only these lengths (comma-separated)
 *   --runs 2         runs per clip, commit and mode (default 3)
 *   --live on|off    only one mode (an older commit without the switch runs "off" only)
 *   --commits current,9cd33f5   what to run: "current" is this working tree, anything else a
 *                    commit of this repository, prepared once in the temporary folder
 *                    (bench/lib/checkout.ts: git archive and npm ci, a few minutes the first time)
 *   --fresh          prepare those commits' copies again
 *   --kind video|audio  what the student sends (default video): the recorder's default answer,
 *                    a WebM with VP8 at its video bitrate (core VIDEO_BITRATE, 600 kbit/s) and
 *                    Opus; or an audio-only WebM/Opus answer (48 kbit/s)
 *
 * Per run it prints the stages: audio extraction, speech check, recognition, grading (the
 * timings each evaluation stores with its result, read from the server's database once it
 * has stopped), the wait before the job and the writing of the result (the server's
 * "evaluation stored" log line; commits before it leave them in "rest"), and rest (the
 * finalise call, the queue, live updates and this bench's 200 ms polling). The first release
 * stored the speech check inside the audio extraction: its speech check is null and its
 * extraction is the two together. Results: bench/results/latency.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_BITRATE } from '@nurselab/core';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { ffmpegPath } from '../../server/src/media/ffmpegPaths.js';
import { runProcess } from '../../server/src/media/runProcess.js';
import { checkoutOf, resolveCommit } from '../lib/checkout.js';
import { signin, startServer, tusUpload, type BenchServer } from '../lib/server.js';
import { storedTimings } from '../lib/storedTimings.js';
import { speak } from '../../server/test-fixtures/audio/generate.js';

const quick = process.argv.includes('--quick');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const CLIPS = arg('--clips')?.split(',').map(Number) ?? (quick ? [30] : [30, 90, 180]);
const RUNS = Number(arg('--runs') ?? (quick ? 1 : 3));
const MODES = arg('--live') ? [arg('--live') === 'on'] : [true, false];
const COMMITS = (arg('--commits') ?? 'current,9cd33f5').split(',').filter(Boolean);
const KIND: 'video' | 'audio' = arg('--kind') === 'audio' ? 'audio' : 'video';
const UPLOAD_BITS_PER_SECOND = 2_000_000;
const STUDENTS = ['mc_student1', 'mc_student2', 'mc_student3'];
const STAGES = ['audioExtractionMs', 'speechCheckMs', 'recognitionMs', 'gradingMs', 'waitMs', 'writingMs', 'restMs'] as const;
type Stages = Record<(typeof STAGES)[number], number | null>;

/** A lab's model answers, spoken and repeated to the wanted length, as the recorder sends them (WebM, KIND). */
async function makeClip(dir: string, labNumber: number, seconds: number): Promise<string> {
  const { labs } = await loadLabFiles();
  const lab = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === labNumber)!;
  const text = lab.questions.map((q) => q.modelAnswer?.en ?? '').join(' ');
  const wav = path.join(dir, `answer-${labNumber}.wav`);
  await speak(text, wav, { engine: 'flite', voice: 'slt' });
  const out = path.join(dir, `answer-${labNumber}-${seconds}s-${KIND}.webm`);
  const audio = ['-c:a', 'libopus', '-b:a', '48k', '-ar', '48000'];
  // A moving test picture at the recorder's constant bitrate: the upload carries what a camera answer does.
  const video = ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30'];
  const bitrate = String(VIDEO_BITRATE);
  const args =
    KIND === 'video'
      ? [...video, '-stream_loop', '-1', '-i', wav, '-t', String(seconds), '-map', '0:v', '-map', '1:a', '-c:v', 'libvpx', '-b:v', bitrate, '-minrate', bitrate, '-maxrate', bitrate, '-deadline', 'realtime', '-cpu-used', '8', ...audio]
      : ['-stream_loop', '-1', '-i', wav, '-t', String(seconds), ...audio];
  await runProcess(ffmpegPath(), ['-y', '-loglevel', 'error', ...args, out], { timeoutMs: 900_000 });
  return out;
}

async function waitForFinal(url: string, token: string, id: string): Promise<{ status: string; score: number | null }> {
  for (;;) {
    const res = await fetch(`${url}/api/v1/submissions/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const view = (await res.json()) as { status: string; score: number | null };
    if (['graded', 'needs_review', 'failed'].includes(view.status)) return view;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The stages of one answer from what the server stored (database) and logged, the rest being what neither covers. */
function stagesOf(elapsedMs: number, stored: Record<string, number> | undefined, logged: Record<string, number> | undefined): Stages {
  const t = { ...stored, ...logged };
  const has = (name: string) => typeof t[name] === 'number';
  const speechCheckMs = has('speechCheckMs') ? t.speechCheckMs : null;
  const known: Omit<Stages, 'restMs'> = {
    // Stored since the first release as extraction and speech check together.
    audioExtractionMs: has('extractMs') ? t.extractMs - (speechCheckMs ?? 0) : null,
    speechCheckMs,
    recognitionMs: has('transcribeMs') ? t.transcribeMs : null,
    gradingMs: has('gradeMs') ? t.gradeMs : null,
    waitMs: has('waitMs') ? t.waitMs : null,
    writingMs: has('writeMs') ? t.writeMs : null,
  };
  const sum = Object.values(known).reduce<number>((a, b) => a + (b ?? 0), 0);
  return { ...known, restMs: Math.round(elapsedMs - sum) };
}

/** "audioExtraction 708, speechCheck 280, ..." ("-" where the commit records no such stage). */
function stageLine(stages: Stages): string {
  return STAGES.map((name) => {
    const label = name === 'audioExtractionMs' && stages.speechCheckMs === null && stages.audioExtractionMs !== null ? 'audioExtraction+speechCheck' : name.replace('Ms', '');
    return `${label} ${stages[name] ?? '-'}`;
  }).join(', ');
}

interface Run { clipSeconds: number; clipBytes: number; submissionId: string; uploadSeconds: number; elapsedMs: number; status: string; score: number | null; stages?: Stages }
interface ModeResult {
  transcribeDuringUpload: boolean;
  clips: { seconds: number; runs: Run[]; medianSeconds: number | null; medianStages: Record<string, number | null> }[];
}

/** One checkout's server in one mode, running for the whole bench while the runs take turns (see the top). */
interface Contender {
  name: string;
  live: boolean;
  label: string;
  server: BenchServer;
  tokens: string[];
  /** The timings each submission's "evaluation stored" log line gives. */
  logged: Map<string, Record<string, number>>;
  runs: Run[];
}

async function startContender(name: string, root: string | undefined, live: boolean, label: string): Promise<Contender> {
  const logged = new Map<string, Record<string, number>>();
  const server = await startServer(
    { TRANSCRIBE_DURING_UPLOAD: String(live), LOG_LEVEL: 'info' },
    {
      root,
      onLog: (line) => {
        if (line.msg === 'evaluation stored' && typeof line.submissionId === 'string') logged.set(line.submissionId, line.timings as Record<string, number>);
      },
    },
  );
  const tokens = await Promise.all(STUDENTS.map((s) => signin(server.url, s)));
  return { name, live, label, server, tokens, logged, runs: [] };
}

/** One answer: uploaded at the student's rate, then timed from the end of the upload to its result. */
async function runOnce(contender: Contender, seconds: number, clip: (labNumber: number, seconds: number) => Promise<Buffer>): Promise<void> {
  const { server, tokens } = contender;
  // Three attempts per student and lab: spread the runs over students and labs.
  const turn = contender.runs.length;
  const token = tokens[turn % tokens.length];
  const labNumber = 1 + Math.floor(turn / tokens.length);
  const file = await clip(labNumber, seconds);
  const uploadStarted = performance.now();
  const uploadId = await tusUpload(
    server.url, token, file,
    { subject: 'maternalchild', labNumber: String(labNumber), language: 'en', filetype: `${KIND}/webm`, filename: 'answer.webm' },
    UPLOAD_BITS_PER_SECOND,
  );
  // The upload has ended: from here to the result is what the student waits.
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
  contender.runs.push({ clipSeconds: seconds, clipBytes: file.length, submissionId: submission._id, uploadSeconds: Math.round((started - uploadStarted) / 100) / 10, elapsedMs, status: final.status, score: final.score });
  const run = contender.runs.filter((r) => r.clipSeconds === seconds).length;
  console.log(`${contender.label}, ${seconds} s clip, run ${run}: result ${(elapsedMs / 1000).toFixed(1)} s after the upload ended (upload ${((started - uploadStarted) / 1000).toFixed(1)} s; ${final.status}, score ${final.score})`);
}

/** Stops the contender's server and reads the stage times it stored. */
async function finish(contender: Contender): Promise<ModeResult> {
  const { server, runs } = contender;
  await server.stop();
  const stored = await storedTimings(server.dataDir);
  console.log(`${contender.label}:`);
  for (const run of runs) {
    run.stages = stagesOf(run.elapsedMs, stored.get(run.submissionId), contender.logged.get(run.submissionId));
    console.log(`  ${run.clipSeconds} s clip: ${stageLine(run.stages!)} (ms)`);
  }
  await rm(server.dataDir, { recursive: true, force: true });
  return {
    transcribeDuringUpload: contender.live,
    clips: CLIPS.map((seconds) => {
      const mine = runs.filter((r) => r.clipSeconds === seconds);
      const seconds1 = (ms: number) => Math.round(ms / 100) / 10;
      return {
        seconds,
        runs: mine,
        medianSeconds: median(mine.map((r) => seconds1(r.elapsedMs))),
        medianStages: Object.fromEntries(
          STAGES.map((name) => [name, median(mine.map((r) => r.stages![name]).filter((v): v is number => v !== null))]),
        ),
      };
    }),
  };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-latency-'));
const clipFiles = new Map<string, Buffer>();
const clip = async (labNumber: number, seconds: number) => {
  const key = `${labNumber}-${seconds}`;
  if (!clipFiles.has(key)) clipFiles.set(key, await readFile(await makeClip(dir, labNumber, seconds)));
  return clipFiles.get(key)!;
};
const contenders: Contender[] = [];
const commits: { commit: string; modes: ModeResult[] }[] = [];
try {
  for (const name of COMMITS) {
    const root = name === 'current' ? path.resolve(import.meta.dirname, '../..') : checkoutOf(resolveCommit(name), { fresh: process.argv.includes('--fresh') });
    // A commit from before the switch always transcribes the whole file at the end.
    const hasSwitch = existsSync(path.join(root, 'server/src/config.ts')) && readFileSync(path.join(root, 'server/src/config.ts'), 'utf8').includes('TRANSCRIBE_DURING_UPLOAD');
    for (const live of hasSwitch ? MODES : [false]) {
      const label = `${name}, transcription during upload ${hasSwitch ? (live ? 'on' : 'off') : 'not built yet'}`;
      contenders.push(await startContender(name, name === 'current' ? undefined : root, live, label));
    }
  }
  for (const seconds of CLIPS) {
    for (let run = 0; run < RUNS; run++) for (const contender of contenders) await runOnce(contender, seconds, clip);
  }
  for (const name of COMMITS) {
    const modes: ModeResult[] = [];
    for (const contender of contenders.filter((c) => c.name === name)) modes.push(await finish(contender));
    commits.push({ commit: name === 'current' ? `current (${resolveCommit('HEAD').slice(0, 7)} and the working tree)` : resolveCommit(name).slice(0, 7), modes });
  }
} finally {
  await Promise.all(contenders.map((c) => c.server.stop().catch(() => undefined)));
  await rm(dir, { recursive: true, force: true });
}

console.log('\nmedians, upload end -> result (s) and stages (ms):');
for (const c of commits) {
  for (const m of c.modes) {
    for (const k of m.clips) {
      const st = stageLine(k.medianStages as Stages);
      console.log(`${c.commit.padEnd(12)} during upload ${m.transcribeDuringUpload ? 'on ' : 'off'} ${String(k.seconds).padStart(3)} s: ${k.medianSeconds} s | ${st}`);
    }
  }
}
const result = {
  date: new Date().toISOString(),
  cores: os.availableParallelism(),
  loadAverage: os.loadavg(),
  uploadBitsPerSecond: UPLOAD_BITS_PER_SECOND,
  answerKind: KIND,
  targetSecondsFor180: { duringUpload: 5, wholeFile: 20 },
  commits: commits.map(({ commit, modes }) => ({ commit, modes })),
};
await mkdir(path.resolve(import.meta.dirname, '../results'), { recursive: true });
await writeFile(path.resolve(import.meta.dirname, '../results/latency.json'), JSON.stringify(result, null, 2));
