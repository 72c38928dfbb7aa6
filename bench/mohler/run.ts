/**
 * Grading agreement on the Mohler et al. (2011) short-answer set, reference-answer mode.
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
import { fitLine, pearson, rmse } from './stats.js';

const RESULTS = fileURLToPath(new URL('../results/mohler.json', import.meta.url));
const devOnly = process.argv.includes('--dev');

const started = performance.now();
const rows = loadMohler(devOnly);
const scores = gradeRows(rows);
const seconds = (performance.now() - started) / 1000;

const isDev = (row: MohlerRow): boolean => row.assignment <= LAST_DEV_ASSIGNMENT;
const pick = (keep: (row: MohlerRow) => boolean) => {
  const idx = rows.map((row, i) => (keep(row) ? i : -1)).filter((i) => i >= 0);
  return { x: idx.map((i) => scores[i]), y: idx.map((i) => rows[i].scoreAvg) };
};

const dev = pick(isDev);
const map = fitLine(dev.x, dev.y);
const toScale = (x: number): number => map.intercept + map.slope * x;
const measure = (set: { x: number[]; y: number[] }) => ({
  n: set.x.length,
  r: set.x.length > 2 ? pearson(set.x, set.y) : Number.NaN,
  rmse: set.x.length ? rmse(set.x.map(toScale), set.y) : Number.NaN,
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
console.log('set                            n   Pearson r   RMSE');
for (const [name, m] of [
  ['all', results.all],
  [`assignments 1-${LAST_DEV_ASSIGNMENT} (tuning)`, results.dev],
  [`assignments ${LAST_DEV_ASSIGNMENT + 1}+ (held out)`, results.heldOut],
] as const) {
  console.log(`${name.padEnd(28)} ${String(m.n).padStart(4)}   ${f(m.r).padStart(9)}   ${f(m.rmse).padStart(5)}`);
}
console.log('');
console.log('published: Mohler et al. 2011 r 0.480 / RMSE 1.042; Sultan et al. 2016 (supervised) r 0.592 / RMSE 0.887; target r >= 0.60');

if (devOnly) {
  console.log('(--dev: assignments 7+ not read; nothing written)');
} else {
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  const round = (v: number): number => Math.round(v * 10000) / 10000;
  const json = {
    r_all: round(results.all.r),
    rmse_all: round(results.all.rmse),
    r_7plus: round(results.heldOut.r),
    rmse_7plus: round(results.heldOut.rmse),
    n_all: results.all.n,
    n_7plus: results.heldOut.n,
    r_1to6: round(results.dev.r),
    rmse_1to6: round(results.dev.rmse),
    n_1to6: results.dev.n,
    map: { intercept: round(map.intercept), slope: round(map.slope), fittedOn: `assignments 1-${LAST_DEV_ASSIGNMENT}` },
    graderVersion: GRADER_VERSION,
    date: new Date().toISOString(),
  };
  writeFileSync(RESULTS, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`written ${RESULTS}`);
}
