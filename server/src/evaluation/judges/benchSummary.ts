import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EvaluatorBench, EvaluatorBenchCounts } from '@nurselab/core';

/** The file `npm run bench -- evaluator` writes (bench/evaluator/run.ts). */
export const EVALUATOR_BENCH_FILE = 'evaluator.json';

interface BenchFile {
  date?: string;
  url?: string;
  model?: string;
  promptVersion?: string;
  standIn?: boolean;
  perAnswer?: { answers?: number; failed?: number; meanSeconds?: number; meanTokens?: number; quotesRejectedShare?: number };
  byGroup?: Record<string, { rubric?: EvaluatorBenchCounts; llm?: EvaluatorBenchCounts }>;
  mohler?: { n?: number; rubricR?: number | null; llmR?: number | null } | null;
}

/** The host of the model server the run used, without path, port credentials or query (a URL can hold a key). */
function hostOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return url === 'stand-in' ? 'stand-in' : '';
  }
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The newest evaluator bench run as the admin page shows it; `run: null` when none was written (or it cannot be read). */
export async function readEvaluatorBench(dir: string): Promise<EvaluatorBench> {
  let file: BenchFile;
  try {
    file = JSON.parse(await readFile(path.join(dir, EVALUATOR_BENCH_FILE), 'utf8')) as BenchFile;
  } catch {
    return { run: null };
  }
  if (!file.date || !file.perAnswer) return { run: null };
  const groups = Object.entries(file.byGroup ?? {})
    .filter(([, g]) => g.rubric && g.llm)
    .map(([name, g]) => ({ name, rubric: g.rubric!, llm: g.llm! }));
  return {
    run: {
      at: file.date,
      model: file.model ?? '',
      urlHost: hostOf(file.url),
      standIn: file.standIn === true,
      promptVersion: file.promptVersion ?? null,
      answers: number(file.perAnswer.answers) ?? 0,
      failed: number(file.perAnswer.failed) ?? 0,
      quotesRejectedShare: number(file.perAnswer.quotesRejectedShare),
      secondsPerAnswer: number(file.perAnswer.meanSeconds),
      tokensPerAnswer: number(file.perAnswer.meanTokens),
      groups,
      mohler: file.mohler ? { n: number(file.mohler.n) ?? 0, rubricR: number(file.mohler.rubricR), llmR: number(file.mohler.llmR) } : null,
    },
  };
}
