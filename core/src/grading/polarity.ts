import type { Language } from '../i18n/languages.js';
import { packOf, type LanguagePack } from './language/index.js';
import type { Polarity } from './types.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (list: string[]): string[] => [...list].sort((a, b) => b.length - a.length);
const alternatives = (list: string[]): RegExp => new RegExp(byLength(list).map(escape).join('|'), 'g');

/** A pack's cues made ready to search: word sets for spaced languages, patterns for unspaced ones. */
interface Cues {
  pack: LanguagePack;
  words: ReadonlySet<string>;
  pattern: RegExp;
  notCuePattern: RegExp;
  reassuringNotCuePattern: RegExp;
  affirming: string[][];
  affirmingOrReassuring: string[][];
}

const prepared = new Map<Language, Cues>();

function cuesOf(language: Language): Cues {
  let cues = prepared.get(language);
  if (!cues) {
    const pack = packOf(language);
    const n = pack.negation;
    cues = {
      pack,
      words: new Set(n.cues),
      pattern: alternatives(n.cues),
      notCuePattern: alternatives(n.notCues),
      reassuringNotCuePattern: alternatives([...n.notCues, ...n.reassuring]),
      affirming: n.affirming,
      affirmingOrReassuring: [...n.affirming, ...n.reassuring.map((p) => p.split(' '))],
    };
    prepared.set(language, cues);
  }
  return cues;
}

/** Which of the words are cues (spaced languages): affirming set phrases left out, a conditional cue ("hold") only before its objects. */
function cueFlags(words: readonly string[], cues: Cues, reassuranceAffirms: boolean): boolean[] {
  const flags = words.map((w) => cues.words.has(w));
  const affirming = reassuranceAffirms ? cues.affirmingOrReassuring : cues.affirming;
  const conditional = cues.pack.negation.conditional;
  for (let i = 0; i < words.length; i++) {
    for (const phrase of affirming) {
      if (phrase.every((p, k) => words[i + k] === p)) for (let k = 0; k < phrase.length; k++) flags[i + k] = false;
    }
    if (conditional?.words.has(words[i])) {
      let j = i + 1;
      while (j < words.length && j <= i + conditional.reach && conditional.skip.has(words[j])) j++;
      flags[i] = j < words.length && conditional.objects.has(words[j]);
    }
  }
  return flags;
}

/**
 * Number of negation cues in normalised words (a list of words for en/id, any pieces for th/zh/ja).
 * With `counted`, only the first `counted` words are counted; the rest are context that may
 * complete a set phrase ("...is no | problem"). With `reassuranceAffirms` (harmful advice judged),
 * reassurance is not a negation either.
 */
export function countCues(words: readonly string[], language: Language, counted = words.length, reassuranceAffirms = false): number {
  const cues = cuesOf(language);
  if (!cues.pack.unspaced) return cueFlags(words, cues, reassuranceAffirms).slice(0, counted).filter(Boolean).length;
  const limit = words.slice(0, counted).join('').length;
  // Set phrases blanked with as many spaces, so positions still line up with the words.
  const pattern = reassuranceAffirms ? cues.reassuringNotCuePattern : cues.notCuePattern;
  const text = words.join('').replace(pattern, (m) => ' '.repeat(m.length));
  return [...text.matchAll(cues.pattern)].filter((m) => m.index < limit).length;
}

/** The NOT_CUES words inside a text (th/zh/ja): a match of it must keep them whole. */
export function notCueWords(text: string, language: Language): string[] {
  const cues = cuesOf(language);
  if (!cues.pack.unspaced) return [];
  return text.match(cues.notCuePattern) ?? [];
}

export function polarityOf(cues: number): Polarity {
  return cues % 2 ? 'negative' : 'positive';
}

/**
 * A phrasing split into its polarity and its core: the phrasing without its cues, which is
 * what is searched for in the transcript ("do not give digoxin" -> negative, "do give digoxin").
 * For th/zh/ja the core is one string, to be segmented again. A phrasing that is nothing but
 * cues ("withhold", "中止") keeps them as its core; its polarity is still negative.
 */
export function phrasingCore(words: readonly string[], language: Language): { core: string[]; polarity: Polarity } {
  const cues = countCues(words, language);
  if (!cues) return { core: [...words], polarity: 'positive' };
  const prepared = cuesOf(language);
  let core: string[];
  if (!prepared.pack.unspaced) {
    const flags = cueFlags(words, prepared, false);
    core = words.filter((_, i) => !flags[i]);
  }
  else {
    // Cut the cues out of the joined text, leaving the NOT_CUE words whole.
    const notCues = byLength(prepared.pack.negation.notCues).map(escape).join('|');
    const pieces = words.join('').split(new RegExp(`(${notCues})`));
    const rest = pieces.map((p, i) => (i % 2 ? p : p.replace(prepared.pattern, ' '))).join('').trim();
    core = rest ? [rest] : [];
  }
  return { core: core.length ? core : [...words], polarity: polarityOf(cues) };
}

/** The words searched for a cue around a match (the language pack's window). */
export function cueWindow(language: Language): { before: number; after: number } {
  return packOf(language).negation.window;
}
