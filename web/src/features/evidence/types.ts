import type { ItemEvidence, ItemResult, QuestionResult, Transcript } from '@nurselab/core';

/**
 * A rubric item's result as the evidence view shows it: the grader's ItemResult, plus what a
 * grader or the API may add. A critical ("must not say") item that is met means the student
 * said something that would harm the patient.
 */
export type EvidenceItem = ItemResult & {
  critical?: boolean;
  /** Why a critical statement is dangerous, in the viewer's or the answer's language. */
  danger?: string;
  /** A short name of the item (e.g. its first phrasing); the feedback text is used without it. */
  label?: string;
  /** "negated": the student said the opposite of the item (it is then never met). */
  polarity?: 'positive' | 'negated' | 'negative';
};

export type EvidenceQuestion = Omit<QuestionResult, 'items'> & {
  items: EvidenceItem[];
  /** The question's text, when the caller has it. */
  text?: string;
};

/** A "must not say" statement found in the answer. */
export interface CriticalFinding {
  questionNumber?: number;
  itemId: string;
  danger: string;
  evidence: ItemEvidence | null;
}

/** What an attempt's evidence view needs: the transcript (if any) and the graded rubric. */
export interface AttemptEvidence {
  transcript: Transcript | null;
  questions: EvidenceQuestion[];
  critical?: CriticalFinding[];
}

/** Moves a player to a time in seconds (and plays). */
export type SeekTo = (seconds: number) => void;
