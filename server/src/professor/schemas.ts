import { judgesSideBySideSchema, labSubmissionSchema, SUBMISSION_STATUSES } from '@nurselab/core';
import { z } from 'zod';
import { studentLabRow } from '../catalogue/routes.js';

export const reviewSchema = z.object({
  _id: z.string(),
  sequence: z.number(),
  reviewer: z.object({ _id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  statusBefore: z.enum(SUBMISSION_STATUSES),
  scoreBefore: z.number().nullable(),
  scoreAfter: z.number(),
  itemsScore: z.number(),
  itemsMet: z.array(z.string()),
  pros: z.array(z.string()),
  recommendations: z.array(z.string()),
  reason: z.string().nullable(),
});

/** An attempt as a professor sees it: SPEC.md's lab submission with evidence, reviews and release state. */
export const professorAttemptSchema = labSubmissionSchema.extend({
  language: z.string(),
  labNumber: z.number(),
  subject: z.string(),
  held: z.boolean(),
  reviewed: z.boolean(),
  failureReason: z.string().nullable(),
  criticalFlag: z.boolean(),
  /** Finalised after the lab's due date in the student's course (the server's time). */
  late: z.boolean(),
  /** That due date, if the lab has one. */
  dueAt: z.string().nullable(),
  reviews: z.array(reviewSchema),
  /** The attempt was given back (by the product, or by the lecturer named here, at returnedAt). */
  attemptReturned: z.boolean(),
  attemptReturnedAt: z.string().nullable(),
  attemptReturnedBy: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});

export const giveBackSchema = z.object({
  /** This request freed the attempt (false: it was already given back, nothing changed). */
  givenBack: z.boolean(),
  attemptReturned: z.boolean(),
  returnedAt: z.string().nullable(),
  returnedBy: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** Attempts the student has on the lab now. */
  attemptsLeft: z.number(),
});

export const dashboardSchema = z.object({
  labStats: z.array(z.object({ labNumber: z.number(), completed: z.number(), total: z.number() })),
  studentLabStatuses: z.array(
    z.object({
      _id: z.string(),
      studentId: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      labsStatus: z.array(
        z.object({
          labNumber: z.number(),
          isPass: z.boolean().nullable(),
          attempt: z.number(),
          /** An answer of this lab waits for a lecturer (needs_review): shown as its own status, not as a fail. */
          waiting: z.boolean(),
        }),
      ),
      /** The student's latest attempt in the subject (ISO), null before any. */
      lastActivityAt: z.string().nullable(),
      /** Answers of the subject waiting for a lecturer. */
      waitingAnswers: z.number(),
    }),
  ),
  labs: z.array(z.object({ labNumber: z.number(), labName: z.string().nullable() })),
  subject: z.string(),
  numberOfStudents: z.number(),
  registeredStudents: z.number(),
});

export const studentLabsSchema = z.object({
  labs: z.array(studentLabRow),
  student: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), studentId: z.string().nullable(), university: z.string().nullable() }),
});

export const queueSchema = z.object({
  entries: z.array(
    z.object({
      _id: z.string(),
      status: z.enum(SUBMISSION_STATUSES),
      userId: z.string(),
      studentId: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      subject: z.string(),
      labNumber: z.number(),
      attempt: z.number(),
      language: z.string(),
      createdAt: z.string(),
      score: z.number().nullable(),
      reviewed: z.boolean(),
      held: z.boolean(),
      /** The grader heard a "must not say" statement (submissions.critical_flag). */
      criticalFlag: z.boolean(),
      /** Finalised after the lab's due date in the course. */
      late: z.boolean(),
      /** Released automatically and drawn for a lecturer's check (submissions.audit_sample). */
      auditSample: z.boolean(),
      /** Why the release decision held it or drew it (evaluation.release reason codes). */
      reasons: z.array(z.string()),
      /** waiting: needs a person's grade; check: an audit sample nobody checked yet; recent: other automatic grades. */
      group: z.enum(['waiting', 'check', 'recent']),
      /** A lecturer's verdict on the danger found (null: none yet, or no danger). */
      dangerVerdict: z.enum(['confirmed', 'rejected']).nullable(),
    }),
  ),
  /** needsReview: attempts in needs_review; flagged: unreviewed attempts with a "must not say" statement; check: audit samples to check; held: results not yet released. */
  counts: z.object({ needsReview: z.number(), flagged: z.number(), check: z.number(), held: z.number() }),
});

export const dangerVerdictSchema = z.object({ itemId: z.string(), verdict: z.enum(['confirmed', 'rejected']), reviewerId: z.string(), createdAt: z.string() });

export const dangerInputSchema = z.object({ verdict: z.enum(['confirmed', 'rejected'], { message: 'request.invalid' }) });

export const reviewInputSchema = z.object({
  itemsMet: z.array(z.string().max(80)).max(500),
  score: z.number({ message: 'review.score' }).min(0, 'review.score').max(100, 'review.score'),
  pros: z.array(z.string().max(2000)).max(100),
  recommendations: z.array(z.string().max(2000)).max(100),
  reason: z.string().max(2000).optional(),
});

export const reviewFormSchema = z.object({
  submission: professorAttemptSchema.extend({
    student: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), studentId: z.string().nullable() }),
    /** The release decision's reason codes (evaluation.release.reasons). */
    releaseReasons: z.array(z.string()),
    automaticScore: z.number().nullable(),
    /** Lecturers' verdicts on the dangers found, one per finding. */
    dangerVerdicts: z.array(dangerVerdictSchema),
    /** The score a confirmed and a rejected danger give (null: no danger found). */
    dangerScores: z.object({ confirmed: z.number(), rejected: z.number() }).nullable(),
    /** Both judges' grades side by side, when a language model graded the answer beside the rubric grader (null otherwise). */
    judges: judgesSideBySideSchema.nullable(),
  }),
  lab: z.object({
    subject: z.string(),
    labNumber: z.number(),
    title: z.record(z.string(), z.string()),
    questions: z.array(
      z.object({
        number: z.number(),
        points: z.number(),
        text: z.record(z.string(), z.string()),
        rubric: z.array(z.object({ id: z.string(), weight: z.number(), phrasings: z.record(z.string(), z.array(z.string())), feedback: z.object({ met: z.record(z.string(), z.string()), missed: z.record(z.string(), z.string()) }) })),
        critical: z.array(z.object({ id: z.string(), phrasings: z.record(z.string(), z.array(z.string())), danger: z.record(z.string(), z.string()) })),
      }),
    ),
  }),
  suggested: z.object({ itemsMet: z.array(z.string()), score: z.number(), pros: z.array(z.string()), recommendations: z.array(z.string()) }),
  next: z.string().nullable(),
});
