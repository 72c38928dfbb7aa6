import type { Language } from '../i18n/languages.js';
import { isUnspacedLanguage, tokenizeWords } from './normalize.js';
import { prepareSearchText, type SearchText } from './match.js';
import type { Transcript, TranscriptWord } from './types.js';

/** A transcript without word times (some recognisers give text only) gets untimed words. */
export function transcriptWords(transcript: Transcript): TranscriptWord[] {
  if (transcript.words.length) return transcript.words;
  return transcript.text
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({ text, start: 0, end: 0 }));
}

export function searchTranscript(words: TranscriptWord[], language: Language): SearchText {
  return prepareSearchText(tokenizeWords(words, language), language);
}

/** Where a recogniser's words break: spaces, and the clause punctuation of Chinese and Japanese. */
const WORD_BREAK = /\s+|(?<=[，。；：！？])/u;

/** Text as a speech recogniser writes it: lower case, punctuation gone (letters, marks, digits and apostrophes kept). */
export function asHeard(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s']+/gu, ' ');
}

/** Text as a recogniser that heard every word would give it: untimed words. */
export function transcriptOfText(text: string, language: Language): Transcript {
  return { language, text, words: text.split(WORD_BREAK).filter(Boolean).map((word) => ({ text: word, start: 0, end: 0 })) };
}

/** The words from first to last, as spoken. */
export function quoteWords(words: TranscriptWord[], first: number, last: number, language: Language): string {
  return words
    .slice(first, last + 1)
    .map((w) => w.text)
    .join(isUnspacedLanguage(language) ? '' : ' ')
    .trim();
}
