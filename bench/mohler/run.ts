/**
 * Grading agreement on the Mohler et al. (2011) short-answer set, measured on reference mode, the
 * product's grader for a question with only a model answer (not yet called by the pipeline: every
 * lab has its own rubric): gradeWithRubric against a rubric derived from the reference answer,
 * with a sentence encoder's reading of the answer for part of the score (gradeWithModelAnswers,
 * referenceSimilarities).
 * Besides Pearson r and RMSE: weighted F1 of "correct" (score >= the pass mark, 60) against the
 * human graders' average at 4, 4.5 and 5 of 5, and the share of answers called correct.
 *
 *   npx tsx bench/mohler/run.ts --dev   assignments 1-6 only (the only rows tuning may look at)
 *   npx tsx bench/mohler/run.ts         every evaluated row; writes bench/results/mohler.json
 *
 * Pearson r needs no scale. RMSE needs the grader's 0..1 mapped onto 0..5: the line is
 * least-squares fitted on assignments 1-6 and applied unchanged to assignments 7 onward.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GRADER_VERSION } from '../../core/src/grading/rubricGrader.js';
import { LAST_DEV_ASSIGNMENT, loadMohler, type MohlerRow } from './dataset.js';
import { gradeRows } from './gradeRows.js';
import { fitLine, pearson, pearsonInterval, rmse, weightedF1 } from './stats.js';
import { PASS_MARK } from '../../core/src/constants.js';

const RESULTS = fileURLToPath(new URL('../results/mohler.json', import.meta.url));
const devOnly = process.argv.includes('--dev');

const started = performance.now();
const rows = loadMohler(devOnly);
const scores = await gradeRows(rows);
const seconds = (performance.now() - started) / 1000;

const isDev = (row: MohlerRow): boolean => row.assignment <= LAST_DEV_ASSIGNMENT;
const pick = (keep: (row: MohlerRow) => boolean) => {
  const idx = rows.map((row, i) => (keep(row) ? i : -1)).filter((i) => i >= 0);
  return { x: idx.map((i) => scores[i]), y: idx.map((i) => rows[i].scoreAvg) };
};

const dev = pick(isDev);
const map = fitLine(dev.x, dev.y);
const toScale = (x: number): number => map.intercept + map.slope * x;
const CORRECT_AT = [4, 4.5, 5] as const;
const measure = (set: { x: number[]; y: number[] }) => ({
  n: set.x.length,
  r: set.x.length > 2 ? pearson(set.x, set.y) : Number.NaN,
  rInterval: set.x.length > 2 ? pearsonInterval(set.x, set.y) : { low: Number.NaN, high: Number.NaN },
  rmse: set.x.length ? rmse(set.x.map(toScale), set.y) : Number.NaN,
  calledCorrect: set.x.filter((x) => x * 100 >= PASS_MARK).length / set.x.length,
  f1: Object.fromEntries(CORRECT_AT.map((t) => [String(t), weightedF1(set.x.map((x) => x * 100 >= PASS_MARK), set.y.map((y) => y >= t))])) as Record<string, number>,
});

const results = {
  all: measure(pick(() => true)),
  dev: measure(dev),
  heldOut: measure(pick((row) => !isDev(row))),
};

const f = (v: number, digits = 3): string => (Number.isNaN(v) ? '-' : v.toFixed(digits));
console.log(`Mohler short-answer set, reference-answer mode (${GRADER_VERSION}), ${rows.length} answers in ${f(seconds, 1)} s`);
console.log(`0..1 -> 0..5 map fitted on assignments 1-${LAST_DEV_ASSIGNMENT}: ${f(map.intercept)} + ${f(map.slope)} x`);
console.log('');
console.log('set                            n   Pearson r   RMSE   called correct   weighted F1 (human avg >= 4 / 4.5 / 5)');
for (const [name, m] of [
  ['all', results.all],
  [`assignments 1-${LAST_DEV_ASSIGNMENT} (tuning)`, results.dev],
  [`assignments ${LAST_DEV_ASSIGNMENT + 1}+ (held out)`, results.heldOut],
] as const) {
  console.log(
    `${name.padEnd(28)} ${String(m.n).padStart(4)}   ${f(m.r).padStart(9)}   ${f(m.rmse).padStart(5)}   ${f(m.calledCorrect).padStart(14)}   ${CORRECT_AT.map((t) => f(m.f1[String(t)])).join(' / ')}`,
  );
}
console.log('');
for (const [name, m] of [['all', results.all], ['1-6', results.dev], ['7+', results.heldOut]] as const) {
  if (m.n > 2) console.log(`Pearson r ${name}: ${f(m.r)}, 95% bootstrap interval ${f(m.rInterval.low)}-${f(m.rInterval.high)}`);
}
console.log('published: Mohler et al. 2011 r 0.480 / RMSE 1.042; Sultan et al. 2016 (supervised) r 0.592 / RMSE 0.887; target r >= 0.60');
console.log('repository before (nurselab-grader-1.0.0): bench-only reference grader r 0.591, weighted F1 0.72; product path r 0.50, F1 0.56');

if (devOnly) {
  console.log('(--dev: assignments 7+ not read; nothing written)');
} else {
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  const round = (v: number): number => Math.round(v * 10000) / 10000;
  const json = {
    r_all: round(results.all.r),
    r_all_ci95: [round(results.all.rInterval.low), round(results.all.rInterval.high)],
    rmse_all: round(results.all.rmse),
    r_7plus: round(results.heldOut.r),
    r_7plus_ci95: [round(results.heldOut.rInterval.low), round(results.heldOut.rInterval.high)],
    rmse_7plus: round(results.heldOut.rmse),
    n_all: results.all.n,
    n_7plus: results.heldOut.n,
    r_1to6: round(results.dev.r),
    rmse_1to6: round(results.dev.rmse),
    n_1to6: results.dev.n,
    calledCorrect_all: round(results.all.calledCorrect),
    weightedF1_all: Object.fromEntries(Object.entries(results.all.f1).map(([k, v]) => [k, round(v)])),
    weightedF1_7plus: Object.fromEntries(Object.entries(results.heldOut.f1).map(([k, v]) => [k, round(v)])),
    path: 'reference mode, gradeWithModelAnswers (gradeWithRubric on a rubric derived from the reference answer; meaning share from the Universal Sentence Encoder, referenceSimilarities); not yet called by the pipeline',
    map: { intercept: round(map.intercept), slope: round(map.slope), fittedOn: `assignments 1-${LAST_DEV_ASSIGNMENT}` },
    graderVersion: GRADER_VERSION,
    date: new Date().toISOString(),
  };
  writeFileSync(RESULTS, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`written ${RESULTS}`);
}
