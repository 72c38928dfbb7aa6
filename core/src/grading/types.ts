import type { Language } from '../i18n/languages.js';
import type { Explained } from '../release/unexplained.js';

/** One recognised word with its time in the recording, in seconds. */
export interface TranscriptWord {
  text: string;
  start: number;
  end: number;
  confidence?: number;
  /** The recogniser wrote clause punctuation after this word (kept out of the word's text). */
  endsClause?: boolean;
}

export interface Transcript {
  language: Language;
  text: string;
  words: TranscriptWord[];
  /** How reliably the recogniser heard it; absent for typed text. */
  hearing?: Hearing;
}

/**
 * How well a recogniser heard an answer, on one 0-1 scale whatever the engine (1: every word
 * clearly), with how it was worked out and the engine's own measures behind it, so the release
 * decision can trust or doubt a transcript and the figure can be audited and recalibrated.
 */
export interface Hearing {
  confidence: number;
  /** Which formula produced `confidence`, e.g. 'pocketsphinx-posterior/1'. */
  method: string;
  /** The measures it was computed from (engine specific: mean word posterior, share of speech with words, ...). */
  measures: Record<string, number>;
}

/**
 * Whether the words say to do something ("give the digoxin") or not to ("withhold the
 * digoxin", "do not give the digoxin"). A phrasing is met only by words of its own polarity.
 */
export type Polarity = 'positive' | 'negative';

/** Where a rubric item was found: the words as spoken and when. */
export interface ItemEvidence {
  quote: string;
  start: number;
  end: number;
  /** The rubric phrasing that matched. */
  phrasing: string;
  /** 0..1 */
  similarity: number;
  /** The polarity of the quoted words (which is also the matched phrasing's). */
  polarity: Polarity;
}

export interface ItemResult {
  questionNumber: number;
  itemId: string;
  weight: number;
  met: boolean;
  evidence: ItemEvidence | null;
  /** The met or missed feedback, in the answer's language. */
  feedback: string;
}

export interface QuestionResult {
  number: number;
  points: number;
  earned: number;
  items: ItemResult[];
}

/**
 * A "must not say" item that was said (with positive polarity): harmful advice. It caps the
 * score below the pass mark and flags the attempt for the professor.
 */
export interface CriticalFinding {
  questionNumber: number;
  itemId: string;
  /** Why it is dangerous, in the answer's language. */
  danger: string;
  /** The words as spoken, when, and the critical phrasing they matched. */
  evidence: ItemEvidence;
}

export interface GradeResult {
  /** 0..100, one decimal; at most CRITICAL_SCORE_CAP when `critical` is not empty. */
  score: number;
  /** The score the items earned before a critical finding capped it. */
  uncappedScore: number;
  /** Harmful statements found in the answer; empty when none. */
  critical: CriticalFinding[];
  isPass: boolean;
  questions: QuestionResult[];
  pros: string[];
  recommendations: string[];
  graderVersion: string;
  mode: 'rubric' | 'reference';
  /** How much of the answer the lab's own texts explain (the rubric grader gives it; the release decision reads it). */
  explained?: Explained;
}
