import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { SUBJECTS } from '../courses.js';
import { LAB_GROUPS, mediumSchema, type LabFile } from './labSchema.js';

/**
 * A lab as a lecturer writes it: the lab file's shape, in any non-empty subset of the five
 * languages, and lenient about what is still missing (a draft is saved as it is; what is missing
 * or wrong is a check message pointing at the field, see labChecks.ts).
 */
const text = z.string().max(20_000);
const partialText = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, text])) as Record<Language, typeof text>).partial();
const phrasingList = z.array(z.string().max(500)).max(200);
const partialPhrasings = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, phrasingList])) as Record<Language, typeof phrasingList>).partial();
const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/).max(60);

export const authoredRubricItemSchema = z.object({
  id: itemId,
  weight: z.number().positive().max(1000),
  descriptor: partialText.optional(),
  phrasings: partialPhrasings,
  feedback: z.object({ met: partialText, missed: partialText }),
});

export const authoredCriticalItemSchema = z.object({
  id: itemId,
  phrasings: partialPhrasings,
  /** Key-concept rules of a built-in lab, kept as they are: the editor never shows the engineers' rule syntax. */
  concepts: z.record(z.string(), z.array(z.string())).optional(),
  danger: partialText,
});

export const authoredQuestionSchema = z.object({
  number: z.number().int().positive(),
  points: z.number().positive().max(1000),
  text: partialText,
  modelAnswer: partialText.optional(),
  rubric: z.array(authoredRubricItemSchema).max(50),
  critical: z.array(authoredCriticalItemSchema).max(50).optional(),
});

export const authoredLabSchema = z.object({
  subject: z.enum(SUBJECTS),
  /** Assigned when first published; ignored on import (the lab gets its own number). */
  labNumber: z.number().int().positive().optional(),
  group: z.enum(LAB_GROUPS).optional(),
  /** The languages written, the lecturer's first; absent in a lab file that has all five. */
  languages: z
    .array(z.enum(LANGUAGES))
    .min(1)
    .refine((l) => new Set(l).size === l.length, 'duplicate language')
    .optional(),
  title: partialText,
  subtitle: partialText,
  scenario: partialText,
  medium: mediumSchema,
  questions: z.array(authoredQuestionSchema).min(1).max(30),
});
export type AuthoredLab = z.infer<typeof authoredLabSchema>;
export type AuthoredQuestion = z.infer<typeof authoredQuestionSchema>;

/** The languages a lab is written in: its list, or those its title has. */
export function labLanguages(lab: Pick<AuthoredLab, 'languages' | 'title'>): Language[] {
  if (lab.languages?.length) return lab.languages;
  const present = LANGUAGES.filter((l) => lab.title[l] !== undefined);
  return present.length ? present : [...LANGUAGES];
}

type Localized<T> = Partial<Record<Language, T>>;

const pick = <T>(value: Localized<T>, languages: readonly Language[]): Localized<T> =>
  Object.fromEntries(languages.filter((l) => value[l] !== undefined).map((l) => [l, value[l]])) as Localized<T>;

/** Every language filled: the written ones as they are, the others with the first language's (what a reader of them is shown). */
const fill = <T>(value: Localized<T>, languages: readonly Language[], empty: T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, value[languages.includes(l) ? l : languages[0]] ?? empty])) as Record<Language, T>;

/**
 * The lab file the catalogue stores and the grader reads. A language the lab is not written in
 * carries the first language's text (students can only answer in the written ones; `languages`
 * says which they are).
 */
export function toLabFile(lab: AuthoredLab, labNumber: number): LabFile {
  const languages = labLanguages(lab);
  const t = (v: Localized<string>) => fill(v, languages, '');
  const p = (v: Localized<string[]>) => fill(v, languages, [] as string[]);
  const file: LabFile = {
    subject: lab.subject,
    labNumber,
    ...(lab.group ? { group: lab.group } : {}),
    title: t(lab.title),
    subtitle: t(lab.subtitle),
    scenario: t(lab.scenario),
    medium: lab.medium,
    questions: lab.questions.map((q) => ({
      number: q.number,
      points: q.points,
      text: t(q.text),
      ...(q.modelAnswer && languages.some((l) => q.modelAnswer?.[l]?.trim()) ? { modelAnswer: t(q.modelAnswer) } : {}),
      rubric: q.rubric.map((r) => ({
        id: r.id,
        weight: r.weight,
        ...(r.descriptor && languages.some((l) => r.descriptor?.[l]?.trim()) ? { descriptor: t(r.descriptor) } : {}),
        phrasings: p(r.phrasings),
        feedback: { met: t(r.feedback.met), missed: t(r.feedback.missed) },
      })),
      ...(q.critical?.length
        ? {
            critical: q.critical.map((c) => ({
              id: c.id,
              phrasings: p(c.phrasings),
              ...(c.concepts ? { concepts: pick(c.concepts as Localized<string[]>, languages) } : {}),
              danger: t(c.danger),
            })),
          }
        : {}),
    })),
  };
  return languages.length === LANGUAGES.length ? file : { ...file, languages };
}

/** A lab file as a lecturer edits it (and as it is exported): only its own languages. */
export function toAuthoredLab(file: LabFile | AuthoredLab): AuthoredLab {
  const languages = labLanguages(file);
  const t = (v: Localized<string>) => pick(v, languages);
  const all = languages.length === LANGUAGES.length;
  return {
    subject: file.subject,
    ...(file.labNumber ? { labNumber: file.labNumber } : {}),
    ...(file.group ? { group: file.group } : {}),
    ...(all ? {} : { languages }),
    title: t(file.title),
    subtitle: t(file.subtitle),
    scenario: t(file.scenario),
    medium: file.medium,
    questions: file.questions.map((q) => ({
      number: q.number,
      points: q.points,
      text: t(q.text),
      ...(q.modelAnswer ? { modelAnswer: t(q.modelAnswer) } : {}),
      rubric: q.rubric.map((r) => ({
        id: r.id,
        weight: r.weight,
        ...(r.descriptor ? { descriptor: t(r.descriptor) } : {}),
        phrasings: pick(r.phrasings, languages),
        feedback: { met: t(r.feedback.met), missed: t(r.feedback.missed) },
      })),
      ...(q.critical?.length
        ? {
            critical: q.critical.map((c) => ({
              id: c.id,
              phrasings: pick(c.phrasings, languages),
              ...(c.concepts ? { concepts: pick(c.concepts as Localized<string[]>, languages) as Record<string, string[]> } : {}),
              danger: t(c.danger),
            })),
          }
        : {}),
    })),
  };
}
