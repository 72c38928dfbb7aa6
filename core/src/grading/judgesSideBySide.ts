import { z } from 'zod';
import type { Question } from '../content/labSchema.js';
import { buildAttemptEvidence, criticalEvidenceSchema, evidenceQuestionSchema } from './attemptEvidence.js';

/** One judge's grade with its evidence, as the lecturer compares it with the other's. */
export const judgeGradeSchema = z.object({
  score: z.number(),
  isPass: z.boolean(),
  questions: z.array(evidenceQuestionSchema),
  critical: z.array(criticalEvidenceSchema),
});
export type JudgeGrade = z.infer<typeof judgeGradeSchema>;

export const unverifiedDangerSchema = z.object({
  questionNumber: z.number(),
  itemId: z.string().nullable(),
  /** The danger in the language model's own words. */
  name: z.string(),
  /** What the model says the student said; not found in the transcript. */
  quote: z.string(),
});
export type UnverifiedDanger = z.infer<typeof unverifiedDangerSchema>;

/**
 * Both judges of one answer, for the lecturer only: the language model's grade and the rubric
 * grader's, each with its items met (quotes timed) and dangers, and the dangers the model named
 * whose quotes the transcript does not hold.
 */
export const judgesSideBySideSchema = z.object({
  llm: judgeGradeSchema.extend({ model: z.string(), promptVersion: z.string(), quotesChecked: z.number(), quotesRejected: z.number() }),
  rubric: judgeGradeSchema,
  unverifiedDangers: z.array(unverifiedDangerSchema),
});
export type JudgesSideBySide = z.infer<typeof judgesSideBySideSchema>;

const storedJudge = z.object({ score: z.number(), isPass: z.boolean(), questions: z.array(z.unknown()), critical: z.array(z.unknown()).default([]) }).passthrough();
const stored = z.object({
  transcript: z.unknown().optional(),
  language: z.unknown().optional(),
  rubric: storedJudge,
  llm: storedJudge.extend({
    model: z.string(),
    promptVersion: z.string(),
    quotesChecked: z.number().default(0),
    quotesRejected: z.number().default(0),
    unverifiedDangers: z.array(unverifiedDangerSchema).default([]),
  }),
});

/**
 * The two grades of an answer both judges graded (evaluation.rubric and evaluation.llm, as the
 * evaluate job stores them), in the evidence shape the pages already show; null when only one
 * judge graded it or the model failed.
 */
export function buildJudgesSideBySide(questions: readonly Question[], evaluation: unknown, language: string): JudgesSideBySide | null {
  const parsed = stored.safeParse(evaluation);
  if (!parsed.success) return null;
  const { transcript, language: graded, rubric, llm } = parsed.data;
  const grade = (judge: z.infer<typeof storedJudge>): JudgeGrade | null => {
    const evidence = buildAttemptEvidence(questions, { transcript, language: graded, questions: judge.questions, critical: judge.critical }, language);
    return evidence && { score: judge.score, isPass: judge.isPass, questions: evidence.questions, critical: evidence.critical };
  };
  const [llmGrade, rubricGrade] = [grade(llm), grade(rubric)];
  if (!llmGrade || !rubricGrade) return null;
  return {
    llm: { ...llmGrade, model: llm.model, promptVersion: llm.promptVersion, quotesChecked: llm.quotesChecked, quotesRejected: llm.quotesRejected },
    rubric: rubricGrade,
    unverifiedDangers: llm.unverifiedDangers,
  };
}
