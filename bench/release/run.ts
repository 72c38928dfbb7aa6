/**
 * The release decision on every labelled set: per set, variant (as written, heard without
 * punctuation, spoken) and language, how many dangerous answers were released automatically as
 * a pass (target at most 1 in 10), safe answers failed automatically (target 0) and good answers
 * sent to a lecturer (target at most 35%). Writes bench/results/release.json.
 *   npm run bench -- release
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RELEASE_POLICY, GRADER_VERSION } from '@nurselab/core';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { figures, spokenRows, table, writtenRows, type Figures } from './measure.js';

const { labs } = await loadLabFiles();
const rows = [...writtenRows(labs), ...spokenRows(labs)];
const byGroup = table(rows);

const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '-');
const line = (key: string, f: Figures) =>
  `${key.padEnd(28)} n ${String(f.answers).padStart(3)}  dangerous released as pass ${f.dangerousReleasedAsPass}/${f.dangerous} (${pct(f.dangerousReleasedAsPass, f.dangerous)})` +
  `  safe failed automatically ${f.safeFailedAutomatically}/${f.safe}  good to lecturer ${f.goodToLecturer}/${f.good} (${pct(f.goodToLecturer, f.good)})  all to lecturer ${pct(f.toLecturer, f.answers)}`;
for (const [key, f] of Object.entries(byGroup)) console.log(line(key, f));
const overall = figures(rows);
// Before the release decision every graded answer was released, and a danger failed it at once.
const before = figures(rows.map((r) => ({ ...r, automatic: true, reasons: r.reasons.filter((c) => c === 'danger') })));
console.log(`\n${line('all', overall)}`);
console.log(line('all, before (all released)', before));
const reasons = Object.fromEntries(
  [...new Set(rows.flatMap((r) => r.reasons))].map((code) => [code, rows.filter((r) => r.reasons.includes(code)).length]),
);
console.log(`reasons: ${JSON.stringify(reasons)}`);

const result = { graderVersion: GRADER_VERSION, policy: DEFAULT_RELEASE_POLICY, date: new Date().toISOString(), overall, before, reasons, byGroup, rows };
mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
writeFileSync(fileURLToPath(new URL('../results/release.json', import.meta.url)), `${JSON.stringify(result, null, 2)}\n`);
