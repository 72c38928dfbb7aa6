import type { JudgesSideBySide, LabSubmission, Language, LocalizedPhrasings, LocalizedText, StudentLabRow, Subject, SubmissionStatus } from '@nurselab/core';

/** SPEC.md section 3, "Lab stat". */
export interface LabStat {
  labNumber: number;
  completed: number;
  total: number;
}

/** SPEC.md section 3, "Student lab status row"; attempt is the number of attempts used. */
export interface StudentLabStatusRow {
  _id: string;
  studentId: string | null;
  firstName: string;
  lastName: string;
  /** waiting: an answer waits for a lecturer (absent from servers before issue 20). */
  labsStatus: { labNumber: number; isPass: boolean | null; attempt: number; waiting?: boolean }[];
  /** The latest attempt (ISO), null before any (issue 23; absent from older servers). */
  lastActivityAt?: string | null;
  /** Answers waiting for a lecturer. */
  waitingAnswers?: number;
}

export interface ProfessorLabs {
  labStats: LabStat[];
  studentLabStatuses: StudentLabStatusRow[];
  labs?: { labNumber: number; labName: string | null }[];
}

export interface ProfessorUniversity {
  _id: string;
  universityName: string;
  course: string;
  numberOfStudents: number;
  registeredStudents: number;
  students: { _id: string }[];
  releasePolicy?: 'immediate' | 'held';
  /** IANA time zone of the university (default Asia/Bangkok). */
  timeZone?: string;
}

export interface StudentLabs {
  labs: StudentLabRow[];
  student: { firstName: string; lastName: string; studentId: string | null; university: string };
}

/** One review of an attempt: who, when, the score before and after, and why (kept for ever). */
export interface ReviewRecord {
  _id: string;
  sequence: number;
  reviewer: { _id: string; username: string; firstName: string; lastName: string };
  createdAt: string;
  statusBefore: SubmissionStatus;
  scoreBefore: number | null;
  scoreAfter: number;
  itemsScore: number;
  itemsMet: string[];
  pros: string[];
  recommendations: string[];
  reason: string | null;
}

/** An attempt as a professor sees it: SPEC.md's lab submission plus evidence, reviews and release (server/src/professor/README.md). */
export type ProfessorAttempt = LabSubmission & {
  language?: Language;
  labNumber?: number;
  subject?: Subject;
  /** The result is not yet released to the student. */
  held?: boolean;
  reviewed?: boolean;
  failureReason?: string | null;
  /** The grader heard a "must not say" statement. */
  criticalFlag?: boolean;
  /** Finalised after the lab's due date in the course (the server decides). */
  late?: boolean;
  /** That due date, if the lab has one. */
  dueAt?: string | null;
  reviews?: ReviewRecord[];
  /** The attempt was given back; by this lecturer at that time when a lecturer did it (issue 20). */
  attemptReturned?: boolean;
  attemptReturnedAt?: string | null;
  attemptReturnedBy?: { _id: string; firstName: string; lastName: string } | null;
};

/** An entry of the review queue. */
export interface ReviewQueueEntry {
  _id: string;
  status: SubmissionStatus;
  studentId: string | null;
  firstName: string;
  lastName: string;
  userId?: string;
  subject: Subject;
  labNumber: number;
  attempt: number;
  language: Language;
  createdAt: string;
  score?: number | null;
  reviewed?: boolean;
  held?: boolean;
  /** The grader heard a "must not say" statement (listed first until reviewed). */
  criticalFlag?: boolean;
  /** Finalised after the lab's due date in the course (the server decides). */
  late?: boolean;
  /** Released automatically and drawn for a lecturer's check. */
  auditSample?: boolean;
  /** The release decision's reason codes (danger, hearing, nearPassMark, unexplained, fewItems, language, audit). */
  reasons?: string[];
  /** waiting: needs a person's grade; check: an audit sample to check; recent: other automatic grades. */
  group?: 'waiting' | 'check' | 'recent';
  /** A lecturer's verdict on the danger found (null: none yet). */
  dangerVerdict?: 'confirmed' | 'rejected' | null;
}

export interface ReviewQueueAnswer {
  entries: ReviewQueueEntry[];
  counts?: { needsReview: number; flagged?: number; check?: number; held: number };
}

/** Everything the grading form needs for one attempt (GET /api/v1/professor/submissions/{id}/review). */
export interface ReviewForm {
  submission: ProfessorAttempt & {
    student: { _id: string; firstName: string; lastName: string; studentId: string | null };
    /** Why the release decision held the answer (reason codes). */
    releaseReasons?: string[];
    /** The automatic grade's score, also when it was held from the student. */
    automaticScore?: number | null;
    /** Lecturers' verdicts on the dangers found, one per finding. */
    dangerVerdicts?: DangerVerdictRecord[];
    /** The score a confirmed and a rejected danger give (null: no danger found). */
    dangerScores?: { confirmed: number; rejected: number } | null;
    /** Both judges' grades, when a language model graded the answer beside the rubric grader. */
    judges?: JudgesSideBySide | null;
  };
  lab: {
    subject: Subject;
    labNumber: number;
    title: LocalizedText;
    questions: {
      number: number;
      points: number;
      text: LocalizedText;
      rubric: { id: string; weight: number; phrasings: LocalizedPhrasings; feedback: { met: LocalizedText; missed: LocalizedText } }[];
      critical: { id: string; phrasings: LocalizedPhrasings; danger: LocalizedText }[];
    }[];
  };
  /** Pre-ticked from the automatic evidence. */
  suggested: { itemsMet: string[]; score: number; pros: string[]; recommendations: string[] };
  /** The next queue entry, opened after saving. */
  next: string | null;
}

export interface ReviewInput {
  itemsMet: string[];
  score: number;
  pros: string[];
  recommendations: string[];
  reason?: string;
}

export type DangerVerdict = 'confirmed' | 'rejected';

/** A lecturer's verdict on one danger the grader found. */
export interface DangerVerdictRecord {
  itemId: string;
  verdict: DangerVerdict;
  reviewerId: string;
  createdAt: string;
}

/** POST /api/v1/professor/submissions/{id}/danger. */
export interface DangerVerdictAnswer {
  verdicts: DangerVerdictRecord[];
  /** The grade was applied; false: the answer still waits for the lecturer's full grade. */
  graded: boolean;
  /** What the answer still waits for (reason codes). */
  waitingReasons: string[];
  submission: ProfessorAttempt;
  next: string | null;
}
