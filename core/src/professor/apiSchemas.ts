/**
 * The professor API's request and answer shapes (issue 26: one definition). The server's routes
 * validate and document with these schemas; the web app reads the types inferred from them.
 */
import { z } from 'zod';
import { judgesSideBySideSchema } from '../grading/judgesSideBySide.js';
import { LANGUAGES } from '../i18n/languages.js';
import { studentLabRowSchema } from '../labs/publicLab.js';
import { SUBMISSION_STATUSES } from '../submissions/status.js';
import { labSubmissionSchema } from '../submissions/view.js';

/** A lab's text in every language, as the lab files have it. */
const texts = z.record(z.enum(LANGUAGES), z.string());
const phrasings = z.record(z.enum(LANGUAGES), z.array(z.string()));

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
  labs: z.array(studentLabRowSchema),
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
    title: texts,
    questions: z.array(
      z.object({
        number: z.number(),
        points: z.number(),
        text: texts,
        rubric: z.array(z.object({ id: z.string(), weight: z.number(), phrasings: phrasings, feedback: z.object({ met: texts, missed: texts }) })),
        critical: z.array(z.object({ id: z.string(), phrasings: phrasings, danger: texts })),
      }),
    ),
  }),
  suggested: z.object({ itemsMet: z.array(z.string()), score: z.number(), pros: z.array(z.string()), recommendations: z.array(z.string()) }),
  next: z.string().nullable(),
});

/** GET /api/v1/professor/university: the course, its seats and students (SPEC.md). */
export const professorUniversitySchema = z.object({
  _id: z.string(),
  universityName: z.string(),
  registerCode: z.string(),
  course: z.string(),
  numberOfStudents: z.number(),
  registeredStudents: z.number(),
  releasePolicy: z.enum(['immediate', 'held']),
  timeZone: z.string().describe('IANA time zone of the university (dates, due dates and score files)'),
  students: z.array(z.object({ _id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string(), studentId: z.string().nullable() })),
});

export const reviewAnswerSchema = z.object({ review: reviewSchema, submission: professorAttemptSchema, next: z.string().nullable() });

export const dangerAnswerSchema = z.object({
  verdicts: z.array(dangerVerdictSchema),
  graded: z.boolean(),
  waitingReasons: z.array(z.string()),
  submission: professorAttemptSchema,
  next: z.string().nullable(),
});

export type ProfessorUniversity = z.infer<typeof professorUniversitySchema>;
export type ProfessorLabs = z.infer<typeof dashboardSchema>;
export type LabStat = ProfessorLabs['labStats'][number];
/** SPEC.md section 3, "Student lab status row"; attempt is the number of attempts used. */
export type StudentLabStatusRow = ProfessorLabs['studentLabStatuses'][number];
export type StudentLabs = z.infer<typeof studentLabsSchema>;
/** One review of an attempt: who, when, the score before and after, and why (kept for ever). */
export type ReviewRecord = z.infer<typeof reviewSchema>;
/** An attempt as a professor sees it: SPEC.md's lab submission plus evidence, reviews and release. */
export type ProfessorAttempt = z.infer<typeof professorAttemptSchema>;
export type GiveBackAnswer = z.infer<typeof giveBackSchema>;
export type ReviewQueueAnswer = z.infer<typeof queueSchema>;
export type ReviewQueueEntry = ReviewQueueAnswer['entries'][number];
/** Everything the grading form needs for one attempt (GET /api/v1/professor/submissions/{id}/review). */
export type ReviewForm = z.infer<typeof reviewFormSchema>;
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type DangerVerdictRecord = z.infer<typeof dangerVerdictSchema>;
export type DangerVerdict = DangerVerdictRecord['verdict'];
/** POST /api/v1/professor/submissions/{id}/danger. */
export type DangerVerdictAnswer = z.infer<typeof dangerAnswerSchema>;
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;
