import type { Token } from './normalize.js';

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), on UTF-16 units. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (!n) return m;
  if (!m) return n;
  if (rowA.length <= m) {
    rowA = new Int32Array(m + 1);
    rowB = new Int32Array(m + 1);
    rowC = new Int32Array(m + 1);
  }
  let prev2 = rowA;
  let prev = rowB;
  let row = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
    }
    const spare = prev2;
    prev2 = prev;
    prev = row;
    row = spare;
  }
  return prev[m];
}

/**
 * How many spelling errors a word of this length may carry and still count as the same
 * word. Short words must match exactly (after stemming): "feed" is not "need", "small" is
 * not "smell".
 */
export function allowedEdits(length: number): number {
  if (length < 6) return 0;
  if (length < 10) return 1;
  if (length < 14) return 2;
  return 3;
}

const SAME_STEM = 1;
const SAME_SOUND = 0.85;
const VOWEL = /[aeiouy]/;

/** True when two same-length words differ by one vowel only ("small" / "smell"). */
function onlyVowelChanged(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (diff >= 0) return false;
    diff = i;
  }
  return diff >= 0 && VOWEL.test(a[diff]) && VOWEL.test(b[diff]);
}

/** Cheap test: the length difference alone exceeds any allowance (sound-key rescue included). */
function cannotBeClose(a: string, b: string): boolean {
  return Math.abs(a.length - b.length) > allowedEdits(Math.min(a.length, b.length)) + 1;
}

/** 1 - edits/length when within the allowance for the shorter word, else 0. */
function spellingSimilarity(a: string, b: string): { similarity: number; edits: number; allowed: number } {
  const edits = editDistance(a, b);
  const allowed = allowedEdits(Math.min(a.length, b.length));
  const longest = Math.max(a.length, b.length);
  return { similarity: edits <= allowed ? 1 - edits / longest : 0, edits, allowed };
}

/**
 * Similarity of two words, 0 when they should not be taken for each other: same word or
 * stem 1, a misspelling within the allowance 1 - edits/length, the same English sound key
 * one edit beyond the allowance 0.85 ("brest" / "breast", "nees" / "knees").
 */
export function wordSimilarity(a: Token, b: Token): number {
  if (a.text === b.text) return SAME_STEM;
  // A function word is not a content word that shares its stem or sound ("on" / "one", "us" / "use"): only spelling can join them.
  if (a.stop !== b.stop) return cannotBeClose(a.text, b.text) ? 0 : spellingSimilarity(a.text, b.text).similarity;
  if (a.stem === b.stem) return SAME_STEM;
  if (cannotBeClose(a.text, b.text) && cannotBeClose(a.stem, b.stem)) return 0;
  const byText = spellingSimilarity(a.text, b.text);
  const byStem = spellingSimilarity(a.stem, b.stem);
  let best = Math.max(byText.similarity, byStem.similarity);
  if (
    best < SAME_SOUND &&
    a.key &&
    a.key === b.key &&
    a.key.length >= 2 &&
    byText.edits <= byText.allowed + 1 &&
    !onlyVowelChanged(a.text, b.text)
  ) {
    best = SAME_SOUND;
  }
  return best;
}
