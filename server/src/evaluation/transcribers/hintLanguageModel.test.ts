import { describe, expect, it } from 'vitest';
import { ipaToCmu, pronounceWithEspeak } from './espeakPronunciation.js';
import { buildHintLanguageModel, hintAbbreviations, hintSentences } from './hintLanguageModel.js';
import { readPronouncingDictionary, readTrieUnigrams } from './sphinxModelFiles.js';

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

function parseArpa(arpa: string) {
  const unigrams = new Map<string, { p: number; bo: number }>();
  const bigrams = new Map<string, number>();
  let section = '';
  for (const line of arpa.split('\n')) {
    if (line.startsWith('\\')) section = line;
    else if (section === '\\1-grams:' && line) {
      const [p, word, bo] = line.split(' ');
      unigrams.set(word, { p: 10 ** Number(p), bo: 10 ** Number(bo) });
    } else if (section === '\\2-grams:' && line) {
      const [p, first, second] = line.split(' ');
      bigrams.set(`${first} ${second}`, 10 ** Number(p));
    }
  }
  return { unigrams, bigrams };
}

describe('hint language model', () => {
  it('reads the general unigrams from the binary en-us model', async () => {
    const unigrams = await readTrieUnigrams(`${MODEL_DIR}/en-us.lm.bin`);
    expect(unigrams.length).toBeGreaterThan(70_000);
    expect(unigrams.slice(0, 10).map((unigram) => unigram.word)).toContain('the');
    const total = unigrams.reduce((sum, unigram) => sum + 10 ** unigram.log10Probability, 0);
    expect(total).toBeGreaterThan(0.85);
    expect(total).toBeLessThan(1.01);
  });

  it('finds pronunciations for hint words the CMU dictionary lacks', async () => {
    expect(ipaToCmu('fˈʌndəs')).toBe('F AH N D AH S');
    expect(ipaToCmu('kˈɑːlɑːstɹəm')).toBe('K AA L AA S T R AH M');
    expect(ipaToCmu('ʁ')).toBeUndefined();
    const found = await pronounceWithEspeak(['fundus', 'colostrum']);
    expect(found.get('fundus')).toBe('F AH N D AH S');
  });

  it('builds a normalised bigram model over hint and general words, with a matching dictionary', async () => {
    const [background, dictionary] = await Promise.all([
      readTrieUnigrams(`${MODEL_DIR}/en-us.lm.bin`),
      readPronouncingDictionary(`${MODEL_DIR}/cmudict-en-us.dict`),
    ]);
    const hints = ['Massage the fundus until it is firm.', 'Give oxytocin ten units; 10 units IV.', 'call for help'];
    expect(hintSentences(hints)).toEqual([
      ['massage', 'the', 'fundus', 'until', 'it', 'is', 'firm'],
      ['give', 'oxytocin', 'ten', 'units'],
      ['units', 'iv'],
      ['call', 'for', 'help'],
    ]);
    const model = buildHintLanguageModel(hints, {
      background,
      dictionary,
      backgroundWords: 1000,
      hintWeight: 0.5,
      extraPronunciations: new Map([['fundus', ['F AH N D AH S']], ['iv', ['AY V IY']]]),
    });
    const { unigrams, bigrams } = parseArpa(model.arpa);
    const unigramMass = [...unigrams.entries()].filter(([word]) => word !== '<s>').reduce((sum, [, entry]) => sum + entry.p, 0);
    expect(unigramMass).toBeCloseTo(1, 3);
    expect(unigrams.size).toBeGreaterThan(1000);
    expect(bigrams.get('the fundus')).toBeGreaterThan(unigrams.get('fundus')!.p);

    // After "the", explicit bigrams plus the backed-off rest still add up to one.
    const explicit = [...bigrams.entries()].filter(([pair]) => pair.startsWith('the '));
    const explicitWords = new Set(explicit.map(([pair]) => pair.split(' ')[1]));
    const backedOff = [...unigrams.entries()]
      .filter(([word]) => word !== '<s>' && !explicitWords.has(word))
      .reduce((sum, [, entry]) => sum + entry.p, 0);
    const total = explicit.reduce((sum, [, p]) => sum + p, 0) + unigrams.get('the')!.bo * backedOff;
    expect(total).toBeCloseTo(1, 3);

    expect(model.dictionary).toContain('fundus F AH N D AH S\n');
    expect(model.dictionary).toMatch(/^oxytocin AA K S AH T OW S AH N$/m);
    expect(model.dictionary).toContain('iv AY V IY\n');
    expect(model.unpronounceable).toEqual([]);
    expect(hintAbbreviations(hints)).toEqual(new Set(['iv']));
  });
});
