import {
  DEFAULT_MATCH_THRESHOLD,
  findPhrase,
  isUnspacedLanguage,
  prepareSearchText,
  tokenize,
  tokenizeWords,
  type Language,
  type SearchText,
  type TranscriptWord,
} from '@nurselab/core';

/** Where a model's quote is in the transcript: the words as heard and their time. */
export interface LocatedQuote {
  quote: string;
  start: number;
  end: number;
  similarity: number;
}

/**
 * Finds the model's quotes in what was heard, with core's matching (fuzzy and phonetic, so a
 * model that quotes "breastfeeding" where the recogniser wrote "breast feeding" is believed),
 * at the rubric grader's threshold. A quote of only stop words proves nothing and is not found.
 */
export function quoteFinder(words: TranscriptWord[], language: Language) {
  const search: SearchText = prepareSearchText(tokenizeWords(words, language), language);
  return (quote: string | null | undefined): LocatedQuote | null => {
    if (!quote?.trim()) return null;
    const tokens = tokenize(quote, language);
    if (!tokens.some((t) => !t.stop)) return null;
    const match = findPhrase(quote, search, { maxInsertions: 1 });
    if (!match || match.similarity < DEFAULT_MATCH_THRESHOLD) return null;
    const heard = words
      .slice(match.firstWord, match.lastWord + 1)
      .map((w) => w.text)
      .join(isUnspacedLanguage(language) ? '' : ' ');
    return { quote: heard, start: words[match.firstWord].start, end: words[match.lastWord].end, similarity: Math.round(match.similarity * 1000) / 1000 };
  };
}
