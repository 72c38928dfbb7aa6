import type { LabSubmission, Language, LocalizedPhrasings, LocalizedText, StudentLabRow, Subject, SubmissionStatus } from '@nurselab/core';

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
}

export interface ReviewQueueAnswer {
  entries: ReviewQueueEntry[];
  counts?: { needsReview: number; flagged?: number; held: number };
}

/** Everything the grading form needs for one attempt (GET /api/v1/professor/submissions/{id}/review). */
export interface ReviewForm {
  submission: ProfessorAttempt & { student: { _id: string; firstName: string; lastName: string; studentId: string | null } };
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
