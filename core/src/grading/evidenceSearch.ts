import type { Language } from '../i18n/languages.js';
import { findTokens, prepareSearchText, type PhraseMatch, type SearchText } from './match.js';
import { isUnspacedLanguage, tokenize, tokenizeWords, type Token } from './normalize.js';
import { countCues, cueWindow, phrasingCore, polarityOf } from './polarity.js';
import type { Polarity, TranscriptWord } from './types.js';

/** A rubric phrasing ready to search: its core words (cues removed) and its polarity. */
export interface PreparedPhrasing {
  phrasing: string;
  core: Token[];
  polarity: Polarity;
}

/** A text searched for phrasings: tokens, and which clause each token belongs to. */
export interface GradingText {
  search: SearchText;
  /** clause[i]: clause of token i; a cue in another clause does not negate the match. */
  clause: number[];
}

export interface Span {
  firstToken: number;
  lastToken: number;
}

export interface Found {
  match: PhraseMatch;
  prepared: PreparedPhrasing;
}

const CLAUSE_END = /[,.;:!?，。；：！？、]\s*$/u;

export function gradingText(words: readonly { text: string }[], language: Language): GradingText {
  const wordClause: number[] = [];
  let clause = 0;
  for (const w of words) {
    wordClause.push(clause);
    if (CLAUSE_END.test(w.text)) clause++;
  }
  const tokens = tokenizeWords(words, language);
  return { search: prepareSearchText(tokens, language), clause: tokens.map((t) => wordClause[t.first]) };
}

/** A free text (a scenario, a question) as a gradable text, one source word per space-separated piece. */
export function gradingTextOf(text: string, language: Language): GradingText {
  return gradingText(text.split(/\s+/).filter(Boolean).map((t) => ({ text: t })), language);
}

const prepared = new Map<string, PreparedPhrasing>();

export function preparePhrasing(phrasing: string, language: Language): PreparedPhrasing {
  const key = `${language}\0${phrasing}`;
  let p = prepared.get(key);
  if (p) return p;
  const tokens = tokenize(phrasing, language);
  const { core, polarity } = phrasingCore(
    tokens.map((t) => t.text),
    language,
  );
  const coreTokens = isUnspacedLanguage(language) ? tokenize(core.join(''), language) : tokens.filter((t) => core.includes(t.text));
  p = { phrasing, core: coreTokens.length ? coreTokens : tokens, polarity };
  prepared.set(key, p);
  return p;
}

/** The polarity of a match: cues inside it, and just before it (after it, in Japanese), within its clause. */
export function matchPolarity(text: GradingText, match: Span): Polarity {
  const { tokens } = text.search;
  const { before, after } = cueWindow(text.search.language);
  let from = match.firstToken;
  while (from > 0 && match.firstToken - from < before && text.clause[from - 1] === text.clause[match.firstToken]) from--;
  let to = match.lastToken;
  while (to + 1 < tokens.length && to - match.lastToken < after && text.clause[to + 1] === text.clause[match.lastToken]) to++;
  return polarityOf(countCues(tokens.slice(from, to + 1).map((t) => t.text), text.search.language));
}

const overlaps = (a: Span, b: Span): boolean => a.firstToken <= b.lastToken && b.firstToken <= a.lastToken;

/**
 * The best occurrence of any of the phrasings whose polarity agrees with the phrasing's and
 * whose words are not among `used`.
 */
export function findEvidence(
  phrasings: readonly PreparedPhrasing[],
  text: GradingText,
  options: { used?: readonly Span[]; maxInsertions?: number } = {},
): Found | null {
  const used = options.used ?? [];
  let best: Found | null = null;
  for (const p of phrasings) {
    const match = findTokens(p.core, text.search, {
      maxInsertions: options.maxInsertions,
      accept: (m) => !used.some((u) => overlaps(u, m)) && matchPolarity(text, m) === p.polarity,
    });
    if (match && (!best || match.similarity > best.match.similarity)) best = { match, prepared: p };
  }
  return best;
}

/** Source words of a match, and its time. */
export function matchWords(match: PhraseMatch, words: TranscriptWord[]): { first: number; last: number; start: number; end: number } {
  return { first: match.firstWord, last: match.lastWord, start: words[match.firstWord].start, end: words[match.lastWord].end };
}
