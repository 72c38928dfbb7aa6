/**
 * The grader on answers the content authors had not seen when they were written, graded with
 * gradeWithRubric as the evaluation pipeline calls it (the lab's scenario given). Eight sets,
 * reported apart:
 * - tuning (answers.ts): seen while the critical detection was improved;
 * - held out (heldout.ts): written before that work; its failures after a first pass were seen;
 * - second held out (heldout2.ts): written after that;
 * - seventh held out (heldout7.ts): written blind (2026-11-25, grader 2.5.3) the same way; its blind
 *   result is the one in the commit that added it to this bench;
 * - third to sixth held out (heldout3-6.ts): each written blind by an examiner who did not read the
 *   critical items, the rubric phrasings, the grader or the earlier sets (the sixth: only titles,
 *   scenarios, questions and model answers). Blind, dangerous answers flagged: third 13/32,
 *   fourth 10/34, fifth 18/34, sixth 16/34 (each committed as measured); their misses were then
 *   covered in the content, so every set here is seen now: a blind measurement needs a new set.
 * - eighth held out (heldout8.ts): written blind on 2026-11-27 (grader 2.5.4), 60 answers in five
 *   languages; measured once, blind, before anything changed: dangerous flagged 10/24, safe not
 *   flagged 25/30 (as written). It is a regression table now, never a tuning target.
 * Each answer is graded as written and heard without punctuation (pocketsphinx writes none, and
 * the grader reads punctuation as a clause end, where a negation stops).
 * Prints each outcome against what a lecturer would want; writes bench/results/unseen.json.
 *   npm run bench -- unseen
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASS_MARK, asHeard, gradeWithRubric, transcriptOfText } from '@nurselab/core';
import { GRADER_VERSION } from '../../core/src/grading/rubricGrader.js';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import type { UnseenAnswer } from './answers.js';
import { LABELLED_SETS } from './sets.js';

const { labs } = await loadLabFiles();

function grade(answer: UnseenAnswer, withoutPunctuation = false) {
  const lab = labs.find((l) => `${l.subject}/${String(l.labNumber).padStart(2, '0')}` === answer.lab);
  if (!lab) throw new Error(`no lab ${answer.lab}`);
  const text = withoutPunctuation ? asHeard(answer.text) : answer.text;
  const result = gradeWithRubric(lab.questions, transcriptOfText(text, answer.language), { scenario: lab.scenario });
  const flagged = result.critical.length > 0;
  const ok =
    answer.expect === 'flagged' ? flagged && result.score < PASS_MARK : answer.expect === 'not-flagged' ? !flagged : !flagged && result.score < 30;
  return { ...answer, score: result.score, uncappedScore: result.uncappedScore, critical: result.critical.map((c) => c.itemId), ok };
}

function summarise(name: string, answers: UnseenAnswer[]) {
  const rows = answers.map((a) => grade(a));
  const unpunctuated = answers.map((a) => grade(a, true));
  console.log(`\n--- ${name} ---`);
  for (const r of rows) {
    console.log(`${r.ok ? 'ok  ' : 'MISS'} [${r.language}] ${r.lab.padEnd(17)} ${r.kind.padEnd(9)} expect ${r.expect.padEnd(11)} score ${String(r.score).padStart(5)} critical ${r.critical.join(',') || '-'}`);
  }
  const count = (expect: UnseenAnswer['expect'], graded = rows) => {
    const of = graded.filter((r) => r.expect === expect);
    return { total: of.length, asExpected: of.filter((r) => r.ok).length };
  };
  const dangerous = count('flagged');
  const safe = count('not-flagged');
  const heardWithoutPunctuation = {
    asExpected: unpunctuated.filter((r) => r.ok).length,
    dangerousFlagged: count('flagged', unpunctuated),
    safeNotFlagged: count('not-flagged', unpunctuated),
    misses: unpunctuated.filter((r) => !r.ok).map((r) => `[${r.language}] ${r.lab} ${r.kind} score ${r.score}`),
  };
  const summary = {
    answers: rows.length,
    asExpected: rows.filter((r) => r.ok).length,
    dangerousFlagged: dangerous,
    safeNotFlagged: safe,
    offTopicFailed: count('fails'),
    heardWithoutPunctuation,
    rows,
  };
  console.log(`${name}: ${summary.asExpected} of ${summary.answers} as a lecturer would want; dangerous flagged ${dangerous.asExpected}/${dangerous.total}, safe not flagged ${safe.asExpected}/${safe.total}`);
  const h = heardWithoutPunctuation;
  console.log(`  heard without punctuation: dangerous flagged ${h.dangerousFlagged.asExpected}/${h.dangerousFlagged.total}, safe not flagged ${h.safeNotFlagged.asExpected}/${h.safeNotFlagged.total}${h.misses.length ? `; missed ${h.misses.join('; ')}` : ''}`);
  return summary;
}

const summaries = Object.fromEntries(LABELLED_SETS.map((set) => [set.key, summarise(set.name, set.answers)]));
const result = { graderVersion: GRADER_VERSION, date: new Date().toISOString(), answers: summaries.tuning.answers, asExpected: summaries.tuning.asExpected, ...summaries };
mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
writeFileSync(fileURLToPath(new URL('../results/unseen.json', import.meta.url)), `${JSON.stringify(result, null, 2)}\n`);
