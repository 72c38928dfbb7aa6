import { describe, expect, it } from 'vitest';
import { parseWordTimes } from './pocketsphinxOutput.js';

describe('parseWordTimes', () => {
  it('keeps spoken words with times, drops markers and noise, strips pronunciation variants', () => {
    const stdout = [
      'the patient and',
      '<s> 0.100 0.120 0.999300',
      'the 0.130 0.270 0.998900',
      'patient 0.280 0.750 0.950653',
      '[NOISE] 0.760 0.900 0.5',
      '<sil> 0.900 1.000 0.958002',
      'and(2) 1.360 1.510 0.769719',
      '</s> 5.130 5.210 1.000000',
      '',
    ].join('\n');
    expect(parseWordTimes(stdout, 10)).toEqual([
      { text: 'the', start: 10.13, end: 10.27, confidence: 0.9989 },
      { text: 'patient', start: 10.28, end: 10.75, confidence: 0.950653 },
      { text: 'and', start: 11.36, end: 11.51, confidence: 0.769719 },
    ]);
  });

  it('ignores the hypothesis lines, even one-word ones', () => {
    expect(parseWordTimes('yes\nyes 0.5 0.9 0.8\n')).toEqual([{ text: 'yes', start: 0.5, end: 0.9, confidence: 0.8 }]);
  });
});
