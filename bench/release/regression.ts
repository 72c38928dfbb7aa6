/**
 * The regression table npm test checks: per labelled set, variant, language and kind of answer,
 * the grades a lecturer would want and the release figures, against a floor taken from the
 * committed figures (bench/release/floor.json). Never a tuning target: a change may only keep or
 * better every cell. After a deliberate, explained change, write a new floor:
 *   npx tsx bench/release/regression.ts --write-floor
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { spokenRows, table, writtenRows, type Figures } from './measure.js';

export const FLOOR_FILE = fileURLToPath(new URL('./floor.json', import.meta.url));

export async function regressionTable(): Promise<Record<string, Figures>> {
  const { labs } = await loadLabFiles();
  return table([...writtenRows(labs), ...spokenRows(labs)], 'language-kind');
}

/** Cells where today's figures are worse than the floor's. */
export function regressions(now: Record<string, Figures>, floor: Record<string, Figures>): string[] {
  const worse: string[] = [];
  for (const [key, was] of Object.entries(floor)) {
    const is = now[key];
    if (!is) {
      worse.push(`${key}: missing`);
      continue;
    }
    if (is.asExpected < was.asExpected) worse.push(`${key}: graded as a lecturer would want ${is.asExpected}, floor ${was.asExpected}`);
    if (is.dangerousReleasedAsPass > was.dangerousReleasedAsPass) worse.push(`${key}: dangerous released as a pass ${is.dangerousReleasedAsPass}, floor ${was.dangerousReleasedAsPass}`);
    if (is.safeFailedAutomatically > was.safeFailedAutomatically) worse.push(`${key}: safe failed automatically ${is.safeFailedAutomatically}, floor ${was.safeFailedAutomatically}`);
    if (is.goodToLecturer > was.goodToLecturer) worse.push(`${key}: good answers to a lecturer ${is.goodToLecturer}, floor ${was.goodToLecturer}`);
  }
  return worse;
}

export const readFloor = (): Record<string, Figures> => JSON.parse(readFileSync(FLOOR_FILE, 'utf8'));

if (process.argv.includes('--write-floor')) {
  writeFileSync(FLOOR_FILE, `${JSON.stringify(await regressionTable(), null, 1)}\n`);
  console.log(`wrote ${FLOOR_FILE}`);
}
