import { lemmas, wordnetDict } from './englishLexicon.js';

/**
 * How often WordNet's sense-tagged corpus (SemCor, in WordNet's index.sense) uses each lemma,
 * summed over its senses: general-language word frequency, not learnt from any answers.
 */
let counts: { byLemma: Map<string, number>; most: number } | null | undefined;

function load(): typeof counts {
  if (counts !== undefined) return counts;
  counts = null;
  const wordnet = wordnetDict();
  if (!wordnet) return counts;
  const byLemma = new Map<string, number>();
  for (const line of wordnet.fs.readFileSync(wordnet.file('index.sense'), 'utf8').split('\n')) {
    // sense_key synset_offset sense_number tag_count; the sense key starts with "lemma%".
    const f = line.split(' ');
    if (f.length < 4) continue;
    const lemma = f[0].slice(0, f[0].indexOf('%'));
    byLemma.set(lemma, (byLemma.get(lemma) ?? 0) + Number(f[3]));
  }
  let most = 1;
  for (const n of byLemma.values()) most = Math.max(most, n);
  counts = { byLemma, most };
  return counts;
}

/**
 * How specific an English word is, 0..1: 1 - log(1 + its count) / log(1 + the most frequent
 * lemma's count) ("make" 0.24, "copy" 0.69, "array" 0.80, a word the corpus never tags 1). The
 * count is that of its most frequent base form (inflections and derivational bases, as
 * `lemmas`). Null where WordNet cannot be read (a browser).
 */
export function englishSpecificity(word: string): number | null {
  const c = load();
  if (!c) return null;
  const count = Math.max(c.byLemma.get(word) ?? 0, ...lemmas(word).map((l) => c.byLemma.get(l.lemma) ?? 0));
  return 1 - Math.log1p(count) / Math.log1p(c.most);
}
