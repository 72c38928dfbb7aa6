import type { CriticalFinding, ItemResult, Language, QuestionResult, Transcript } from '@nurselab/core';

export type { CriticalFinding };

/** A rubric item's result as the evidence view shows it: the grader's ItemResult, with an optional short name. */
export type EvidenceItem = ItemResult & {
  /** A short name of the item (e.g. its first phrasing); the feedback text stands alone without it. */
  label?: string;
};

export type EvidenceQuestion = Omit<QuestionResult, 'items'> & {
  items: EvidenceItem[];
  /** The question's text, when the caller has it. */
  text?: string;
};

/** What an attempt's evidence view needs: the transcript (if any), the graded rubric and the "must not say" findings. */
export interface AttemptEvidence {
  transcript: Transcript | null;
  questions: EvidenceQuestion[];
  critical?: CriticalFinding[];
  /** The lab's language and the one spoken, when the recogniser reported them. */
  language?: { lab: Language; spoken: Language };
}

/** Moves a player to a time in seconds (and plays). */
export type SeekTo = (seconds: number) => void;
