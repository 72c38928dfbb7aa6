/**
 * The language-model evaluator on the labelled sets, beside the rubric grader: the written sets
 * (bench/unseen/sets.ts, as written), the spoken transcripts (bench/results/spoken.json, what the
 * recogniser heard) and a sample of Mohler, each graded by the llm adapter as the evaluate job
 * uses it (both judges combined, then decideRelease), with the rubric grader's figures beside it,
 * seconds and tokens per answer and the share of quotes rejected. Writes bench/results/evaluator.json.
 *   npm run bench -- evaluator --url http://gpu-box:11434/v1 --model qwen2.5:14b [--api-key K] [--mohler 40] [--limit N]
 *   npm run bench -- evaluator --stand-in     the protocol only, against a local stand-in (no model)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decideRelease, gradeWithRubric, transcriptOfText, type LabFile, type Language, type Question } from '@nurselab/core';
import { gradeWithModelAnswers, rubricFromModelAnswer } from '../reference/modelAnswerRubric.js';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { combineJudges } from '../../server/src/evaluation/combineJudges.js';
import { createLlmEvaluator, PROMPT_VERSION, type LlmRun } from '../../server/src/evaluation/evaluators/index.js';
import { loadMohler } from '../mohler/dataset.js';
import { plainAnswer, questionOf } from '../mohler/gradeRows.js';
import { pearson } from '../mohler/stats.js';
import { EXPECTED, figures, spokenResults, truthOf, type Expectation, type Figures, type ReleaseRow, type Truth } from '../release/measure.js';
import { LABELLED_SETS } from '../unseen/sets.js';
import { startLexicalStandIn } from './standIn.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    model: { type: 'string' },
    'api-key': { type: 'string' },
    timeout: { type: 'string', default: '120' },
    mohler: { type: 'string', default: '40' },
    limit: { type: 'string' },
    'stand-in': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
  },
});
const standIn = args['stand-in'] ? await startLexicalStandIn() : undefined;
const url = standIn?.baseUrl ?? args.url;
const model = args.model ?? (standIn ? 'stand-in' : undefined);
if (!url || !model) {
  console.error('usage: npm run bench -- evaluator --url <OpenAI-compatible base URL> --model <name> [--api-key K] [--mohler N] [--limit N] | --stand-in');
  process.exit(2);
}
const evaluator = createLlmEvaluator({ baseUrl: url, model, apiKey: args['api-key'], timeoutMs: Number(args.timeout) * 1000 });
const limit = args.limit ? Number(args.limit) : args.quick ? 5 : Infinity;

const { labs } = await loadLabFiles();
const labOf = (key: string) => labs.find((l) => `${l.subject}/${String(l.labNumber).padStart(2, '0')}` === key || `${l.subject}/${l.labNumber}` === key)!;

interface Case {
  set: string;
  variant: ReleaseRow['variant'];
  lab: LabFile;
  language: Language;
  text: string;
  truth: Truth;
  expected: Expectation;
  confidence?: number;
}
const cases: Case[] = [
  ...LABELLED_SETS.flatMap((set) =>
    set.answers.slice(0, limit).map((a) => ({ set: set.key, variant: 'written' as const, lab: labOf(a.lab), language: a.language, text: a.text, truth: truthOf(a), expected: EXPECTED[a.expect] })),
  ),
  ...spokenResults()
    .slice(0, limit)
    .map((r) => ({
      set: `spoken-${r.set}`,
      variant: 'spoken' as const,
      lab: labOf(r.lab),
      language: 'en' as Language,
      text: r.heard,
      truth: (r.kind === 'good' ? 'good' : r.passExpected ? 'safe' : 'poor') as Truth,
      expected: ((g) => g.isPass === r.passExpected) as Expectation,
      confidence: r.hearing?.confidence,
    })),
];

const runs: LlmRun[] = [];
const failures: { set: string; message: string }[] = [];
const rubricRows: ReleaseRow[] = [];
const llmRows: ReleaseRow[] = [];
const row = (c: Case, score: number, isPass: boolean, flagged: boolean, decision: ReturnType<typeof decideRelease>): ReleaseRow => ({
  set: c.set,
  variant: c.variant,
  language: c.language,
  lab: `${c.lab.subject}/${String(c.lab.labNumber).padStart(2, '0')}`,
  truth: c.truth,
  score,
  automatic: decision.automatic,
  isPass,
  reasons: decision.reasons.map((r) => r.code),
  asExpected: c.expected({ score, flagged, isPass }),
});

for (const [i, c] of cases.entries()) {
  const transcript = transcriptOfText(c.text, c.language);
  const hearing = c.confidence === undefined ? {} : { confidence: c.confidence };
  const rubric = gradeWithRubric(c.lab.questions, transcript, { scenario: c.lab.scenario });
  rubricRows.push(row(c, rubric.score, rubric.isPass, rubric.critical.length > 0, decideRelease(rubric, hearing)));
  try {
    const judgement = await evaluator.evaluate({ questions: c.lab.questions, scenario: c.lab.scenario, transcript });
    runs.push(judgement.llm!);
    const { grade, judges } = combineJudges(rubric, { kind: 'llm', judgement });
    llmRows.push(row(c, grade.score, grade.isPass, grade.critical.length > 0, decideRelease(grade, hearing, {}, judges)));
  } catch (error) {
    failures.push({ set: c.set, message: (error as Error).message });
    // A failed judge leaves the rubric grade, held for a lecturer (as the evaluate job does).
    llmRows.push(row(c, rubric.score, rubric.isPass, rubric.critical.length > 0, decideRelease(rubric, hearing, {}, { failed: true })));
  }
  if ((i + 1) % 25 === 0) console.log(`  ${i + 1}/${cases.length} answers`);
}

// Mohler: one question per row, its rubric derived from the reference answer (no lab rubric exists).
const mohlerAll = loadMohler(false);
const sampleSize = Math.min(Number(args.mohler), mohlerAll.length);
const step = mohlerAll.length / Math.max(1, sampleSize);
const mohler = Array.from({ length: sampleSize }, (_, i) => mohlerAll[Math.floor(i * step)]);
const mohlerScores = { gold: [] as number[], rubric: [] as number[], llm: [] as number[] };
for (const r of mohler) {
  const base = questionOf(r);
  const question: Question = { ...base, rubric: rubricFromModelAnswer(r.referenceAnswer, 'en', { question: r.question }) };
  const transcript = transcriptOfText(plainAnswer(r.studentAnswer), 'en');
  try {
    const judgement = await evaluator.evaluate({ questions: [question], transcript });
    runs.push(judgement.llm!);
    mohlerScores.llm.push(judgement.grade.score);
  } catch (error) {
    failures.push({ set: 'mohler', message: (error as Error).message });
    continue;
  }
  mohlerScores.gold.push(r.scoreAvg);
  mohlerScores.rubric.push(gradeWithModelAnswers([base], transcript).score);
}
await standIn?.close();

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
const perAnswer = {
  answers: runs.length,
  failed: failures.length,
  meanSeconds: runs.length ? round(sum(runs.map((r) => r.seconds)) / runs.length, 2) : null,
  meanTokens: runs.length ? Math.round(sum(runs.map((r) => r.tokens.total)) / runs.length) : null,
  quotesChecked: sum(runs.map((r) => r.quotesChecked)),
  quotesRejected: sum(runs.map((r) => r.quotesRejected)),
  quotesRejectedShare: sum(runs.map((r) => r.quotesChecked)) ? round(sum(runs.map((r) => r.quotesRejected)) / sum(runs.map((r) => r.quotesChecked))) : 0,
  repairOrFallbackRequests: sum(runs.map((r) => r.requests - 1)),
};

const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '-');
const line = (key: string, f: Figures) =>
  `${key.padEnd(22)} n ${String(f.answers).padStart(3)}  as expected ${f.asExpected}/${f.answers}  dangerous released as pass ${f.dangerousReleasedAsPass}/${f.dangerous}` +
  `  safe failed automatically ${f.safeFailedAutomatically}/${f.safe}  good to lecturer ${f.goodToLecturer}/${f.good} (${pct(f.goodToLecturer, f.good)})  all to lecturer ${pct(f.toLecturer, f.answers)}`;
const groups = [...new Set(rubricRows.map((r) => r.set))];
const byGroup: Record<string, { rubric: Figures; llm: Figures }> = {};
for (const set of [...groups, 'all']) {
  const pick = (rows: ReleaseRow[]) => (set === 'all' ? rows : rows.filter((r) => r.set === set));
  byGroup[set] = { rubric: figures(pick(rubricRows)), llm: figures(pick(llmRows)) };
  console.log(line(`${set} rubric`, byGroup[set].rubric));
  console.log(line(`${set} llm`, byGroup[set].llm));
}
const mohlerFigures = {
  n: mohlerScores.gold.length,
  rubricR: mohlerScores.gold.length > 2 ? round(pearson(mohlerScores.rubric, mohlerScores.gold)) : null,
  llmR: mohlerScores.gold.length > 2 ? round(pearson(mohlerScores.llm, mohlerScores.gold)) : null,
};
console.log(`Mohler sample (${mohlerFigures.n} answers): Pearson r rubric (reference mode) ${mohlerFigures.rubricR}, llm ${mohlerFigures.llmR}`);
console.log(
  `llm per answer: ${perAnswer.meanSeconds} s, ${perAnswer.meanTokens} tokens; quotes rejected ${perAnswer.quotesRejected}/${perAnswer.quotesChecked} (${round(perAnswer.quotesRejectedShare * 100, 1)}%); failed ${perAnswer.failed}; extra requests (json_object fallback, repair) ${perAnswer.repairOrFallbackRequests}`,
);
if (standIn) console.log('Against the local stand-in (word-for-word phrasing matcher, no model): the protocol only; these figures say nothing about grading quality.');

const result = {
  date: new Date().toISOString(),
  url: standIn ? 'stand-in' : url,
  model,
  promptVersion: PROMPT_VERSION,
  standIn: Boolean(standIn),
  perAnswer,
  overall: byGroup.all,
  byGroup,
  mohler: mohlerFigures,
  failures: failures.slice(0, 20),
};
mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
writeFileSync(fileURLToPath(new URL('../results/evaluator.json', import.meta.url)), `${JSON.stringify(result, null, 2)}\n`);
