import { describe, expect, it } from 'vitest';
import { englishRelatives, lemmas } from './englishLexicon.js';

describe('englishRelatives (WordNet)', () => {
  it('finds lemmas through inflection and derivational suffixes', () => {
    expect(lemmas('omitted').map((l) => l.lemma)).toContain('omit');
    expect(lemmas('copies').map((l) => l.lemma)).toContain('copy');
    expect(lemmas('initializer').map((l) => l.lemma)).toContain('initialize');
    expect(lemmas('qwertyuiop')).toEqual([]);
  });

  it('relates words of one root across parts of speech, and the first sense synonyms', () => {
    expect(englishRelatives('declaration').related).toContain('declare');
    expect(englishRelatives('definition').related).toContain('define');
    expect(englishRelatives('reusability').related).toEqual(expect.arrayContaining(['reusable', 'reuse']));
    expect(englishRelatives('unlimited').related).toContain('limitless');
    expect(englishRelatives('declaration').related).not.toContain('declaration');
  });

  it('gives antonyms apart, with their root', () => {
    const { related, antonyms } = englishRelatives('unlimited');
    expect(antonyms).toEqual(expect.arrayContaining(['limited']));
    expect(related).not.toContain('limited');
    expect(englishRelatives('qwertyuiop')).toEqual({ related: [], antonyms: [] });
  });
});
