import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { SUBJECTS } from '../courses.js';

const nonEmpty = z.string().trim().min(1);

/** A text given in every language of the product. */
export const localizedText = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, nonEmpty])) as Record<Language, typeof nonEmpty>,
);
export type LocalizedText = z.infer<typeof localizedText>;

/** Words and synonyms a student would really say, per language (at least one each). */
export const localizedPhrasings = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.array(nonEmpty).min(1)])) as Record<
    Language,
    z.ZodArray<typeof nonEmpty>
  >,
);
export type LocalizedPhrasings = z.infer<typeof localizedPhrasings>;

export const rubricItemSchema = z.object({
  /** Stable within its question: evidence and overrides refer to it. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'rubric item id: lowercase letters, digits, dashes'),
  weight: z.number().positive(),
  /**
   * What a lecturer looks for, as a short criterion ("Names the moment before touching a patient"):
   * shown beside the student's words that met it. Never a claim about the student.
   */
  descriptor: localizedText.optional(),
  phrasings: localizedPhrasings,
  feedback: z.object({ met: localizedText, missed: localizedText }),
});
export type RubricItem = z.infer<typeof rubricItemSchema>;

/** A key-concept rule: at least two groups (act and object) joined by "+", alternatives by "|". */
const conceptRule = nonEmpty.regex(/^~?[^+]+(\+[^+]+)+$/, 'concept rule: groups joined by "+" (at least two), alternatives by "|"');

/**
 * A "must not say" item: advice that would harm the patient. Saying it (with positive polarity)
 * caps the attempt below the pass mark, names the danger in the feedback and flags the attempt
 * for the professor, whatever else was said.
 */
export const criticalItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'critical item id: lowercase letters, digits, dashes'),
  /** The harmful statement as a student would say it, per language. */
  phrasings: localizedPhrasings,
  /**
   * Key-concept rules per language ("massage | rub + calf | leg"; "~" first for a harmful
   * omission said negatively): the act and its object said together in other words than the
   * phrasings. See core/src/grading/criticalConcepts.ts.
   */
  concepts: z
    .object(Object.fromEntries(LANGUAGES.map((l) => [l, z.array(conceptRule).min(1)])) as Record<Language, z.ZodArray<typeof conceptRule>>)
    .partial()
    .optional(),
  /** Why it is dangerous, shown to the student and the professor. */
  danger: localizedText,
});
export type CriticalItem = z.infer<typeof criticalItemSchema>;

export const questionSchema = z
  .object({
    number: z.number().int().positive(),
    points: z.number().positive(),
    text: localizedText,
    /** A model answer, used by the reference-answer grading mode and shown to professors. */
    modelAnswer: localizedText.optional(),
    rubric: z.array(rubricItemSchema).min(1),
    /** Harmful statements for this question ("must not say"). */
    critical: z.array(criticalItemSchema).optional(),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<string>();
    for (const item of q.rubric) {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', message: `duplicate rubric item id ${item.id}`, path: ['rubric'] });
      }
      seen.add(item.id);
    }
    for (const item of q.critical ?? []) {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', message: `duplicate item id ${item.id}`, path: ['critical'] });
      }
      seen.add(item.id);
    }
  });
export type Question = z.infer<typeof questionSchema>;

export const mediumSchema = z.discriminatedUnion('kind', [
  /** File names are relative to content/media; `uploaded`: a lecturer's upload, kept in the media storage (server/src/authoring/coverMedia.ts). */
  z.object({ kind: z.literal('video'), file: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/), poster: z.string().optional(), uploaded: z.literal(true).optional() }),
  z.object({ kind: z.literal('image'), file: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/), uploaded: z.literal(true).optional() }),
]);

export const LAB_GROUPS = ['postpartum', 'antenatal', 'intrapartum'] as const;

export const labFileSchema = z
  .object({
    subject: z.enum(SUBJECTS),
    labNumber: z.number().int().positive(),
    /** Maternal and child labs belong to one of the three student lists. */
    group: z.enum(LAB_GROUPS).optional(),
    /**
     * The languages a lecturer wrote the lab in (absent: all five). The others carry the first
     * one's text, for display only: students answer in these.
     */
    languages: z.array(z.enum(LANGUAGES)).min(1).optional(),
    title: localizedText,
    subtitle: localizedText,
    scenario: localizedText,
    medium: mediumSchema,
    questions: z.array(questionSchema).min(1),
  })
  .superRefine((lab, ctx) => {
    const numbers = lab.questions.map((q) => q.number);
    if (new Set(numbers).size !== numbers.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate question number', path: ['questions'] });
    }
    numbers.forEach((n, i) => {
      if (n !== i + 1) ctx.addIssue({ code: 'custom', message: 'questions must be numbered 1, 2, 3 ...', path: ['questions', i, 'number'] });
    });
  });
export type LabFile = z.infer<typeof labFileSchema>;
