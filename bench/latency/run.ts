/**
 * Evaluation latency: from "upload finished" (the finalise call) to the graded result, for
 * spoken English answers of 30, 90 and 180 seconds, through the real server (PGlite,
 * in-process workers, pocketsphinx). Median of several runs.
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
const CLIPS = quick ? [30] : [30, 90, 180];
const RUNS = quick ? 1 : 3;
const STUDENTS = ['mc_student1', 'mc_student2', 'mc_student3'];

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

async function waitForFinal(url: string, token: string, id: string): Promise<{ status: string; score: number | null }> {
  for (;;) {
    const res = await fetch(`${url}/api/v1/submissions/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const view = (await res.json()) as { status: string; score: number | null };
    if (['graded', 'needs_review', 'failed'].includes(view.status)) return view;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-latency-'));
const server = await startServer();
const clips: { seconds: number; runs: number; medianSeconds: number; samples: number[]; scores: (number | null)[] }[] = [];
try {
  const tokens = await Promise.all(STUDENTS.map((s) => signin(server.url, s)));
  let turn = 0;
  for (const seconds of CLIPS) {
    const samples: number[] = [];
    const scores: (number | null)[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Three attempts per student and lab: spread the runs over students and labs.
      const token = tokens[turn % tokens.length];
      const labNumber = 1 + Math.floor(turn / tokens.length);
      turn++;
      const file = await readFile(await makeClip(dir, labNumber, seconds));
      const uploadId = await tusUpload(server.url, token, file, { subject: 'maternalchild', labNumber: String(labNumber), language: 'en', filetype: 'audio/webm', filename: 'answer.webm' });
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/submissions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ uploadId, subject: 'maternalchild', labNumber, language: 'en' }),
      });
      if (res.status !== 201) throw new Error(`finalise: ${res.status} ${await res.text()}`);
      const { submission } = (await res.json()) as { submission: { _id: string } };
      const final = await waitForFinal(server.url, token, submission._id);
      const elapsed = (performance.now() - started) / 1000;
      samples.push(Math.round(elapsed * 10) / 10);
      scores.push(final.score);
      console.log(`${seconds} s clip, run ${run + 1}: ${elapsed.toFixed(1)} s (${final.status}, score ${final.score})`);
    }
    clips.push({ seconds, runs: RUNS, medianSeconds: median(samples), samples, scores });
  }
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
const result = { date: new Date().toISOString(), cores: os.availableParallelism(), targetSecondsFor180: 20, clips };
console.log(JSON.stringify(result, null, 2));
await mkdir(path.resolve(import.meta.dirname, '../results'), { recursive: true });
await writeFile(path.resolve(import.meta.dirname, '../results/latency.json'), JSON.stringify(result, null, 2));
