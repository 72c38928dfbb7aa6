import type { PronouncingDictionary, Unigram } from './sphinxModelFiles.js';

export interface HintModelOptions {
  /** General English words kept beside the hint words, most frequent first. 0 = hint words only. */
  backgroundWords: number;
  /** Share of probability given to the hint texts (the rest goes to general English). */
  hintWeight: number;
  background: readonly Unigram[];
  dictionary: PronouncingDictionary;
  /** More pronunciations (words missing from the dictionary, abbreviations said letter by letter). */
  extraPronunciations?: ReadonlyMap<string, readonly string[]>;
}

export interface HintModel {
  /** ARPA bigram model text. */
  arpa: string;
  /** Dictionary restricted to the model's words (smaller, so quicker to load). */
  dictionary: string;
  /** Hint words that no pronunciation could be found for, so cannot be recognised. */
  unpronounceable: string[];
}

const DISCOUNT = 0.5;
const SENTENCE_START = '<s>';
const SENTENCE_END = '</s>';

/** Words written in capitals in the hints ("IV", "PPH"), which students say letter by letter. */
export function hintAbbreviations(hints: readonly string[]): Set<string> {
  return new Set(hints.flatMap((hint) => hint.match(/\b[A-Z]{2,5}\b/g) ?? []).map((word) => word.toLowerCase()));
}

/** Lowercase words of a hint text, split into sentences; numbers written in digits are dropped. */
export function hintSentences(hints: readonly string[]): string[][] {
  return hints
    .flatMap((hint) => hint.split(/[.!?;:\n]+/))
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^a-z0-9' ]+/g, ' ')
        .split(/\s+/)
        .map((word) => word.replace(/^'+|'+$/g, ''))
        .filter((word) => word !== '' && !/\d/.test(word)),
    )
    .filter((words) => words.length > 0);
}

/**
 * A bigram model biased towards the expected answer: bigrams from the hint texts (absolute
 * discounting), interpolated with a unigram mixture of the hint words and the most frequent
 * general English words, so an off-topic answer can still be recognised as what it is.
 */
export function buildHintLanguageModel(hints: readonly string[], options: HintModelOptions): HintModel {
  const pronounceable = (word: string) => options.dictionary.has(word) || (options.extraPronunciations?.get(word)?.length ?? 0) > 0;
  const sentences = hintSentences(hints).map((words) => words.filter(pronounceable));
  const unpronounceable = [...new Set(hintSentences(hints).flat().filter((word) => !pronounceable(word)))];

  const hintCounts = new Map<string, number>();
  const bigramCounts = new Map<string, Map<string, number>>();
  for (const words of sentences) {
    const tokens = [SENTENCE_START, ...words, SENTENCE_END];
    for (let index = 1; index < tokens.length; index++) {
      hintCounts.set(tokens[index], (hintCounts.get(tokens[index]) ?? 0) + 1);
      const followers = bigramCounts.get(tokens[index - 1]) ?? new Map<string, number>();
      followers.set(tokens[index], (followers.get(tokens[index]) ?? 0) + 1);
      bigramCounts.set(tokens[index - 1], followers);
    }
  }

  const background = options.background.filter((unigram) => options.dictionary.has(unigram.word)).slice(0, options.backgroundWords);
  const backgroundTotal = background.reduce((sum, unigram) => sum + 10 ** unigram.log10Probability, 0);
  const hintTotal = [...hintCounts.values()].reduce((sum, count) => sum + count, 0);
  const hintWeight = background.length === 0 ? 1 : options.hintWeight;

  const unigram = new Map<string, number>();
  for (const [word, count] of hintCounts) unigram.set(word, (hintWeight * count) / hintTotal);
  for (const { word, log10Probability } of background) {
    unigram.set(word, (unigram.get(word) ?? 0) + ((1 - hintWeight) * 10 ** log10Probability) / backgroundTotal);
  }
  if (!unigram.has(SENTENCE_END)) unigram.set(SENTENCE_END, 0.01);

  const bigramLines: string[] = [];
  const backoff = new Map<string, number>();
  for (const [history, followers] of bigramCounts) {
    const historyCount = [...followers.values()].reduce((sum, count) => sum + count, 0);
    const reserved = (DISCOUNT * followers.size) / historyCount;
    let explicitMass = 0;
    let explicitUnigramMass = 0;
    for (const [word, count] of followers) {
      const hinted = Math.max(count - DISCOUNT, 0) / historyCount + reserved * unigram.get(word)!;
      const probability = hintWeight * hinted + (1 - hintWeight) * unigram.get(word)!;
      explicitMass += probability;
      explicitUnigramMass += unigram.get(word)!;
      bigramLines.push(`${log10(probability)} ${history} ${word}`);
    }
    backoff.set(history, (1 - explicitMass) / Math.max(1e-9, 1 - explicitUnigramMass));
  }

  const unigramLines = [`-99.0000 ${SENTENCE_START} ${log10(backoff.get(SENTENCE_START) ?? 1)}`];
  for (const [word, probability] of unigram) {
    unigramLines.push(`${log10(probability)} ${word} ${log10(backoff.get(word) ?? 1)}`);
  }
  const arpa = [
    '\\data\\',
    `ngram 1=${unigramLines.length}`,
    `ngram 2=${bigramLines.length}`,
    '',
    '\\1-grams:',
    ...unigramLines,
    '',
    '\\2-grams:',
    ...bigramLines,
    '',
    '\\end\\',
    '',
  ].join('\n');

  const dictionaryLines: string[] = [];
  for (const word of unigram.keys()) {
    if (word === SENTENCE_END) continue;
    const entries = options.dictionary.get(word) ?? [];
    const extra = options.extraPronunciations?.get(word) ?? [];
    dictionaryLines.push(...entries);
    extra.forEach((phones, index) => {
      const variant = entries.length + index;
      dictionaryLines.push(`${variant === 0 ? word : `${word}(${variant + 1})`} ${phones}`);
    });
  }
  return { arpa, dictionary: `${dictionaryLines.join('\n')}\n`, unpronounceable };
}

function log10(probability: number): string {
  return Math.log10(Math.max(probability, 1e-99)).toFixed(4);
}
