import type { Language, LocalizedText, Question, Transcript } from '@nurselab/core';
import type { Config } from '../config.js';
import type { Job, Logger } from '../jobs/context.js';
import { createLlmEvaluator, EvaluatorError, promptFor, type Evaluator, type Judgement } from './evaluators/index.js';
import type { LanguageEvaluators } from './evaluators/types.js';

/** The language model's view of an answer: its judgement, or why there is none. */
export type SecondJudge =
  | { kind: 'llm'; judgement: Judgement }
  | { kind: 'failed'; model: string; promptVersion: string; failure: { code: string; message: string; tries: number; at: string } };

const built = new WeakMap<Config, Evaluator>();

/** Whether the judges of this language (an administrator's choice, else EVALUATORS) include a language model the server has. */
export function llmJudges(config: Config, language: Language, judges: LanguageEvaluators = config.evaluation.languages): boolean {
  return Boolean(config.evaluation.llm && judges[language]?.includes('llm'));
}

function llmEvaluatorFor(config: Config): Evaluator {
  let evaluator = built.get(config);
  if (!evaluator) {
    evaluator = createLlmEvaluator(config.evaluation.llm!);
    built.set(config, evaluator);
  }
  return evaluator;
}

/**
 * Asks the language model when EVALUATORS names it for the language graded in. A passing
 * trouble (timeout, 429, 5xx, refusal, malformed JSON) is thrown for the job queue to retry
 * while retries are left; after the last, or for any other failure, the answer keeps the rubric
 * grade and the failure is returned for a lecturer to see. Never a made-up score.
 */
export async function askSecondJudge(
  config: Config,
  job: Pick<Job<unknown>, 'retryCount' | 'retryLimit'>,
  input: { questions: Question[]; scenario?: LocalizedText; transcript: Transcript },
  log: Logger,
  judges: LanguageEvaluators = config.evaluation.languages,
): Promise<SecondJudge | undefined> {
  const language = input.transcript.language;
  if (!llmJudges(config, language, judges)) return undefined;
  try {
    return { kind: 'llm', judgement: await llmEvaluatorFor(config).evaluate(input) };
  } catch (error) {
    const retryable = error instanceof EvaluatorError && error.retryable;
    const failure = {
      code: error instanceof EvaluatorError ? error.code : 'failed',
      message: error instanceof Error ? error.message : String(error),
      tries: job.retryCount + 1,
      at: new Date().toISOString(),
    };
    if (retryable && job.retryCount < job.retryLimit) {
      log.warn({ judge: failure }, 'language-model judge failed, will retry');
      throw error;
    }
    log.error({ err: error, judge: failure }, 'language-model judge failed, the rubric grade goes to a lecturer');
    return { kind: 'failed', model: config.evaluation.llm!.model, promptVersion: promptFor(language).version, failure };
  }
}
