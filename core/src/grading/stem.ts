/** Irregular English forms a suffix stripper cannot reach. */
const EN_IRREGULAR = new Map<string, string>(Object.entries({
  fed: 'feed', breastfed: 'breastfeed', bottlefed: 'bottlefeed', bled: 'bleed', held: 'hold',
  kept: 'keep', slept: 'sleep', gave: 'give', given: 'give', took: 'take', taken: 'take',
  ate: 'eat', eaten: 'eat', went: 'go', gone: 'go', did: 'do', done: 'do', does: 'do',
  made: 'make', said: 'say', told: 'tell', felt: 'feel', brought: 'bring',
  thought: 'think', taught: 'teach', caught: 'catch', bought: 'buy', found: 'find',
  laid: 'lay', woke: 'wake', woken: 'wake',
  children: 'child', women: 'woman', men: 'man', teeth: 'tooth', feet: 'foot',
  was: 'be', were: 'be', been: 'be', is: 'be', are: 'be', am: 'be',
  has: 'have', had: 'have', wrote: 'write', written: 'write', knew: 'know', known: 'know',
  began: 'begin', begun: 'begin', chose: 'choose', chosen: 'choose', ran: 'run',
  drank: 'drink', drunk: 'drink', spoke: 'speak', spoken: 'speak', saw: 'see', seen: 'see',
}));

const VOWELS = 'aeiou';

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (VOWELS.includes(c)) return false;
  if (c === 'y') return i === 0 || !isConsonant(w, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in a stem. */
function measure(s: string): number {
  let n = 0;
  let i = 0;
  while (i < s.length && isConsonant(s, i)) i++;
  while (i < s.length) {
    while (i < s.length && !isConsonant(s, i)) i++;
    if (i >= s.length) break;
    while (i < s.length && isConsonant(s, i)) i++;
    n++;
  }
  return n;
}

const hasVowel = (s: string): boolean => [...s].some((_, i) => !isConsonant(s, i));
const endsDoubleConsonant = (s: string): boolean =>
  s.length >= 2 && s[s.length - 1] === s[s.length - 2] && isConsonant(s, s.length - 1);
const endsCvc = (s: string): boolean => {
  const n = s.length;
  return n >= 3 && isConsonant(s, n - 3) && !isConsonant(s, n - 2) && isConsonant(s, n - 1) && !'wxy'.includes(s[n - 1]);
};

type Rule = [suffix: string, replacement: string];

/** Replace the longest matching suffix when the remaining stem's measure exceeds minMeasure. */
function applyRules(w: string, rules: Rule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    if (suffix === 'ion' && !/[st]$/.test(stem)) continue;
    return measure(stem) > minMeasure ? stem + replacement : w;
  }
  return w;
}

const STEP2: Rule[] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'],
  ['bli', 'ble'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'],
  ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'],
  ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
].sort((a, b) => b[0].length - a[0].length) as Rule[];

const STEP3: Rule[] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
].sort((a, b) => b[0].length - a[0].length) as Rule[];

const STEP4: Rule[] = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou',
  'ism', 'ate', 'iti', 'ous', 'ive', 'ize',
].sort((a, b) => b.length - a.length).map((s) => [s, ''] as Rule);

/** The Porter (1980) stemmer. */
export function porterStem(word: string): string {
  let w = word;
  if (w.length <= 2) return w;

  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);

  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : '';
    const stem = suffix ? w.slice(0, -suffix.length) : '';
    if (suffix && hasVowel(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
      else if (measure(w) === 1 && endsCvc(w)) w += 'e';
    }
  }

  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';

  w = applyRules(w, STEP2, 0);
  w = applyRules(w, STEP3, 0);
  w = applyRules(w, STEP4, 1);

  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  if (measure(w) > 1 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}

/** Indonesian: only the clitics and particles that never change a word's meaning. */
export function indonesianStem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  const w = word.replace(/(lah|kah|pun|tah)$/, '');
  const stripped = w.replace(/(nya|ku|mu)$/, '');
  return stripped.length >= 4 ? stripped : w;
}

/** English: irregular forms first, then the Porter stemmer; a word with other letters stays whole. */
export function englishStem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return porterStem(EN_IRREGULAR.get(word) ?? word);
}
