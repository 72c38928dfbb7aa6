import type { Language } from '../../i18n/languages.js';

/**
 * What the grader knows of one language. Every grading function reads its language's pack; none
 * branches on a language code. Word lists are after normalizeText (lower case, apostrophes joined:
 * "don't" -> "dont"). Spaced languages list whole words; unspaced ones list character strings.
 */
export interface LanguagePack {
  language: Language;
  /** Written without spaces between words: words are found by segmentation (Intl.Segmenter). */
  unspaced: boolean;
  /**
   * A match starts and ends on word boundaries (Thai: one changed letter makes another word,
   * น้ำตาลต่ำ / น้ำตาลซ้ำ, and "กด" must not be found inside "กระแทกด้วย").
   */
  wholeWordMatches: boolean;
  /** The script the rubric is written in, from what a recogniser may write (Chinese: Traditional to Simplified). */
  toRubricScript?: (text: string) => string;
  numbers: {
    /** 3.900 and 36,8 (Indonesian) rather than 3,900 and 36.8. */
    decimalComma: boolean;
    /** The word said for the decimal point. */
    point: string;
    /** A non-negative integer below a million, spelled out. */
    spell: (n: number) => string;
    /** "15%", "ร้อยละ 15", "per cent" as one form. */
    percent: (text: string) => string;
  };
  /** A word's stem for matching; the word itself for languages without inflection. */
  stem: (word: string) => string;
  /** A sound key to match misheard spellings (English only). */
  soundKey?: (word: string) => string;
  /** Function words: they carry no key content of an answer. */
  stopWords: ReadonlySet<string>;
  /** Very frequent content words, given less weight as key terms. */
  commonWords: ReadonlySet<string>;
  negation: NegationCues;
  /** Words that end a statement, for danger rules (see criticalConcepts.ts). */
  clauses: ClauseWords;
  /** Statements of the opposite polarity, for the content checks (negation.ts). */
  opposites: Opposites;
  feedback: { question: string; said: string; critical: string };
}

export interface NegationCues {
  /** Negation and prohibition cues (grading). Unspaced languages: longest first where one contains another. */
  cues: string[];
  /** Set phrases of a spaced language that hold a cue but affirm ("no problem", "why not sit him up"). */
  affirming: string[][];
  /** Words that contain a cue but do not negate an action (unspaced languages: "不适", "ไม่สบาย"). */
  notCues: string[];
  /** Reassurance: its cue negates the worry, not the advice around it. */
  reassuring: string[];
  /** Words (after or before) searched for a cue around a match. */
  window: { before: number; after: number };
  /** The negation follows the verb (Japanese "寝かせない"); what comes before is another clause. */
  followsVerb: boolean;
  /** A word that is a cue only before certain objects (English "hold" before a medicine). */
  conditional?: { words: ReadonlySet<string>; skip: ReadonlySet<string>; objects: ReadonlySet<string>; reach: number };
}

export interface ClauseWords {
  /** Before a match, a contrast or a reason ends the scan for a cue. */
  breakBefore: string[];
  /** Inside a rule's span: its groups belong to different statements. */
  innerBreak: string[];
  /** After a match: a purpose, a reason, a result, a new clause or a proviso. */
  breakAfter: string[];
  conditionStart: string[];
  contrast: string[];
  /** A contrast followed by "still" concedes rather than contrasts. */
  still: string[];
  /** Words that start the clause a condition governs when no punctuation marks it. */
  governedStart: string[];
  /** A break word that is another word inside a clause, except after these sentence endings (Japanese でも: "even", not "but"). */
  breakOnlyAfterSentenceEnd?: { word: string; sentenceEnds: ReadonlySet<string> };
}

export interface Opposites {
  /**
   * The cue deleted to make the opposite statement; the first that occurs is deleted. A shorter
   * list than negation.cues, kept apart on purpose: the content checks delete the plain cues only
   * ("stop", "delay", "hindari…" in a phrasing are its act, not a denial of it), and unifying
   * the two lists changes the content checks' counts.
   */
  cue: RegExp;
  /** Cues that are verbs of their own (withhold, avoid, งด, hindari, 禁止): deleting them denies nothing. */
  acting: RegExp;
  /** The replacement for a deleted cue (Japanese: the plain verb ending); '' otherwise. */
  replacement: Record<string, string>;
  /** The phrasing said as a prohibition ("do not ...", "ไม่...", "不要...", "...ない"). */
  prohibit: (phrasing: string) => string;
}
