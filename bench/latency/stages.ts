/**
 * Stage by stage profile of one evaluation, outside the server: audio extraction, speech check,
 * recognition (pocketsphinx, as the server configures it by default), grading. Runs the same
 * way on the first release's code, so the two commits can be compared stage by stage:
 *   npx tsx bench/latency/stages.ts <clip.webm> <labNumber> [runs]
 * Prints one JSON line per run.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gradeWithRubric } from '@nurselab/core';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { extractAudio, measureSpeech } from '../../server/src/media/index.js';
import { createPocketsphinxTranscriber } from '../../server/src/evaluation/transcribers/index.js';
import { recognitionHints } from '../../server/src/evaluation/pipeline.js';

/** CPU of this process and its finished children (ffmpeg, pocketsphinx), ms: load on a shared machine does not change it. */
function cpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
}

const [clip, labArg, runsArg] = process.argv.slice(2);
const { labs } = await loadLabFiles();
const lab = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === Number(labArg))!;
// A loaded machine must not time a chunk out: this measures, it does not police.
const transcriber = createPocketsphinxTranscriber({ timeoutPerAudioSecond: 100 });
for (let run = 0; run < Number(runsArg ?? 1); run++) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-stages-'));
  const wav = path.join(dir, 'answer.wav');
  const times: Record<string, number> = {};
  let t = performance.now();
  let c = cpuMs();
  const lap = (name: string) => {
    times[name] = Math.round(performance.now() - t);
    times[name.replace('Ms', 'CpuMs')] = cpuMs() - c;
    t = performance.now();
    c = cpuMs();
  };
  await extractAudio(path.resolve(clip), wav);
  lap('extractMs');
  await measureSpeech(wav);
  lap('speechCheckMs');
  // TRANSCRIPT_IN skips recognition (grading alone, e.g. on both commits with one transcript); TRANSCRIPT_OUT keeps it.
  const transcript = process.env.TRANSCRIPT_IN
    ? JSON.parse(await readFile(process.env.TRANSCRIPT_IN, 'utf8'))
    : await transcriber.transcribe(wav, 'en', { hints: recognitionHints(lab.questions, 'en') });
  lap('recogniseMs');
  if (process.env.TRANSCRIPT_OUT) await writeFile(process.env.TRANSCRIPT_OUT, JSON.stringify(transcript));
  const grade = (gradeWithRubric as (...args: unknown[]) => { score: number })(lab.questions, transcript, { scenario: (lab as { scenario?: unknown }).scenario });
  lap('gradeMs');
  console.log(JSON.stringify({ run, ...times, words: transcript.words.length, score: grade.score }));
  await rm(dir, { recursive: true, force: true });
}
