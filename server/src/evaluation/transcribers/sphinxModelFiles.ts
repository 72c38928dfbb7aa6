import { readFile } from 'node:fs/promises';

/** word -> its pronunciation lines as written in the dictionary ("word(2) AH N D" included). */
export type PronouncingDictionary = Map<string, string[]>;

export interface Unigram {
  word: string;
  log10Probability: number;
}

const dictionaries = new Map<string, Promise<PronouncingDictionary>>();
const unigramLists = new Map<string, Promise<Unigram[]>>();

/** cmudict-style dictionary, read once per process. */
export function readPronouncingDictionary(path: string): Promise<PronouncingDictionary> {
  let cached = dictionaries.get(path);
  if (!cached) {
    cached = readFile(path, 'utf8').then((text) => {
      const dictionary: PronouncingDictionary = new Map();
      for (const line of text.split('\n')) {
        const space = line.indexOf(' ');
        if (space <= 0) continue;
        const word = line.slice(0, space).replace(/\(\d+\)$/, '');
        const entries = dictionary.get(word);
        if (entries) entries.push(line);
        else dictionary.set(word, [line]);
      }
      return dictionary;
    });
    dictionaries.set(path, cached);
  }
  return cached;
}

/**
 * The unigram table of a sphinxbase "Trie Language Model" binary (en-us.lm.bin), most probable
 * first. Layout (sphinxbase lm_trie.c): header, order, counts, quantisation tables (order 3:
 * 4 + 3 x 2^16 floats), unigrams as (float prob, float backoff, uint32 next) with probabilities
 * in log base 1.0001, the packed higher-order n-grams, then the words as NUL-terminated strings
 * preceded by their total length.
 */
export function readTrieUnigrams(path: string): Promise<Unigram[]> {
  let cached = unigramLists.get(path);
  if (!cached) {
    cached = readFile(path).then(parseTrieUnigrams);
    unigramLists.set(path, cached);
  }
  return cached;
}

const TRIE_HEADER = 'Trie Language Model';
const LOG_1_0001_TO_LOG10 = Math.log(1.0001) / Math.LN10;

export function parseTrieUnigrams(data: Buffer): Unigram[] {
  if (data.toString('ascii', 0, TRIE_HEADER.length) !== TRIE_HEADER) throw new Error('not a sphinxbase trie language model');
  let offset = TRIE_HEADER.length;
  const order = data.readUInt8(offset);
  offset += 1;
  const unigramCount = data.readUInt32LE(offset);
  offset += 4 * order;
  if (order > 1) offset += 4 + ((order - 2) * 2 + 1) * 65536 * 4;

  const words = readWordBlock(data, unigramCount);
  const unigrams: Unigram[] = [];
  for (let index = 0; index < unigramCount; index++) {
    const probability = data.readFloatLE(offset + index * 12) * LOG_1_0001_TO_LOG10;
    const word = words[index];
    if (!word.startsWith('<')) unigrams.push({ word, log10Probability: probability });
  }
  return unigrams.sort((a, b) => b.log10Probability - a.log10Probability);
}

/** The word list sits at the end of the file: int32 byte length, then the strings. */
function readWordBlock(data: Buffer, count: number): string[] {
  for (let start = data.length - 4; start > 0; start--) {
    if (data.readInt32LE(start) === data.length - start - 4 && data[data.length - 1] === 0) {
      const words = data.toString('utf8', start + 4, data.length - 1).split('\0');
      if (words.length === count) return words;
    }
  }
  throw new Error('word list not found in the trie language model');
}
