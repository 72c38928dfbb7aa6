import { z } from 'zod';

const binary = {
  n: z.number().int().describe('answers behind the figures'),
  table: z.object({ bothYes: z.number().int(), automaticOnly: z.number().int(), lecturerOnly: z.number().int(), bothNo: z.number().int() }).describe('2x2 table: yes = pass (or item met)'),
  agreement: z.number().nullable().describe('share 0-1 of answers both graded alike; null without answers'),
  kappa: z.number().nullable().describe("Cohen's kappa; null when undefined (see kappaUndefined)"),
  kappaUndefined: z.enum(['noAnswers', 'oneClass']).nullable().describe('oneClass: both graders put every answer in the same class, kappa = 0/0'),
};

const figures = {
  ...binary,
  meanAbsoluteScoreDifference: z.number().nullable().describe('mean |automatic - lecturer| in points'),
  sentToLecturer: z.object({ sent: z.number().int(), decided: z.number().int(), share: z.number().nullable() }).describe('answers held for a lecturer by the release decision, of those with a decision'),
  dangers: z.object({ confirmed: z.number().int(), rejected: z.number().int() }).describe('lecturer verdicts on dangers the grader found'),
};

const lab = { subject: z.string(), labNumber: z.number().int(), labTitle: z.string().nullable() };

export const agreementItemSchema = z.object({ questionNumber: z.number().int(), itemId: z.string(), ...binary });

export const agreementReportSchema = z.object({
  universityId: z.string().nullable().describe('null: every university'),
  overall: z.object(figures),
  labs: z.array(z.object({ ...lab, ...figures })),
  rows: z.array(z.object({ ...lab, language: z.string(), engine: z.string().describe("evaluation.engine.name, or 'none'"), ...figures, items: z.array(agreementItemSchema) })),
  judges: z
    .array(
      z.object({
        ...lab,
        language: z.string(),
        judge: z.enum(['rubric', 'llm']).describe('the rubric grader, or the language model (where it graded the answer beside the rubric grader)'),
        ...binary,
        meanAbsoluteScoreDifference: z.number().nullable(),
      }),
    )
    .describe('lecturer against each judge, per lab and language'),
  dangerRules: z.array(z.object({ ...lab, itemId: z.string().describe('the critical rule that fired'), confirmed: z.number().int(), rejected: z.number().int() })),
});

export type AgreementReportJson = z.infer<typeof agreementReportSchema>;
