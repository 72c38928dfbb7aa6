/**
 * `npm run bench`: every benchmark in one run, each writing bench/results/<name>.json, then a
 * table of the numbers against the targets of ARCHITECTURE.md.
 *   npm run bench               all
 *   npm run bench -- mohler web only those
 *   npm run bench -- --quick    smaller inputs (a quick look, not the numbers to quote)
 *   npm run bench -- evaluator --url … --model …   the language-model evaluator (only when named; its flags are passed on)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');

interface Bench {
  name: string;
  script: string;
  args: string[];
  /** Runs only when named, with the command line's other arguments passed on (it needs a server to talk to). */
  onlyNamed?: boolean;
  summary: (r: Record<string, any>) => string[]; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const BENCHES: Bench[] = [
  {
    name: 'mohler',
    script: 'bench/mohler/run.ts',
    args: [],
    summary: (r) => [
      `Mohler grading agreement (product path): r ${r.r_all} (all), ${r.r_7plus} (assignments 7+), target >= 0.60; RMSE ${r.rmse_all} / ${r.rmse_7plus}; weighted F1 at pass 60 ${JSON.stringify(r.weightedF1_all)}`,
    ],
  },
  {
    name: 'spoken',
    script: 'bench/spoken/run.ts',
    args: quick ? ['--quick'] : [],
    summary: (r) => [
      `Spoken answers (${r.answers}): WER ${r.meanWer}; good pass ${r.goodPassRate * 100}%, poor fail ${r.poorFailRate * 100}%, off-topic fail ${r.offTopicFailRate * 100}% (max ${r.offTopicMaxScore}, target < 30)`,
      `  mean absolute error vs band centre ${r.meanAbsoluteError} (target <= 10), in band ${Math.round(r.inBandRate * 100)}%`,
    ],
  },
  {
    name: 'hints',
    script: 'bench/hints/run.ts',
    args: quick ? ['--quick'] : [],
    summary: (r) =>
      (['hints', 'noHints'] as const).map(
        (s) => `Recognition ${s === 'hints' ? 'with' : 'without'} rubric hints: false credit ${r[s].falseCredit}/${r[s].notMentioned} unmentioned items (${Math.round(r[s].falseCreditRate * 1000) / 10}%), lost credit ${r[s].lostCredit}/${r[s].mentioned}, WER ${r[s].meanWer}`,
      ),
  },
  {
    name: 'latency',
    script: 'bench/latency/run.ts',
    args: quick ? ['--quick'] : [],
    summary: (r) =>
      (r.commits ?? []).flatMap((c: { commit: string; modes: { transcribeDuringUpload: boolean; clips: { seconds: number; medianSeconds: number; runs: unknown[] }[] }[] }) =>
        c.modes.flatMap((m) =>
          m.clips.map(
            (k) =>
              `Latency ${c.commit}, transcription during upload ${m.transcribeDuringUpload ? 'on' : 'off'}, ${k.seconds} s clip: median ${k.medianSeconds} s after the upload over ${k.runs.length} runs (target for 180 s: <= ${m.transcribeDuringUpload ? 5 : 20} s)`,
          ),
        ),
      ),
  },
  {
    name: 'upload',
    script: 'bench/upload/run.ts',
    args: quick ? ['--size-mb', '50'] : [],
    summary: (r) => [
      `Upload ${r.sizeMiB ?? r.sizeMb} MiB: tus ${r.tusMBps ?? r.tus?.mbPerSecond} MB/s vs raw ${r.rawMBps ?? r.raw?.mbPerSecond} MB/s, ratio ${r.ratio} (target >= 0.8); server memory growth ${r.peakMemoryGrowthMiB ?? r.memoryGrowthMiB} MiB (target <= 64)`,
    ],
  },
  {
    name: 'upload-web',
    script: 'bench/upload/browser.ts',
    args: quick ? ['--size-mb', '50', '--netem-size-mb', '8', '--runs', '1'] : [],
    summary: (r) => [
      `Browser upload (${r.loopback?.sizeMiB} MiB, loopback): app ${r.loopback?.appMBps} MB/s vs raw ${r.loopback?.rawMBps} MB/s, ratio ${r.loopback?.ratio} (target >= 0.8; 1 MiB chunks ${r.loopback?.oneMiBChunksRatio})`,
      r.netem?.skipped
        ? `  emulated network: skipped (${r.netem.skipped})`
        : `  emulated ${r.netem?.rttMs} ms / ${r.netem?.linkMbit} Mbit/s (${r.netem?.sizeMiB} MiB): app ${r.netem?.appMBps} MB/s = ${Math.round((r.netem?.ofLink ?? 0) * 100)}% of the link (target >= 85%; raw ${Math.round((r.netem?.rawOfLink ?? 0) * 100)}%, 1 MiB chunks ${Math.round((r.netem?.oneMiBChunksOfLink ?? 0) * 100)}%)`,
    ],
  },
  {
    name: 'exam',
    script: 'bench/exam/run.ts',
    args: quick ? ['--students', '6', '--min-seconds', '20', '--max-seconds', '40', '--window-seconds', '30'] : [],
    summary: (r) => [
      `Exam day (${r.students} students, ${r.answerSeconds?.min}-${r.answerSeconds?.max} s answers in ${r.windowSeconds} s, 2 APIs + 2 workers, PostgreSQL): uploads failed ${r.uploadsFailed}, answers lost ${r.answersLost} (targets 0); drain ${r.drainSeconds} s after the last upload (one worker ${r.drainSecondsOneWorker} s); API p95 during the burst ${r.apiP95Ms} ms`,
    ],
  },
  {
    name: 'content-audit',
    script: 'bench/content-audit/run.ts',
    args: [],
    summary: (r) => [
      `Content audit: negated phrasings met by the opposite ${r.negatedMetByOpposite} of ${r.negatedPhrasings}; scenario read aloud passes (th) ${r.scenarioEchoPasses.th.scenario}/${r.labs}, with questions ${r.scenarioEchoPasses.th.withQuestions}/${r.labs}; shared phrasings ${r.sharedPhrasings}`,
    ],
  },
  {
    name: 'speech',
    script: 'bench/speech/run.ts',
    args: [],
    summary: (r) => [
      `Whisper test model: ${r.whisperTestModel.megabytes} MB, loads in ${r.whisperTestModel.loadSeconds} s, 30 s clip in ${r.whisperTestModel.transcribe30sSeconds} s (${r.whisperTestModel.transcribe30sWithTemperatureFallbackSeconds} s with temperature fallback)`,
      ...r.selfTest.map((t: { engine: string; speed: number; audioSeconds: number; elapsedMs: number }) => `  self-test ${t.engine}: ${t.speed}x real time (${t.audioSeconds} s in ${t.elapsedMs} ms)`),
    ],
  },
  {
    name: 'unseen',
    script: 'bench/unseen/run.ts',
    args: [],
    summary: (r) =>
      (['tuning', 'heldOut', 'heldOut2'] as const).filter((s) => r[s]).map(
        (s) =>
          `Unseen answers, ${{ tuning: 'tuning set', heldOut: 'held-out set', heldOut2: 'second held-out set' }[s]}: ${r[s].asExpected} of ${r[s].answers} as a lecturer would want; dangerous flagged ${r[s].dangerousFlagged.asExpected}/${r[s].dangerousFlagged.total}, safe not flagged ${r[s].safeNotFlagged.asExpected}/${r[s].safeNotFlagged.total}`,
      ),
  },
  {
    name: 'release',
    script: 'bench/release/run.ts',
    args: [],
    summary: (r) => [
      `Release decision, every labelled set (${r.overall.answers} gradings): dangerous released automatically as a pass ${r.overall.dangerousReleasedAsPass}/${r.overall.dangerous} (target <= 10%), safe failed automatically ${r.overall.safeFailedAutomatically}/${r.overall.safe} (target 0), good answers to a lecturer ${r.overall.goodToLecturer}/${r.overall.good} (target <= 35%)`,
      `  before the release decision (everything released): dangerous as a pass ${r.before.dangerousReleasedAsPass}/${r.before.dangerous}, safe failed ${r.before.safeFailedAutomatically}/${r.before.safe}`,
    ],
  },
  {
    name: 'professor',
    script: 'bench/professor/run.ts',
    args: [],
    // One entry per database: the latest run on PGlite and on PostgreSQL.
    summary: (runs) =>
      Object.values(runs).map(
        (r) =>
          `Professor dashboard (${r.students} students x ${r.labs} labs x ${r.attemptsPerLab} attempts, ${r.database}, ${r.at}): p50 ${r.dashboard.p50Ms} ms, p95 ${r.dashboard.p95Ms} ms (target <= 100) vs /healthz p50 ${r.trivial.p50Ms} ms, p95 ${r.trivial.p95Ms} ms; CSV export median ${r.csvExport.medianMs} ms, max ${r.csvExport.maxMs} ms (target <= 1000); load average ${r.loadAverage?.atStart?.[0] ?? '?'}`,
      ),
  },
  {
    name: 'evaluator',
    script: 'bench/evaluator/run.ts',
    args: [],
    onlyNamed: true,
    summary: (r) => [
      `Evaluator (${r.model}${r.standIn ? ', local stand-in: protocol only' : ''}, prompt ${r.promptVersion}): as expected llm ${r.overall.llm.asExpected}/${r.overall.llm.answers} vs rubric ${r.overall.rubric.asExpected}; dangerous released as pass llm ${r.overall.llm.dangerousReleasedAsPass}/${r.overall.llm.dangerous} vs rubric ${r.overall.rubric.dangerousReleasedAsPass}; good to lecturer llm ${r.overall.llm.goodToLecturer}/${r.overall.llm.good} vs rubric ${r.overall.rubric.goodToLecturer}; Mohler r llm ${r.mohler.llmR} vs rubric ${r.mohler.rubricR}; ${r.perAnswer.meanSeconds} s and ${r.perAnswer.meanTokens} tokens per answer, quotes rejected ${Math.round(r.perAnswer.quotesRejectedShare * 1000) / 10}%`,
    ],
  },
  { name: 'web', script: 'bench/web/run.ts', args: [], summary: (r) => [`Initial JS of public pages: largest ${r.initialGzipKB} KB gzip (target <= 200)`, ...(r.pages ?? []).map((p: { page: string; initialGzipKB: number }) => `  ${p.page}: ${p.initialGzipKB} KB`)] },
];

const wanted = args.filter((a) => BENCHES.some((b) => b.name === a));
const passed = args.filter((a) => !wanted.includes(a) && a !== '--quick');

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const lines: string[] = [];
let failed = false;
for (const bench of BENCHES.filter((b) => (wanted.length ? wanted.includes(b.name) : !b.onlyNamed))) {
  if (!existsSync(path.join(root, bench.script))) continue;
  console.log(`\n=== ${bench.name} ===`);
  const result = spawnSync(tsx, [bench.script, ...bench.args, ...(bench.onlyNamed ? passed : [])], { cwd: root, stdio: 'inherit' });
  const file = path.join(root, 'bench', 'results', `${bench.name}.json`);
  if (result.status !== 0 || !existsSync(file)) {
    failed = true;
    lines.push(`${bench.name}: FAILED (exit ${result.status})`);
    continue;
  }
  lines.push(...bench.summary(JSON.parse(readFileSync(file, 'utf8'))));
}
console.log(`\n=== summary ===\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
