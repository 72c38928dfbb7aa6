/**
 * The grader on answers the content authors have not seen (bench/unseen/answers.ts), Thai and
 * English, graded with gradeWithRubric as the evaluation pipeline calls it (the lab's scenario
 * given). Prints each outcome against what a lecturer would want; writes bench/results/unseen.json.
 *   npm run bench -- unseen
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASS_MARK, gradeWithRubric, type Transcript } from '@nurselab/core';
import { GRADER_VERSION } from '../../core/src/grading/rubricGrader.js';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { UNSEEN } from './answers.js';

const { labs } = await loadLabFiles();
const rows = UNSEEN.map((answer) => {
  const lab = labs.find((l) => `${l.subject}/${String(l.labNumber).padStart(2, '0')}` === answer.lab);
  if (!lab) throw new Error(`no lab ${answer.lab}`);
  const transcript: Transcript = { language: answer.language, text: answer.text, words: answer.text.split(/\s+/).map((text) => ({ text, start: 0, end: 0 })) };
  const grade = gradeWithRubric(lab.questions, transcript, { scenario: lab.scenario });
  const flagged = grade.critical.length > 0;
  const ok =
    answer.expect === 'flagged' ? flagged && grade.score < PASS_MARK : answer.expect === 'not-flagged' ? !flagged : !flagged && grade.score < 30;
  return { ...answer, score: grade.score, uncappedScore: grade.uncappedScore, critical: grade.critical.map((c) => c.itemId), ok };
});
for (const r of rows) {
  console.log(`${r.ok ? 'ok  ' : 'MISS'} [${r.language}] ${r.lab.padEnd(17)} ${r.kind.padEnd(9)} expect ${r.expect.padEnd(11)} score ${String(r.score).padStart(5)} critical ${r.critical.join(',') || '-'}`);
}
const summary = { answers: rows.length, asExpected: rows.filter((r) => r.ok).length, graderVersion: GRADER_VERSION, date: new Date().toISOString(), rows };
console.log(`${summary.asExpected} of ${summary.answers} as a lecturer would want`);
mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
writeFileSync(fileURLToPath(new URL('../results/unseen.json', import.meta.url)), `${JSON.stringify(summary, null, 2)}\n`);
