import type { Language } from '../i18n/languages.js';
import { isUnspacedLanguage, tokenize, type Token } from './normalize.js';
import { packOf } from './language/index.js';

/** One piece of key content of a model answer: a word, or two words said together. */
export interface KeyTerm {
  /** As written in the model answer (normalised). */
  phrase: string;
  tokens: Token[];
  weight: number;
}

export interface KeyContent {
  words: KeyTerm[];
  bigrams: KeyTerm[];
}

export interface KeyContentOptions {
  /** The question: words it already contains are demoted, since students repeat them. */
  question?: string;
  /** Weight factor for words the question already contains. */
  questionFactor?: number;
  /** Weight factor for very frequent words. */
  commonFactor?: number;
}

const isNumberLike = (t: Token): boolean => /^\p{N}+$/u.test(t.text);

/** Longer words are rarer and more specific; very short ones weigh less. */
function lengthWeight(token: Token, language: Language): number {
  const length = [...token.text].length;
  if (isUnspacedLanguage(language)) return length >= 2 ? 1 : 0.5;
  return Math.min(1, 0.4 + length / 10);
}

export function isContentToken(token: Token): boolean {
  return !token.stop && !isNumberLike(token);
}

/**
 * Derive the key content of a model answer: its content words (stop words removed), weighted
 * by specificity, and its adjacent content-word pairs.
 */
export function keyContent(modelAnswer: string, language: Language, options: KeyContentOptions = {}): KeyContent {
  const questionStems = new Set(options.question ? tokenize(options.question, language).map((t) => t.stem) : []);
  const questionFactor = options.questionFactor ?? 0.2;
  const commonFactor = options.commonFactor ?? 0.5;
  const weightOf = (t: Token): number =>
    lengthWeight(t, language) *
    (packOf(language).commonWords.has(t.text) ? commonFactor : 1) *
    (questionStems.has(t.stem) ? questionFactor : 1);

  const tokens = tokenize(modelAnswer, language);
  const words = new Map<string, KeyTerm>();
  for (const t of tokens) {
    if (!isContentToken(t) || words.has(t.stem)) continue;
    words.set(t.stem, { phrase: t.text, tokens: [t], weight: weightOf(t) });
  }

  const content = tokens.filter(isContentToken);
  const bigrams = new Map<string, KeyTerm>();
  for (let i = 0; i + 1 < content.length; i++) {
    const [a, b] = [content[i], content[i + 1]];
    const key = `${a.stem} ${b.stem}`;
    if (a.stem === b.stem || bigrams.has(key)) continue;
    const joiner = isUnspacedLanguage(language) ? '' : ' ';
    bigrams.set(key, { phrase: a.text + joiner + b.text, tokens: [a, b], weight: Math.sqrt(weightOf(a) * weightOf(b)) });
  }
  return { words: [...words.values()], bigrams: [...bigrams.values()] };
}
