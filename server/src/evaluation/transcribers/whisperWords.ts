import { CLAUSE_PUNCTUATION, LANGUAGES, isUnspacedLanguage, wordSegments, type Language } from '@nurselab/core';
import type { TranscriptWord } from './types.js';

export interface WhisperSegment {
  text: string;
  /** Milliseconds. */
  t0: number;
  t1: number;
}

/** Languages written without spaces between words (core's language packs). */
export const UNSPACED_LANGUAGES: ReadonlySet<Language> = new Set(LANGUAGES.filter(isUnspacedLanguage));

/** "[BLANK_AUDIO]", "[Music]", "(coughs)": whisper's notes about the sound, not words. */
const SOUND_NOTE = /^\s*[[(][^\])]*[\])]\s*$/;

/**
 * With one token per segment (maxLen 1), a token starting with a space begins a new word and
 * any other token continues the previous one ("ox" + "yt" + "ocin").
 */
export function tokensToWords(segments: readonly WhisperSegment[]): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const segment of segments) {
    if (!segment.text || SOUND_NOTE.test(segment.text)) continue;
    const last = words.at(-1);
    if (last && !/^\s/.test(segment.text)) {
      last.text += segment.text;
      last.end = seconds(segment.t1);
    } else {
      words.push({ text: segment.text.trim(), start: seconds(segment.t0), end: seconds(segment.t1) });
    }
  }
  // A punctuation token ends the clause of the word before it; the word's text keeps letters only.
  const kept: TranscriptWord[] = [];
  for (const word of words) {
    if (/[\p{L}\p{N}]/u.test(word.text)) kept.push(endingClause({ ...word, text: stripPunctuation(word.text) }, CLAUSE_PUNCTUATION.test(trailing(word.text))));
    else if (kept.length) kept[kept.length - 1] = endingClause(kept[kept.length - 1], CLAUSE_PUNCTUATION.test(word.text));
  }
  return kept;
}

/** The punctuation after a word's last letter or digit. */
function trailing(text: string): string {
  return text.match(/[^\p{L}\p{N}]*$/u)?.[0] ?? '';
}

function endingClause(word: TranscriptWord, ends: boolean): TranscriptWord {
  return ends ? { ...word, endsClause: true } : word;
}

/** Punctuation written between two words ends a clause, unless it sits inside a number ("10:30", "2,500"). */
export function punctuationEndsClause(before: string, between: string, after: string): boolean {
  return CLAUSE_PUNCTUATION.test(between) && !(/\d$/u.test(before) && /^\d/u.test(after));
}

/**
 * For Thai, Chinese and Japanese, segment-level times are split over the words of the segment
 * (found with core's word segmentation, the grader's) in proportion to their length: token-level
 * cuts could split a character's UTF-8 bytes.
 */
export function segmentsToWords(segments: readonly WhisperSegment[], language: Language): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const segment of segments) {
    if (SOUND_NOTE.test(segment.text)) continue;
    const all = wordSegments(segment.text.trim(), language);
    const pieces = all.filter((piece) => piece.isWordLike);
    const totalLength = pieces.reduce((sum, piece) => sum + piece.segment.length, 0);
    const span = segment.t1 - segment.t0;
    let consumed = 0;
    const first = words.length;
    for (const [k, piece] of all.entries()) {
      if (!piece.isWordLike) {
        // Clause punctuation ends the clause of the word before it in this segment.
        const ends = punctuationEndsClause(all[k - 1]?.segment ?? '', piece.segment, all[k + 1]?.segment ?? '');
        if (words.length > first) words[words.length - 1] = endingClause(words[words.length - 1], ends);
        continue;
      }
      const start = segment.t0 + (span * consumed) / totalLength;
      consumed += piece.segment.length;
      words.push({ text: piece.segment, start: seconds(start), end: seconds(segment.t0 + (span * consumed) / totalLength) });
    }
  }
  return words;
}

function seconds(milliseconds: number): number {
  return Math.round(milliseconds) / 1000;
}

function stripPunctuation(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
