import { stemmer } from 'stemmer';

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

/** Indonesian: only the clitics and particles that never change a word's meaning. */
export function indonesianStem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  const w = word.replace(/(lah|kah|pun|tah)$/, '');
  const stripped = w.replace(/(nya|ku|mu)$/, '');
  return stripped.length >= 4 ? stripped : w;
}

/** English: irregular forms first, then the Porter stemmer (the stemmer package); a word with other letters stays whole. */
export function englishStem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return stemmer(EN_IRREGULAR.get(word) ?? word);
}
