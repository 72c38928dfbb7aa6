import { runProcess } from '../../media/runProcess.js';

/**
 * Pronunciations for words the CMU dictionary lacks (fundus, colostrum, tranexamic ...), from
 * espeak-ng's IPA output mapped onto the CMU phone set. A word with a sound we cannot map is
 * left out rather than guessed.
 */
const IPA_TO_CMU: Array<[string, string]> = [
  // Longest symbols first.
  ['aɪ', 'AY'], ['aʊ', 'AW'], ['ɔɪ', 'OY'], ['eɪ', 'EY'], ['oʊ', 'OW'], ['əʊ', 'OW'], ['tʃ', 'CH'], ['dʒ', 'JH'],
  ['ɑː', 'AA'], ['ɔː', 'AO'], ['iː', 'IY'], ['uː', 'UW'], ['ɜː', 'ER'], ['ɚ', 'ER'], ['ɝ', 'ER'],
  ['ɑ', 'AA'], ['ɒ', 'AA'], ['ɔ', 'AO'], ['æ', 'AE'], ['ʌ', 'AH'], ['ə', 'AH'], ['ɐ', 'AH'], ['ɛ', 'EH'], ['e', 'EH'],
  ['ɪ', 'IH'], ['ᵻ', 'IH'], ['i', 'IY'], ['ʊ', 'UH'], ['u', 'UW'], ['ɜ', 'ER'], ['o', 'OW'], ['a', 'AA'],
  ['p', 'P'], ['b', 'B'], ['t', 'T'], ['d', 'D'], ['k', 'K'], ['ɡ', 'G'], ['g', 'G'], ['f', 'F'], ['v', 'V'],
  ['θ', 'TH'], ['ð', 'DH'], ['s', 'S'], ['z', 'Z'], ['ʃ', 'SH'], ['ʒ', 'ZH'], ['h', 'HH'], ['m', 'M'], ['n', 'N'],
  ['ŋ', 'NG'], ['l', 'L'], ['ɫ', 'L'], ['ɹ', 'R'], ['r', 'R'], ['w', 'W'], ['j', 'Y'], ['ɾ', 'T'], ['x', 'HH'],
];
// Stress, length, glottal stop, syllabic mark and tie bars carry no CMU phone.
const IGNORED = /ˈ|ˌ|ː|ʔ|\u0329|\u0361|\u035c|[.\s-]/gu;

export function ipaToCmu(ipa: string): string | undefined {
  const phones: string[] = [];
  let rest = ipa.replace(IGNORED, '');
  while (rest.length > 0) {
    const match = IPA_TO_CMU.find(([symbol]) => rest.startsWith(symbol));
    if (!match) return undefined;
    phones.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return phones.length > 0 ? phones.join(' ') : undefined;
}

const cache = new Map<string, string | undefined>();

export async function pronounceWithEspeak(words: readonly string[], timeoutMs = 10_000): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const missing = words.filter((word) => !cache.has(word));
  await Promise.all(
    missing.map(async (word) => {
      try {
        const { stdout } = await runProcess('espeak-ng', ['-q', '-v', 'en-us', '--ipa', word], { timeoutMs });
        cache.set(word, ipaToCmu(stdout.trim()));
      } catch {
        cache.set(word, undefined);
      }
    }),
  );
  for (const word of words) {
    const pronunciation = cache.get(word);
    if (pronunciation) result.set(word, pronunciation);
  }
  return result;
}

const LETTER_NAMES: Record<string, string> = {
  a: 'EY', b: 'B IY', c: 'S IY', d: 'D IY', e: 'IY', f: 'EH F', g: 'JH IY', h: 'EY CH', i: 'AY',
  j: 'JH EY', k: 'K EY', l: 'EH L', m: 'EH M', n: 'EH N', o: 'OW', p: 'P IY', q: 'K Y UW', r: 'AA R',
  s: 'EH S', t: 'T IY', u: 'Y UW', v: 'V IY', w: 'D AH B AH L Y UW', x: 'EH K S', y: 'W AY', z: 'Z IY',
};

/** An abbreviation said letter by letter: "IV" -> AY V IY. */
export function spellLetters(word: string): string {
  return [...word.toLowerCase()].map((letter) => LETTER_NAMES[letter] ?? '').filter(Boolean).join(' ');
}
