import type { GradeResult, Language, LocalizedText, Question, Transcript } from '@nurselab/core';

export type EvaluatorName = 'rubric' | 'llm';
export const EVALUATOR_NAMES: readonly EvaluatorName[] = ['rubric', 'llm'];

/** Per language, the evaluators that judge its answers (the rubric grader always does). */
export type LanguageEvaluators = Partial<Record<Language, EvaluatorName[]>>;

export interface LlmEvaluatorConfig {
  /** "http://gpu-box:11434/v1", "https://api.openai.com/v1"; "/v1" is added when missing. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** A 429 with Retry-After up to this many seconds is waited out here (default 30, at most 2 times); longer ones go back to the job queue. */
  maxRetryAfterSeconds?: number;
  maxRateLimitRetries?: number;
}

export interface EvaluationSettings {
  languages: LanguageEvaluators;
  llm?: LlmEvaluatorConfig;
  /** Scores of the two judges further apart than this (points) go to a lecturer. */
  margin: number;
}

/** What an evaluator judges: the lab's material and the answer as heard. */
export interface EvaluationInput {
  questions: Question[];
  scenario?: LocalizedText;
  transcript: Transcript;
}

/** How a language-model verdict was reached, stored with the evaluation (evaluation.llm). */
export interface LlmRun {
  model: string;
  promptVersion: string;
  /** Quotes the model gave that the transcript does not hold: they earned nothing. */
  quotesRejected: number;
  quotesChecked: number;
  seconds: number;
  tokens: { prompt: number; completion: number; total: number };
  /** Requests sent (a json_object fallback or a repair request adds one). */
  requests: number;
  responseFormat: 'json_schema' | 'json_object';
  /** Points the model gave each question before quotes were checked. */
  questionPoints: { number: number; points: number }[];
  /** Dangers the model named whose quotes the transcript does not hold: they hold the answer for a lecturer. */
  unverifiedDangers: { questionNumber: number; itemId: string | null; name: string; quote: string }[];
}

export interface Judgement {
  grade: GradeResult;
  llm?: LlmRun;
}

/** The evaluator port: one answer in, a grade with its evidence out. */
export interface Evaluator {
  name: EvaluatorName;
  evaluate(input: EvaluationInput, options?: { signal?: AbortSignal }): Promise<Judgement>;
}

export type { Language };
