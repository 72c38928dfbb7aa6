/**
 * Spoken answers benchmark: each answer is spoken (flite, espeak-ng), encoded as a browser
 * would send it, then evaluated by the real pipeline (ffmpeg -> pocketsphinx -> rubric grader).
 * Prints word error rate, score and band per answer, and the summary the targets speak of.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Hearing, LabFile } from '@nurselab/core';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { evaluateRecording } from '../../server/src/evaluation/pipeline.js';
import { createTranscriberChoice } from '../../server/src/evaluation/transcribers/registry.js';
import { loadConfig } from '../../server/src/config.js';
import { speak, toMp4Aac, toRecorderWebm, wordErrorRate } from '../../server/test-fixtures/audio/generate.js';
import { withRetry } from '../lib/retry.js';
import { cachingTranscribers } from '../lib/transcriptCache.js';
import { calibrateHearing, formatCalibration } from './calibration.js';
import { ESPEAK_VOICES, expectedBand, LAB_PICKS, OFF_TOPIC, VOICES, type AnswerKind } from './answers.js';

interface Row {
  set: 'flite' | 'espeak-ng';
  lab: string;
  kind: AnswerKind;
  voice: string;
  container: string;
  wer: number;
  /** What the recogniser heard. */
  heard: string;
  /** transcript.hearing (confidence, method, measures), null when nothing was transcribed. */
  hearing: Hearing | null;
  score: number;
  band: { low: number; high: number; centre: number };
  inBand: boolean;
  isPass: boolean;
  passExpected: boolean;
  seconds: number;
}

function buildAnswers(labs: LabFile[]) {
  const find = (key: string) => labs.find((l) => `${l.subject}/${l.labNumber}` === key)!;
  return LAB_PICKS.flatMap((pick, i) => {
    const lab = find(pick.lab);
    const model = (q: LabFile['questions'][number]) => q.modelAnswer?.en ?? '';
    const total = lab.questions.reduce((s, q) => s + q.points, 0);
    let partialText: string;
    let share: number;
    if (pick.partialQuestions.length) {
      const qs = lab.questions.filter((q) => pick.partialQuestions.includes(q.number));
      partialText = qs.map(model).join(' ');
      share = qs.reduce((s, q) => s + q.points, 0) / total;
    } else {
      const sentences = lab.questions.map(model).join(' ').split(/(?<=\.)\s+/);
      partialText = sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ');
      share = 0.5;
    }
    return [
      { lab, key: pick.lab, kind: 'good' as const, text: lab.questions.map(model).join(' '), share: 1, voiceIndex: i },
      { lab, key: pick.lab, kind: 'partial' as const, text: partialText, share, voiceIndex: i + 1 },
      { lab, key: pick.lab, kind: 'poor' as const, text: pick.poor, share: 0, voiceIndex: i + 2 },
      { lab, key: pick.lab, kind: 'offtopic' as const, text: OFF_TOPIC[i % OFF_TOPIC.length], share: 0, voiceIndex: i + 3 },
    ];
  });
}

export async function runSpokenBenchmark(options: { limit?: number; from?: number; log?: (s: string) => void } = {}) {
  const log = options.log ?? console.log;
  const { labs } = await loadLabFiles();
  const main = buildAnswers(labs).map((a) => ({ ...a, voice: VOICES[a.voiceIndex % VOICES.length] as (typeof VOICES | typeof ESPEAK_VOICES)[number] }));
  // The espeak-ng set: every answer again in an espeak-ng voice, which pocketsphinx mishears:
  // the transcripts a hearing confidence must tell apart from well-heard ones.
  const espeak = main.map((a, i) => ({ ...a, voice: ESPEAK_VOICES[i % ESPEAK_VOICES.length] }));
  const answers = [...main, ...espeak].slice(0, options.limit);
  // The product's configured engines (POCKETSPHINX_HINTS=false and the like apply here too).
  const settings = loadConfig({ ...process.env, DATA_DIR: os.tmpdir(), JWT_SECRET: 'bench-'.repeat(8) }).transcription;
  // BENCH_TRANSCRIPT_CACHE=<dir> keeps transcripts, to re-grade without recognising again.
  const cacheDir = process.env.BENCH_TRANSCRIPT_CACHE;
  const transcribers = cacheDir ? cachingTranscribers(createTranscriberChoice(settings), cacheDir, settings) : createTranscriberChoice(settings);
  log(`transcription: ${JSON.stringify(settings)}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-spoken-'));
  const rows: Row[] = [];
  // BENCH_TRANSCRIPTS_OUT=<file>: the transcripts graded, to re-grade offline (bench/spoken/regrade.ts).
  const transcripts: unknown[] = [];
  try {
    for (const [n, answer] of answers.entries()) {
      if (n < (options.from ?? 0)) continue;
      const voice = answer.voice;
      const container = n % 2 === 0 ? 'webm' : 'mp4';
      const wav = path.join(dir, `${n}.wav`);
      const media = path.join(dir, `${n}.${container}`);
      await speak(answer.text, wav, voice);
      await (container === 'webm' ? toRecorderWebm(wav, media) : toMp4Aac(wav, media));
      const started = performance.now();
      const outcome = await withRetry(() => evaluateRecording({ mediaPath: media, language: 'en', questions: answer.lab.questions, scenario: answer.lab.scenario }, transcribers));
      const seconds = (performance.now() - started) / 1000;
      const score = outcome.kind === 'graded' ? outcome.grade.score : 0;
      const heard = outcome.kind === 'graded' ? outcome.transcript.text : '';
      const band = expectedBand(answer.kind, answer.share);
      const row: Row = {
        set: voice.engine === 'flite' ? 'flite' : 'espeak-ng',
        lab: answer.key,
        kind: answer.kind,
        voice: `${voice.engine}:${voice.voice}`,
        container,
        wer: Math.round(wordErrorRate(answer.text, heard) * 1000) / 1000,
        heard,
        hearing: outcome.kind === 'graded' ? (outcome.transcript.hearing ?? null) : null,
        score,
        band,
        inBand: score >= band.low && score <= band.high,
        isPass: outcome.kind === 'graded' && outcome.grade.isPass,
        passExpected: answer.kind === 'good',
        seconds: Math.round(seconds * 10) / 10,
      };
      rows.push(row);
      if (outcome.kind === 'graded') transcripts.push({ lab: answer.key, kind: answer.kind, share: answer.share, set: row.set, transcript: outcome.transcript });
      log(
        `${row.lab.padEnd(18)} ${row.kind.padEnd(8)} ${row.voice.padEnd(18)} ${container.padEnd(4)} WER ${row.wer.toFixed(2)}  hearing ${row.hearing?.confidence.toFixed(2) ?? '-   '}  score ${String(row.score).padStart(5)}  band ${band.low}-${band.high} ${row.inBand ? 'ok ' : 'OUT'}  ${row.seconds}s`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_TRANSCRIPTS_OUT) await writeFile(process.env.BENCH_TRANSCRIPTS_OUT, JSON.stringify(transcripts));
  const heard = (set?: Row['set']) => rows.flatMap((r) => (r.hearing && (!set || r.set === set) ? [{ wer: r.wer, confidence: r.hearing.confidence }] : []));
  const hearingCalibration = { ...calibrateHearing(heard()), fliteOnly: calibrateHearing(heard('flite')) };
  log(formatCalibration(hearingCalibration));
  log(`flite voices only:\n${formatCalibration(hearingCalibration.fliteOnly)}`);
  return { ...summarise(rows.filter((r) => r.set === 'flite')), espeak: summarise(rows.filter((r) => r.set === 'espeak-ng')), hearingCalibration, rows };
}

function summarise(rows: Row[]) {
  const of = (kind: AnswerKind) => rows.filter((r) => r.kind === kind);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    answers: rows.length,
    meanWer: round(mean(rows.map((r) => r.wer)), 3),
    meanHearing: round(mean(rows.flatMap((r) => (r.hearing ? [r.hearing.confidence] : []))), 3),
    meanWerByKind: Object.fromEntries((['good', 'partial', 'poor', 'offtopic'] as const).map((k) => [k, round(mean(of(k).map((r) => r.wer)), 3)])),
    goodPassRate: round(mean(of('good').map((r) => (r.isPass ? 1 : 0)))),
    poorFailRate: round(mean(of('poor').map((r) => (r.isPass ? 0 : 1)))),
    offTopicFailRate: round(mean(of('offtopic').map((r) => (r.isPass ? 0 : 1)))),
    offTopicMaxScore: Math.max(0, ...of('offtopic').map((r) => r.score)),
    meanAbsoluteError: round(mean(rows.map((r) => Math.abs(r.score - r.band.centre))), 1),
    inBandRate: round(mean(rows.map((r) => (r.inBand ? 1 : 0)))),
    meanEvaluationSeconds: round(mean(rows.map((r) => r.seconds)), 1),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const limit = process.argv.includes('--quick') ? 8 : undefined;
  // --from N: answers N onward only (to fill a transcript cache in parallel); nothing is written.
  const fromArg = process.argv.indexOf('--from');
  const from = fromArg > 0 ? Number(process.argv[fromArg + 1]) : undefined;
  const result = await runSpokenBenchmark({ limit, from });
  if (from) process.exit(0);
  const { rows: _rows, ...summary } = result;
  console.log(summary);
  await mkdir(path.resolve(import.meta.dirname, '../results'), { recursive: true });
  await writeFile(path.resolve(import.meta.dirname, '../results/spoken.json'), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
}
