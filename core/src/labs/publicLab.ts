import { z } from 'zod';
import type { Language } from '../i18n/languages.js';
import type { Subject } from '../courses.js';

/** A lab as students see it, in one language: never the rubric. */
export interface PublicLab {
  _id: string;
  subject: Subject;
  labNumber: number;
  version: number;
  group: string | null;
  language: Language;
  languages: Language[];
  title: string;
  subtitle: string;
  description: string;
  questions: { number: number; text: string; points: number }[];
  medium: { kind: 'video' | 'image'; url: string; posterUrl?: string };
  /** The lab's due date in the reader's course, if it has one (issue 22). */
  due?: LabDue | null;
  /** Archived by its lecturers: it takes no new answers (issue 22). */
  archived?: boolean;
}

/** A lab's due date in a course: the instant, and the course's time zone to show it in. */
export interface LabDue {
  at: string;
  timeZone: string;
}

/** One row of the student lab lists (SPEC.md section 3, "Lab status for a student"). */
export const studentLabRowSchema = z.object({
  labInfo: z.object({ _id: z.string(), labNumber: z.number(), labName: z.string() }),
  labNumber: z.number(),
  attemptsLeft: z.number(),
  attemptCount: z.number(),
  isPass: z.boolean().nullable(),
  everPassed: z.boolean(),
  /** An answer of this lab waits for a lecturer (needs_review, or a result held until released): "waiting for lecturer", not a fail. */
  pendingReview: z.boolean(),
  latestAttempt: z.object({ attempt: z.number(), isPass: z.boolean().nullable(), score: z.number().nullable(), status: z.string() }).nullable(),
  /** The lab's due date in the student's course, shown with the time left (always sent; null without one). */
  due: z.object({ at: z.string(), timeZone: z.string() }).nullable().optional(),
  /** Archived by its lecturers: listed only for students who answered it, with no attempts left (issue 22). */
  archived: z.boolean().optional().describe('archived by its lecturers: no new answers'),
});
export type StudentLabRow = z.infer<typeof studentLabRowSchema>;
