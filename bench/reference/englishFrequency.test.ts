import { describe, expect, it } from 'vitest';
import { englishSpecificity } from './englishFrequency.js';

describe('englishSpecificity (WordNet word frequencies)', () => {
  it('ranks frequent words below rare ones, within 0..1', () => {
    const [make, large, array] = ['make', 'large', 'array'].map((w) => englishSpecificity(w)!);
    expect(make).toBeLessThan(large);
    expect(large).toBeLessThan(array);
    expect(make).toBeGreaterThan(0);
    expect(array).toBeLessThan(1);
  });

  it('reads an inflected word by its lemma, and a word the corpus never tags as most specific', () => {
    expect(englishSpecificity('copies')).toBe(englishSpecificity('copy'));
    expect(englishSpecificity('qwertyuiop')).toBe(1);
  });
});
