import type { Language } from '../i18n/languages.js';
import { packOf } from './language/index.js';
import { wordSegments } from './language/segment.js';
import { spellNumber } from './numbers.js';

/** A normalised word, tied back to the source words (transcript words) it came from. */
export interface Token {
  text: string;
  stem: string;
  /** English sound key, '' for other languages. */
  key: string;
  stop: boolean;
  /** Indices of the first and last source word this token was read from. */
  first: number;
  last: number;
}

/** Languages written without spaces between words. */
export function isUnspacedLanguage(language: Language): boolean {
  return packOf(language).unspaced;
}

const THAI_DIGITS = /[๐-๙]/g;
/** Indonesian writes 3.900 and 36,8 where the other languages write 3,900 and 36.8. */
const DECIMAL_COMMA = { thousands: /(\d)\.(?=\d{3}(?!\d))/g, number: /\d+(?:,\d+)?/g };
const DECIMAL_POINT = { thousands: /(\d),(?=\d{3}(?!\d))/g, number: /\d+(?:\.\d+)?/g };
/** An apostrophe inside a word ("baby's", "don't") joins, it does not split. */
const INNER_APOSTROPHE = /(\p{L})['’‘`](?=\p{L})/gu;
const HTML_ENTITY = /&(?:[a-z]+|#\d+);/g;
const HTML_ENTITIES: Record<string, string> = { '&amp;': ' and ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&nbsp;': ' ' };
const NON_WORD = /[^\p{L}\p{M}\p{N}\s]/gu;

/** NFKC, lower case, Simplified Chinese, numbers spelled out, punctuation removed, spaces collapsed. */
export function normalizeText(text: string, language: Language): string {
  const pack = packOf(language);
  const numbers = pack.numbers.decimalComma ? DECIMAL_COMMA : DECIMAL_POINT;
  const nfkc = text.normalize('NFKC').toLowerCase();
  return pack.numbers.percent(pack.toRubricScript ? pack.toRubricScript(nfkc) : nfkc)
    .replace(/<br\s*\/?>/g, ' ')
    .replace(HTML_ENTITY, (entity) => HTML_ENTITIES[entity] ?? ' ')
    .replace(THAI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(numbers.thousands, '$1')
    .replace(numbers.number, (n) => (pack.unspaced ? spellNumber(n, pack) : ` ${spellNumber(n, pack)} `))
    .replace(INNER_APOSTROPHE, '$1')
    .replace(NON_WORD, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Split normalised text into words: Intl.Segmenter for th/zh/ja, spaces otherwise. */
export function splitWords(normalized: string, language: Language): string[] {
  if (!normalized) return [];
  if (!isUnspacedLanguage(language)) return normalized.split(' ');
  return wordSegments(normalized, language)
    .filter((part) => part.isWordLike)
    .map((part) => part.segment);
}

export function makeToken(text: string, language: Language, first: number, last: number): Token {
  const pack = packOf(language);
  return {
    text,
    stem: pack.stem(text),
    key: pack.soundKey?.(text) ?? '',
    stop: pack.stopWords.has(text),
    first,
    last,
  };
}

const isSingleLatinLetter = (t: Token): boolean => /^[a-z]$/.test(t.text);

/**
 * Spelled-out abbreviations ("b p", "B.P.") become one word ("bp"), as they are written in
 * a rubric. Only runs of two or more single letters are joined, so "a baby" stays two words.
 */
function joinSpelledLetters(tokens: Token[], language: Language): Token[] {
  if (isUnspacedLanguage(language)) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && isSingleLatinLetter(tokens[j])) j++;
    if (j - i >= 2) {
      const text = tokens.slice(i, j).map((t) => t.text).join('');
      out.push(makeToken(text, language, tokens[i].first, tokens[j - 1].last));
      i = j;
    } else {
      out.push(tokens[i]);
      i++;
    }
  }
  return out;
}

/** Tokens of a sequence of source words (transcript words), each knowing its source. */
export function tokenizeWords(words: readonly { text: string }[], language: Language): Token[] {
  const tokens: Token[] = [];
  words.forEach((word, index) => {
    for (const text of splitWords(normalizeText(word.text, language), language)) {
      tokens.push(makeToken(text, language, index, index));
    }
  });
  return joinSpelledLetters(tokens, language);
}

/** Tokens of a free text; `first`/`last` then index the text's tokens themselves. */
export function tokenize(text: string, language: Language): Token[] {
  const words = splitWords(normalizeText(text, language), language).map((t) => ({ text: t }));
  return tokenizeWords(words, language);
}
