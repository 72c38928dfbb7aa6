import type { Language } from '../i18n/languages.js';

/**
 * Why an automatic result was not released to the student (or, for `audit`, also goes to a
 * lecturer after release). Each carries what was measured, so the lecturer and the student can
 * be told plainly why.
 */
export type ReleaseReason =
  /** The grader found a "must not say" statement: a lecturer confirms or rejects it. */
  | { code: 'danger'; itemIds: string[] }
  /** The recogniser was not sure what it heard. */
  | { code: 'hearing'; confidence: number; threshold: number }
  /** The score is too close to the pass mark for the grader's error to be ruled out. */
  | { code: 'nearPassMark'; score: number; band: number }
  /** A stretch of the answer that no rubric item, model answer, question or scenario explains. */
  | { code: 'unexplained'; quote: string; start: number; end: number }
  /** A long answer that meets few rubric items: likely said in words the rubric does not know. */
  | { code: 'fewItems'; contentWords: number; score: number }
  /** The answer was spoken in another language than the lab's. */
  | { code: 'language'; lab: Language; spoken: Language }
  /** Two judges (the language model and the rubric grader) disagree on pass/fail or by more than the margin. */
  | { code: 'judgesDisagree'; score: number; otherScore: number; margin: number }
  /** The language-model judge gave no usable verdict (timeouts, refusals, malformed answers): the rubric grade waits for a lecturer. */
  | { code: 'judgeFailed' }
  /** The language model named a danger whose quote the transcript does not hold: unproven, so not counted, but a lecturer reads the model's words. */
  | { code: 'unverifiedDanger'; names: string[] }
  /** Drawn at random for a lecturer's check; does not hold the result. */
  | { code: 'audit' };

export type ReleaseReasonCode = ReleaseReason['code'];

export interface ReleaseDecision {
  /** True: the automatic result goes to the student now. False: it waits for a lecturer. */
  automatic: boolean;
  reasons: ReleaseReason[];
}

/**
 * A second judge's view of the answer, when one was asked: the other grade (the rubric grader's,
 * beside the language model's that would be released), or that the judge failed.
 */
export interface JudgesEvidence {
  other?: { score: number; isPass: boolean };
  failed?: boolean;
  /** Dangers the language model named (in its own words) whose quotes were not found in the transcript. */
  unverifiedDangers?: string[];
}

/** What is known of how the answer was heard; `{}` for typed text. */
export interface HearingEvidence {
  /** 0-1, the transcript's hearing confidence. */
  confidence?: number;
  lab?: Language;
  spoken?: Language;
}
