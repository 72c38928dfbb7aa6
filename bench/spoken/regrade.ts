/**
 * Re-grades the transcripts a spoken run kept (BENCH_TRANSCRIPTS_OUT) with the grader as it
 * is now: to see a grader change on the spoken set without recognising the audio again.
 *
 *   BENCH_TRANSCRIPT_CACHE=/tmp/c BENCH_TRANSCRIPTS_OUT=/tmp/t.json npx tsx bench/spoken/run.ts
 *   npx tsx bench/spoken/regrade.ts /tmp/t.json
 */
import { readFileSync } from 'node:fs';
import { gradeWithRubric, type Transcript } from '@nurselab/core';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { expectedBand, type AnswerKind } from './answers.js';

interface Kept {
  lab: string;
  kind: AnswerKind;
  share: number;
  set: string;
  transcript: Transcript;
}

const kept = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Kept[];
const { labs } = await loadLabFiles();
const rows = kept.map((k) => {
  const lab = labs.find((l) => `${l.subject}/${l.labNumber}` === k.lab)!;
  const grade = gradeWithRubric(lab.questions, k.transcript, { scenario: lab.scenario });
  const band = expectedBand(k.kind, k.share);
  return { ...k, score: grade.score, isPass: grade.isPass, band, error: Math.abs(grade.score - band.centre) };
});
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
for (const set of ['flite', 'espeak-ng']) {
  const of = rows.filter((r) => r.set === set);
  for (const r of of) console.log(`${r.lab.padEnd(18)} ${r.kind.padEnd(8)} score ${String(r.score).padStart(5)} centre ${r.band.centre} err ${r.error.toFixed(1)}`);
  const kind = (k: AnswerKind) => of.filter((r) => r.kind === k);
  console.log(
    `${set}: n ${of.length}, MAE ${mean(of.map((r) => r.error)).toFixed(1)}, good pass ${mean(kind('good').map((r) => (r.isPass ? 1 : 0))).toFixed(2)}, poor fail ${mean(kind('poor').map((r) => (r.isPass ? 0 : 1))).toFixed(2)}, off-topic fail ${mean(kind('offtopic').map((r) => (r.isPass ? 0 : 1))).toFixed(2)}`,
  );
}
