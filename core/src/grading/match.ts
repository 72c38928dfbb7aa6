import type { Language } from '../i18n/languages.js';
import { packOf } from './language/index.js';
import { isUnspacedLanguage, makeToken, tokenize, type Token } from './normalize.js';
import { wordSimilarity } from './similarity.js';

/** Where a phrasing was found: token span and source-word span, and how well it matched. */
export interface PhraseMatch {
  /** 0..1 */
  similarity: number;
  firstToken: number;
  lastToken: number;
  firstWord: number;
  lastWord: number;
}

export interface MatchOptions {
  /** Words the speaker may insert inside a multi-word phrasing ("check the baby's latch"). */
  maxInsertions?: number;
  /** Only occurrences this accepts count (right polarity, words not already used). */
  accept?: (match: PhraseMatch) => boolean;
}

type Accept = (match: PhraseMatch) => boolean;
const acceptAll: Accept = () => true;

/** The best candidate `accept` takes, candidates compared by similarity then shortness. */
function bestAccepted(candidates: PhraseMatch[], accept: Accept): PhraseMatch | null {
  candidates.sort((a, b) => b.similarity - a.similarity || a.lastToken - a.firstToken - (b.lastToken - b.firstToken));
  return candidates.find(accept) ?? null;
}

/** A text prepared once and searched for many phrasings. */
export interface SearchText {
  language: Language;
  tokens: Token[];
  /** pairs[i] = tokens i and i+1 written as one word ("brest feeding" -> "brestfeeding"). */
  pairs: Token[];
  /** For unspaced languages: the text's characters without spaces, and each one's token. */
  chars: string[];
  charToken: number[];
  /** Rows already computed by similarityRow, by the phrase word and what it was compared to. */
  rows: Map<string, Float64Array>;
}

const STOP_WORD_WEIGHT = 0.3;
const INSERTION_PENALTY = 0.95;
/** An extra character inside a match (a particle such as 地 or 的) costs half an error. */
const EXTRA_CHAR_COST = 0.5;

function joinTokens(a: Token, b: Token, language: Language): Token {
  return makeToken(a.text + b.text, language, a.first, b.last);
}

export function prepareSearchText(tokens: Token[], language: Language): SearchText {
  const pairs = tokens.slice(0, -1).map((t, i) => joinTokens(t, tokens[i + 1], language));
  const chars: string[] = [];
  const charToken: number[] = [];
  if (isUnspacedLanguage(language)) {
    tokens.forEach((t, i) => {
      for (const c of t.text) {
        chars.push(c);
        charToken.push(i);
      }
    });
  }
  return { language, tokens, pairs, chars, charToken, rows: new Map() };
}

function spanMatch(text: SearchText, similarity: number, firstToken: number, lastToken: number): PhraseMatch {
  return {
    similarity,
    firstToken,
    lastToken,
    firstWord: text.tokens[firstToken].first,
    lastWord: text.tokens[lastToken].last,
  };
}

/** Similarity of one phrase word to every text word (or pair), computed once per text. */
function similarityRow(word: Token, against: Token[], kind: 'word' | 'pair', rows: Map<string, Float64Array>): Float64Array {
  const key = `${kind}\0${word.text}`;
  let row = rows.get(key);
  if (row) return row;
  row = new Float64Array(against.length);
  const seen = new Map<string, number>();
  against.forEach((t, i) => {
    let s = seen.get(t.text);
    if (s === undefined) {
      s = wordSimilarity(word, t);
      seen.set(t.text, s);
    }
    row[i] = s;
  });
  rows.set(key, row);
  return row;
}

/**
 * Align the phrasing's words, in order, to a stretch of the text. A phrasing word may be
 * missing (it earns nothing), may be matched to two text words written apart or two
 * phrasing words to one text word, and up to maxInsertions extra words may sit inside.
 */
function matchWords(phrase: Token[], text: SearchText, maxInsertions: number, accept: Accept): PhraseMatch | null {
  const { tokens, pairs, language } = text;
  const m = phrase.length;
  const n = tokens.length;
  if (!m || !n) return null;
  const weights = phrase.map((t) => (t.stop ? STOP_WORD_WEIGHT : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const phrasePairs = phrase.slice(0, -1).map((t, j) => joinTokens(t, phrase[j + 1], language));
  const byWord = phrase.map((p) => similarityRow(p, tokens, 'word', text.rows));
  const byTextPair = phrase.map((p) => similarityRow(p, pairs, 'pair', text.rows));
  const byPhrasePair = phrasePairs.map((p) => similarityRow(p, tokens, 'word', text.rows));

  const rows = { byWord, byTextPair, byPhrasePair, weights, total };

  // Only stretches around words that match at all can hold a match: align those alone.
  const reach = 2 * m + maxInsertions;
  let best: PhraseMatch | null = null;
  let lo = -1;
  let hi = -1;
  const flush = (): void => {
    if (lo < 0) return;
    const match = alignWindow(phrase, text, rows, maxInsertions, lo, hi, accept);
    if (match && (!best || match.similarity > best.similarity + 1e-9)) best = match;
  };
  for (let i = 0; i < n; i++) {
    const hit = byWord.some((r) => r[i] > 0) || byTextPair.some((r) => r[i] > 0) || byPhrasePair.some((r) => r[i] > 0);
    if (!hit) continue;
    const from = Math.max(0, i - reach);
    const to = Math.min(n, i + reach + 2);
    if (lo >= 0 && from <= hi) hi = Math.max(hi, to);
    else {
      flush();
      lo = from;
      hi = to;
    }
  }
  flush();
  return best;
}

interface Rows {
  byWord: Float64Array[];
  byTextPair: Float64Array[];
  byPhrasePair: Float64Array[];
  weights: number[];
  total: number;
}

/** The alignment dynamic programme over text tokens lo..hi (hi exclusive as a token index). */
function alignWindow(
  phrase: Token[],
  text: SearchText,
  rows: Rows,
  maxInsertions: number,
  lo: number,
  hi: number,
  accept: Accept,
): PhraseMatch | null {
  const { byWord, byTextPair, byPhrasePair, weights, total } = rows;
  const m = phrase.length;
  // Cell (g, j, i): best alignment of phrase[0..j) ending before text token i with g
  // insertions used: its score and the first and last text token really matched (-1: none).
  const width = hi - lo + 1;
  const layers = Array.from({ length: maxInsertions + 1 }, () => ({
    score: new Float64Array((m + 1) * width).fill(-1),
    start: new Int32Array((m + 1) * width).fill(-1),
    end: new Int32Array((m + 1) * width).fill(-1),
  }));
  const put = (g: number, j: number, i: number, score: number, start: number, end: number): void => {
    const layer = layers[g];
    const k = j * width + i - lo;
    const current = layer.score[k];
    const tie = Math.abs(score - current) <= 1e-9;
    if (score > current + 1e-9 || (tie && end - start < layer.end[k] - layer.start[k])) {
      layer.score[k] = score;
      layer.start[k] = start;
      layer.end[k] = end;
    }
  };
  /** Move to (g, j2, i2) earning `gain` for text tokens from..to. */
  const step = (g: number, score: number, start: number, end: number, j2: number, i2: number, gain: number, from: number, to: number): void => {
    if (gain > 0) put(g, j2, i2, score + gain, start < 0 ? from : start, to);
    else put(g, j2, i2, score, start, end);
  };

  for (let i = lo; i <= hi; i++) put(0, 0, i, 0, -1, -1);
  for (let i = lo; i <= hi; i++) {
    for (let g = 0; g <= maxInsertions; g++) {
      const layer = layers[g];
      for (let j = 0; j < m; j++) {
        const k = j * width + i - lo;
        const score = layer.score[k];
        if (score < 0) continue;
        const start = layer.start[k];
        const end = layer.end[k];
        step(g, score, start, end, j + 1, i, 0, 0, 0);
        if (i < hi) step(g, score, start, end, j + 1, i + 1, weights[j] * byWord[j][i], i, i);
        if (i + 1 < hi) step(g, score, start, end, j + 1, i + 2, weights[j] * byTextPair[j][i], i, i + 1);
        if (j + 1 < m && i < hi) step(g, score, start, end, j + 2, i + 1, (weights[j] + weights[j + 1]) * byPhrasePair[j][i], i, i);
        if (i < hi) {
          if (start < 0) put(g, j, i + 1, score, start, end);
          else if (j > 0 && g < maxInsertions) put(g + 1, j, i + 1, score, start, end);
        }
      }
    }
  }

  const candidates: PhraseMatch[] = [];
  layers.forEach((layer, g) => {
    for (let i = lo; i <= hi; i++) {
      const k = m * width + i - lo;
      if (layer.score[k] < 0 || layer.start[k] < 0) continue;
      const similarity = (layer.score[k] / total) * INSERTION_PENALTY ** g;
      candidates.push(spanMatch(text, similarity, layer.start[k], layer.end[k]));
    }
  });
  return bestAccepted(candidates, accept);
}

/** Share of the phrasing's characters in words found whole inside the span (Thai). */
function wholeWordShare(phrase: Token[], span: string): number {
  let found = 0;
  let total = 0;
  for (const t of phrase) {
    const length = [...t.text].length;
    total += length;
    if (span.includes(t.text)) found += length;
  }
  return total ? found / total : 0;
}

/**
 * Approximate substring search on characters (Sellers' algorithm), for languages whose
 * word segmentation differs between the rubric and the recogniser.
 */
function matchChars(phrase: Token[], text: SearchText, accept: Accept): PhraseMatch | null {
  const p = phrase.flatMap((t) => [...t.text]);
  const s = text.chars;
  const m = p.length;
  const n = s.length;
  if (!m || !n) return null;
  let dist: number[] = new Array<number>(n + 1).fill(0);
  let start = Array.from({ length: n + 1 }, (_, i) => i);
  for (let j = 1; j <= m; j++) {
    const nextDist = [j];
    const nextStart = [0];
    for (let i = 1; i <= n; i++) {
      const diagonal = dist[i - 1] + (p[j - 1] === s[i - 1] ? 0 : 1);
      const up = dist[i] + 1;
      const left = nextDist[i - 1] + EXTRA_CHAR_COST;
      if (diagonal <= up && diagonal <= left) {
        nextDist.push(diagonal);
        nextStart.push(start[i - 1]);
      } else if (up <= left) {
        nextDist.push(up);
        nextStart.push(start[i]);
      } else {
        nextDist.push(left);
        nextStart.push(nextStart[i - 1]);
      }
    }
    dist = nextDist;
    start = nextStart;
  }
  // Where words are written together and one changed letter makes another word (Thai:
  // น้ำตาลต่ำ / น้ำตาลซ้ำ), a match starts and ends on word boundaries and earns only the
  // phrasing's words found whole.
  const wholeWords = packOf(text.language).wholeWordMatches;
  const candidates: PhraseMatch[] = [];
  for (let i = 1; i <= n; i++) {
    const from = start[i];
    if (from >= i) continue;
    let similarity = 1 - dist[i] / m;
    if (similarity < MIN_CANDIDATE) continue;
    const first = text.charToken[from];
    const last = text.charToken[i - 1];
    if (wholeWords) {
      if ((from > 0 && text.charToken[from - 1] === first) || (i < n && text.charToken[i] === last)) continue;
      similarity = Math.min(similarity, wholeWordShare(phrase, s.slice(from, i).join('')));
    }
    candidates.push(spanMatch(text, similarity, first, last));
  }
  return bestAccepted(candidates, accept);
}

/** Character matches below this are never worth reporting. */
const MIN_CANDIDATE = 0.5;

/** The best occurrence of already tokenised phrasing words in the text, or null. */
export function findTokens(phrase: Token[], text: SearchText, options: MatchOptions = {}): PhraseMatch | null {
  const accept = options.accept ?? acceptAll;
  if (isUnspacedLanguage(text.language)) return matchChars(phrase, text, accept);
  return matchWords(phrase, text, options.maxInsertions ?? 1, accept);
}

/** The best occurrence of a rubric phrasing in the text, or null. */
export function findPhrase(phrasing: string, text: SearchText, options: MatchOptions = {}): PhraseMatch | null {
  return findTokens(tokenize(phrasing, text.language), text, options);
}
