import { z } from 'zod';
import type { Question } from '../content/labSchema.js';
import { LANGUAGES, isLanguage, type Language } from '../i18n/languages.js';

/**
 * The evidence of one graded attempt as the API gives it to the student and the professor:
 * the transcript, every rubric item met (with the words and their time) or missed, and every
 * "must not say" statement found. It is the grader's result (QuestionResult, CriticalFinding:
 * texts in the language graded) plus, from the rubric, the texts a reader needs in every
 * language (what a missed item asks for, why a statement is dangerous), so feedback can be
 * composed in the reader's interface language whatever language the answer was given in.
 */

const languageTexts = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>).partial();
export type LanguageTexts = z.infer<typeof languageTexts>;

export const evidenceSpanSchema = z.object({
  /** The words as recognised. */
  quote: z.string(),
  /** Seconds into the recording. */
  start: z.number(),
  end: z.number(),
  /** The rubric phrasing the words matched. */
  phrasing: z.string(),
  similarity: z.number(),
  /** Evaluations from before polarity was recorded were all positive matches. */
  polarity: z.enum(['positive', 'negative']).default('positive'),
});
export type EvidenceSpan = z.infer<typeof evidenceSpanSchema>;

export const evidenceItemSchema = z.object({
  questionNumber: z.number(),
  itemId: z.string(),
  weight: z.number(),
  met: z.boolean(),
  evidence: evidenceSpanSchema.nullable(),
  /** The grader's met or missed text, in the language graded. */
  feedback: z.string(),
  /** What the item asks for, said as advice, in every language: shown when it was missed. */
  advice: languageTexts,
  /** What the item looks for (the rubric's descriptor), in every language: shown beside the words that met it. */
  shows: languageTexts.optional(),
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

export const evidenceQuestionSchema = z.object({
  number: z.number(),
  points: z.number(),
  earned: z.number(),
  items: z.array(evidenceItemSchema),
});
export type EvidenceQuestion = z.infer<typeof evidenceQuestionSchema>;

export const criticalEvidenceSchema = z.object({
  questionNumber: z.number(),
  itemId: z.string(),
  /** Why the statement would harm the patient, in the language graded. */
  danger: z.string(),
  /** The same, in every language. */
  dangerTexts: languageTexts,
  evidence: evidenceSpanSchema,
});
export type CriticalEvidence = z.infer<typeof criticalEvidenceSchema>;

export const evidenceTranscriptSchema = z.object({
  language: z.enum(LANGUAGES),
  text: z.string(),
  words: z.array(
    z.object({ text: z.string(), start: z.number(), end: z.number(), confidence: z.number().optional(), endsClause: z.boolean().optional() }),
  ),
});

export const attemptEvidenceSchema = z.object({
  /** The language the answer was graded in (the one spoken). */
  language: z.enum(LANGUAGES),
  transcript: evidenceTranscriptSchema.nullable(),
  questions: z.array(evidenceQuestionSchema),
  critical: z.array(criticalEvidenceSchema),
});
export type AttemptEvidence = z.infer<typeof attemptEvidenceSchema>;

/** What the evaluate job stores (older rows may lack parts). */
const storedEvaluation = z.object({
  transcript: evidenceTranscriptSchema.optional(),
  language: z.object({ gradedIn: z.enum(LANGUAGES) }).optional(),
  questions: z
    .array(
      z.object({
        number: z.number(),
        points: z.number(),
        earned: z.number(),
        items: z.array(
          z.object({
            questionNumber: z.number().optional(),
            itemId: z.string(),
            weight: z.number(),
            met: z.boolean(),
            evidence: evidenceSpanSchema.nullable().optional(),
            feedback: z.string().default(''),
          }),
        ),
      }),
    )
    .optional(),
  critical: z.array(z.object({ questionNumber: z.number(), itemId: z.string(), danger: z.string().default(''), evidence: evidenceSpanSchema })).optional(),
});

/**
 * The evidence of an attempt from its stored evaluation and the rubric version it was graded
 * against; null when there is nothing to show (not graded automatically, or no transcript).
 * `language` is the submission's; the evaluation's own record of the language graded wins.
 */
export function buildAttemptEvidence(questions: readonly Question[], evaluation: unknown, language: string): AttemptEvidence | null {
  const parsed = storedEvaluation.safeParse(evaluation);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const graded = stored.language?.gradedIn ?? (isLanguage(language) ? language : undefined);
  if (!graded || (!stored.questions && !stored.transcript)) return null;
  const question = (n: number) => questions.find((q) => q.number === n);
  return {
    language: graded,
    transcript: stored.transcript ?? null,
    questions: (stored.questions ?? []).map((q) => ({
      number: q.number,
      points: q.points,
      earned: q.earned,
      items: q.items.map((item) => {
        const rubricItem = question(q.number)?.rubric.find((r) => r.id === item.itemId);
        return {
          questionNumber: item.questionNumber ?? q.number,
          itemId: item.itemId,
          weight: item.weight,
          met: item.met,
          evidence: item.met ? (item.evidence ?? null) : null,
          feedback: item.feedback,
          advice: rubricItem?.feedback.missed ?? (item.met ? {} : { [graded]: item.feedback }),
          shows: rubricItem?.descriptor ?? {},
        };
      }),
    })),
    critical: (stored.critical ?? []).map((finding) => ({
      ...finding,
      dangerTexts: question(finding.questionNumber)?.critical?.find((c) => c.id === finding.itemId)?.danger ?? { [graded]: finding.danger },
    })),
  };
}
