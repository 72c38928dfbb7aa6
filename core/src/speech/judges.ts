import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';

/**
 * The judges a language's answers may have, in order: the rubric grader alone, or a language
 * model first with the rubric grader beside it (always last: the offline default and fallback).
 */
export const JUDGE_CHOICES = [['rubric'], ['llm', 'rubric']] as const;
export const judgeNameSchema = z.enum(['rubric', 'llm']);
export type JudgeName = z.infer<typeof judgeNameSchema>;

/** PUT /api/v1/admin/judges/{language}: the judges for one language; `null` goes back to the server's EVALUATORS default. */
export const setJudgesSchema = z.object({
  judges: z
    .array(judgeNameSchema, { message: 'judges.invalid' })
    .refine((names) => JUDGE_CHOICES.some((choice) => choice.length === names.length && choice.every((name, i) => names[i] === name)), 'judges.invalid')
    .nullable(),
});
export type SetJudges = z.infer<typeof setJudgesSchema>;

export const judgeLanguageSchema = z.object({
  language: z.enum(LANGUAGES),
  /** The judges in order, as the next evaluation uses them. */
  judges: z.array(judgeNameSchema),
  /** default: EVALUATORS (or rubric alone); admin: set on the admin page. */
  source: z.enum(['default', 'admin']),
  /** The server's default for the language (EVALUATORS), shown beside an administrator's choice. */
  defaultJudges: z.array(judgeNameSchema),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type JudgeLanguage = z.infer<typeof judgeLanguageSchema>;

export const judgeSettingsSchema = z.object({
  /** Whether a language-model server is configured (LLM_EVALUATOR_URL and _MODEL); its host and model name, never its key. */
  llm: z.object({ configured: z.boolean(), host: z.string().nullable(), model: z.string().nullable(), apiKeySet: z.boolean() }),
  languages: z.array(judgeLanguageSchema),
});
export type JudgeSettings = z.infer<typeof judgeSettingsSchema>;

const releaseCounts = z.object({
  answers: z.number(),
  dangerous: z.number(),
  dangerousReleasedAsPass: z.number(),
  safe: z.number(),
  safeFailedAutomatically: z.number(),
  good: z.number(),
  goodToLecturer: z.number(),
  toLecturer: z.number(),
  asExpected: z.number(),
});
export type EvaluatorBenchCounts = z.infer<typeof releaseCounts>;

/** The newest evaluator bench run (bench/results/evaluator.json), as the admin page shows it. */
export const evaluatorBenchSchema = z.object({
  run: z
    .object({
      at: z.string(),
      model: z.string(),
      /** The model server's host (no path, no credentials); "stand-in" for the protocol-only run. */
      urlHost: z.string(),
      standIn: z.boolean(),
      promptVersion: z.string().nullable(),
      answers: z.number(),
      failed: z.number(),
      quotesRejectedShare: z.number().nullable(),
      secondsPerAnswer: z.number().nullable(),
      tokensPerAnswer: z.number().nullable(),
      /** Per labelled set (and all of them): the release table of each judge. */
      groups: z.array(z.object({ name: z.string(), rubric: releaseCounts, llm: releaseCounts })),
      mohler: z.object({ n: z.number(), rubricR: z.number().nullable(), llmR: z.number().nullable() }).nullable(),
    })
    .nullable(),
});
export type EvaluatorBench = z.infer<typeof evaluatorBenchSchema>;
