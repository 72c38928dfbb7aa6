import type { Language } from '../i18n/languages.js';
import { findTokens, prepareSearchText, type PhraseMatch, type SearchText } from './match.js';
import { isUnspacedLanguage, tokenize, tokenizeWords, type Token } from './normalize.js';
import { countCues, cueWindow, notCueWords, phrasingCore, polarityOf } from './polarity.js';
import type { Polarity, TranscriptWord } from './types.js';

/**
 * A rubric phrasing ready to search: its polarity, and the forms looked for: its core (cues
 * removed, so "withhold the digoxin" meets "do not give... " wherever the cue sits) and, when a
 * cue sits inside it ("直接停止吸氧", "lift not drag"), the phrasing as written.
 */
export interface PreparedPhrasing {
  phrasing: string;
  forms: Token[][];
  polarity: Polarity;
  /** A cue follows the phrasing's first content word ("เลือดออกไม่หยุด"): look after a core match too. */
  trailingCue: boolean;
  /** Words that contain a cue without negating (不足, ไม่สบาย): a match must hold them whole. */
  wholeWords: string[];
}

/** A text searched for phrasings: tokens, and which clause each token belongs to. */
export interface GradingText {
  search: SearchText;
  /** clause[i]: clause of token i; a cue in another clause does not negate the match. */
  clause: number[];
  /** Words read as negation cues besides the language's own (a derived rubric's "eliminate", "prevent"). */
  extraCues?: ReadonlySet<string>;
}

export interface Span {
  firstToken: number;
  lastToken: number;
}

export interface Found {
  match: PhraseMatch;
  prepared: PreparedPhrasing;
}

/** Punctuation that ends a clause: a negation before it does not reach past it. */
export const CLAUSE_PUNCTUATION = /[,.;:!?，。；：！？、]/u;
const CLAUSE_END = new RegExp(`${CLAUSE_PUNCTUATION.source}\\s*$`, 'u');
/**
 * A clause that starts with "or"/"nor" continues the one before, and so does its negation
 * ("not in your bed, or on his tummy"); so does a concession ("give the morphine, even though...").
 */
const CONTINUES = /^(?:(?:or|nor|even|although|though|anyway|atau|maupun|ataupun|meskipun|walaupun|walau)\b|หรือ|ถึง|แม้|即使|虽然|尽管|哪怕|或|也不|也别)/iu;

/**
 * A contrast starts a clause even where the recogniser wrote no punctuation: a negation before
 * it does not reach past it ("not every four hours but on demand", "nothing but breast milk").
 */
const CONTRASTS = /^(?:but|tetapi|tapi|namun|melainkan)\b/iu;

export function gradingText(words: readonly { text: string; endsClause?: boolean }[], language: Language): GradingText {
  const wordClause: number[] = [];
  let clause = 0;
  words.forEach((w, i) => {
    wordClause.push(clause);
    const next = words[i + 1]?.text.trim() ?? '';
    if (((CLAUSE_END.test(w.text) || w.endsClause) && !CONTINUES.test(next)) || CONTRASTS.test(next)) clause++;
  });
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
  const { core: coreWords, polarity } = phrasingCore(
    tokens.map((t) => t.text),
    language,
  );
  const coreTokens = isUnspacedLanguage(language) ? tokenize(coreWords.join(''), language) : tokens.filter((t) => coreWords.includes(t.text));
  // A core of function words alone ("do" of "do not stop") would match anything: keep the cues.
  const core = coreTokens.some((t) => !t.stop) ? coreTokens : tokens;
  const joined = (list: Token[]): string => list.map((t) => t.text).join(' ');
  const isCue = tokens.map((t) => countCues([t.text], language) > 0);
  const firstContent = tokens.findIndex((t, i) => !t.stop && !isCue[i]);
  const trailingCue = firstContent >= 0 && isCue.some((cue, i) => cue && i > firstContent);
  const wholeWords = notCueWords(tokens.map((t) => t.text).join(''), language);
  p = { phrasing, forms: joined(core) === joined(tokens) ? [core] : [core, tokens], polarity, trailingCue, wholeWords };
  prepared.set(key, p);
  return p;
}

/**
 * The polarity of a match: cues inside it, and just before it (after it, in Japanese), within
 * its clause. The window counts content words only, so "do not give the prescribed analgesia"
 * still negates "analgesia".
 */
export function matchPolarity(text: GradingText, match: Span, extraAfter = 0): Polarity {
  const { tokens } = text.search;
  const { before } = cueWindow(text.search.language);
  const after = cueWindow(text.search.language).after + extraAfter;
  const sameClause = (i: number, j: number): boolean => text.clause[i] === text.clause[j];
  let from = match.firstToken;
  for (let content = 0; from > 0 && sameClause(from - 1, match.firstToken); ) {
    if (!tokens[from - 1].stop && ++content > before) break;
    from--;
  }
  let to = match.lastToken;
  for (let content = 0; to + 1 < tokens.length && sameClause(to + 1, match.lastToken); ) {
    if (!tokens[to + 1].stop && ++content > after) break;
    to++;
  }
  // A few words more as context: a set phrase that holds a cue may end after the window ("no | problem").
  const context = tokens.slice(from, Math.min(tokens.length, to + 1 + AFFIRMING_CONTEXT)).map((t) => t.text);
  // Extra cues count around the match, not inside it: the word "prevent" is met as itself.
  const extraCue = (t: { text: string }): boolean => text.extraCues?.has(t.text) ?? false;
  const extra = text.extraCues ? [...tokens.slice(from, match.firstToken), ...tokens.slice(match.lastToken + 1, to + 1)].filter(extraCue).length : 0;
  return polarityOf(countCues(context, text.search.language, to + 1 - from) + extra);
}

/** Words past a polarity window that may complete a set phrase begun inside it. */
const AFFIRMING_CONTEXT = 3;

/** Content words after a core match scanned for a cue the phrasing had after its first word. */
const TRAILING_CUE_WINDOW = 2;

function holdsWhole(text: GradingText, match: Span, words: readonly string[]): boolean {
  if (!words.length) return true;
  const span = text.search.tokens.slice(match.firstToken, match.lastToken + 1).map((t) => t.text).join('');
  return words.every((w) => span.includes(w));
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
    p.forms.forEach((form, index) => {
      const extraAfter = index === 0 && p.trailingCue ? TRAILING_CUE_WINDOW : 0;
      const accept = (m: PhraseMatch): boolean =>
        !used.some((u) => overlaps(u, m)) && holdsWhole(text, m, p.wholeWords) && matchPolarity(text, m, extraAfter) === p.polarity;
      const match = findTokens(form, text.search, { maxInsertions: options.maxInsertions, accept });
      if (match && (!best || match.similarity > best.match.similarity)) best = { match, prepared: p };
    });
  }
  return best;
}

/** Source words of a match, and its time. */
export function matchWords(match: PhraseMatch, words: TranscriptWord[]): { first: number; last: number; start: number; end: number } {
  return { first: match.firstWord, last: match.lastWord, start: words[match.firstWord].start, end: words[match.lastWord].end };
}
