import type { Language } from '../i18n/languages.js';
import { isContentToken, keyContent, type KeyContentOptions, type KeyTerm } from './keyContent.js';
import { findTokens, prepareSearchText, type SearchText } from './match.js';
import { isUnspacedLanguage, tokenize, type Token } from './normalize.js';
import { wordSimilarity } from './similarity.js';
import { charGrams, gramCoverage } from './charCoverage.js';
import { isCommonWord } from './stopWords.js';

export interface ReferenceGrade {
  /** 0..1 */
  score: number;
  matchedTerms: string[];
  missedTerms: string[];
}

/** Unsupervised measures of how well an answer covers a model answer, each 0..1. */
export interface ReferenceSignals {
  /** Weighted share of the model answer's key words that the answer says. */
  recall: number;
  /** Weighted share of the model answer's key word pairs said close together. */
  pairRecall: number;
  /** Weighted share of the answer's own content words (question words aside) found in the model answer. */
  precision: number;
  /** Share of the model answer's content (question words aside) found as character n-grams in the answer's. */
  charCoverage: number;
  matchedTerms: string[];
  missedTerms: string[];
}

export interface SignalOptions extends KeyContentOptions {
  /** A key word counts as said at or above this similarity. */
  termThreshold?: number;
  /** Two words of a key pair count as said together when at most this many words apart. */
  pairWindow?: number;
}

export interface ReferenceOptions extends SignalOptions {
  /** Relative weights of the signals in the score. */
  recallWeight?: number;
  pairWeight?: number;
  precisionWeight?: number;
  charWeight?: number;
  /**
   * The weighted mix is raised to this power (< 1): graders give most of the credit once the
   * main points are there, so coverage and grade are not linearly related.
   */
  exponent?: number;
}

export const REFERENCE_DEFAULTS = {
  termThreshold: 0.8,
  pairWindow: 3,
  recallWeight: 0.2,
  pairWeight: 0.1,
  precisionWeight: 0.3,
  charWeight: 0.4,
  exponent: 0.4,
} satisfies ReferenceOptions;

/** Best similarity of one word anywhere in the answer, with the positions where it occurs. */
function wordPresence(term: Token, answer: SearchText, threshold: number): { similarity: number; positions: number[] } {
  if (isUnspacedLanguage(answer.language)) {
    const match = findTokens([term], answer);
    const similarity = match && match.similarity >= threshold ? match.similarity : 0;
    return { similarity, positions: similarity && match ? [match.firstToken] : [] };
  }
  let similarity = 0;
  const positions: number[] = [];
  const candidates = [...answer.tokens, ...answer.pairs];
  candidates.forEach((t, i) => {
    const s = wordSimilarity(term, t);
    if (s < threshold) return;
    positions.push(i < answer.tokens.length ? i : i - answer.tokens.length);
    similarity = Math.max(similarity, s);
  });
  return { similarity, positions };
}

function pairPresence(pair: KeyTerm, answer: SearchText, threshold: number, window: number): number {
  if (isUnspacedLanguage(answer.language)) {
    const match = findTokens(pair.tokens, answer);
    return match && match.similarity >= threshold ? match.similarity : 0;
  }
  const [a, b] = pair.tokens.map((t) => wordPresence(t, answer, threshold));
  const near = a.positions.some((i) => b.positions.some((j) => Math.abs(j - i) <= window));
  return near ? Math.min(a.similarity, b.similarity) : 0;
}

const weighted = (pairs: [weight: number, value: number][]): number => {
  const total = pairs.reduce((sum, [w]) => sum + w, 0);
  return total > 0 ? pairs.reduce((sum, [w, v]) => sum + w * v, 0) / total : 0;
};

/** Whether an answer word appears in the model answer. */
function inModelAnswer(word: Token, modelTokens: Token[], modelText: SearchText, threshold: number): boolean {
  if (isUnspacedLanguage(modelText.language)) {
    const match = findTokens([word], modelText);
    return !!match && match.similarity >= threshold;
  }
  return modelTokens.some((k) => wordSimilarity(k, word) >= threshold);
}

export function referenceSignals(
  modelAnswer: string,
  studentAnswer: string,
  language: Language,
  options: SignalOptions = {},
): ReferenceSignals {
  const threshold = options.termThreshold ?? REFERENCE_DEFAULTS.termThreshold;
  const window = options.pairWindow ?? REFERENCE_DEFAULTS.pairWindow;
  const key = keyContent(modelAnswer, language, options);
  const answer = prepareSearchText(tokenize(studentAnswer, language), language);

  const wordScores = key.words.map((term) => wordPresence(term.tokens[0], answer, threshold).similarity);
  const recall = weighted(key.words.map((t, i) => [t.weight, wordScores[i]]));
  const pairRecall = key.bigrams.length
    ? weighted(key.bigrams.map((p) => [p.weight, pairPresence(p, answer, threshold, window)]))
    : recall;

  const modelTokens = tokenize(modelAnswer, language);
  const modelText = prepareSearchText(modelTokens, language);
  const questionStems = new Set(options.question ? tokenize(options.question, language).map((t) => t.stem) : []);
  const spoken = answer.tokens.filter((t) => isContentToken(t) && !questionStems.has(t.stem));
  const precision = weighted(
    spoken.map((t) => [isCommonWord(t.text, language) ? 0.5 : 1, inModelAnswer(t, modelTokens, modelText, threshold) ? 1 : 0]),
  );
  const modelContent = modelTokens.filter((t) => isContentToken(t) && !questionStems.has(t.stem));
  const unspaced = isUnspacedLanguage(language);
  const gramsOf = (tokens: Token[]) => charGrams(tokens.map((t) => t.stem), unspaced ? 2 : 3, !unspaced);

  return {
    recall,
    pairRecall,
    precision,
    charCoverage: gramCoverage(gramsOf(modelContent), gramsOf(spoken)),
    matchedTerms: key.words.filter((_, i) => wordScores[i] > 0).map((t) => t.phrase),
    missedTerms: key.words.filter((_, i) => wordScores[i] === 0).map((t) => t.phrase),
  };
}

export function combineSignals(signals: ReferenceSignals, options: ReferenceOptions = {}): number {
  const o = { ...REFERENCE_DEFAULTS, ...options };
  const mix = weighted([
    [o.recallWeight, signals.recall],
    [o.pairWeight, signals.pairRecall],
    [o.precisionWeight, signals.precision],
    [o.charWeight, signals.charCoverage],
  ]);
  return Math.max(0, Math.min(1, mix)) ** o.exponent;
}

/**
 * Grade a free answer against a model answer without any training: weighted coverage of the
 * model answer's key words (fuzzy, so misspellings and recognition errors count), balanced by
 * how much of the answer is on the model answer's content. Pass the question in options so
 * that words merely repeated from it earn nothing extra.
 */
export function gradeAgainstReference(
  modelAnswer: string,
  studentAnswer: string,
  language: Language,
  options: ReferenceOptions = {},
): ReferenceGrade {
  const signals = referenceSignals(modelAnswer, studentAnswer, language, options);
  return { score: combineSignals(signals, options), matchedTerms: signals.matchedTerms, missedTerms: signals.missedTerms };
}
