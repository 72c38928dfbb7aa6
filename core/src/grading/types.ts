import type { Language } from '../i18n/languages.js';

/** One recognised word with its time in the recording, in seconds. */
export interface TranscriptWord {
  text: string;
  start: number;
  end: number;
  confidence?: number;
}

export interface Transcript {
  language: Language;
  text: string;
  words: TranscriptWord[];
}

/** Where a rubric item was found: the words as spoken and when. */
export interface ItemEvidence {
  quote: string;
  start: number;
  end: number;
  /** The rubric phrasing that matched. */
  phrasing: string;
  /** 0..1 */
  similarity: number;
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

export interface GradeResult {
  /** 0..100, one decimal. */
  score: number;
  isPass: boolean;
  questions: QuestionResult[];
  pros: string[];
  recommendations: string[];
  graderVersion: string;
  mode: 'rubric' | 'reference';
}
