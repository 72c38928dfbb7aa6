import { describe, expect, it } from 'vitest';
import { recognitionAccuracy } from './accuracy.js';

describe('recognition accuracy of a self-test', () => {
  it('counts words where words are spaced, ignoring case and punctuation', () => {
    expect(recognitionAccuracy('The patient has a high fever.', 'the patient has a high fever', 'en')).toEqual({ accuracy: 1, unit: 'words' });
    // one substitution (a→the) and one deletion (high) of six words
    expect(recognitionAccuracy('The patient has a high fever.', 'The patient has the fever', 'en').accuracy).toBeCloseTo(4 / 6, 3);
    expect(recognitionAccuracy('Pasien demam tinggi.', 'pasien demam tinggi sekali', 'id')).toEqual({ accuracy: 0.667, unit: 'words' });
  });

  it('counts characters in Thai, Chinese and Japanese, written without spaces', () => {
    expect(recognitionAccuracy('病人发高烧。', '病人发高烧', 'zh')).toEqual({ accuracy: 1, unit: 'characters' });
    expect(recognitionAccuracy('病人发高烧。', '病人發高燒', 'zh').accuracy).toBeCloseTo(3 / 5, 3);
    expect(recognitionAccuracy('患者さんは熱が高いです。', '患者さん は 熱が高いです', 'ja')).toEqual({ accuracy: 1, unit: 'characters' });
    expect(recognitionAccuracy('ผู้ป่วยมีไข้สูง', 'ผู้ป่วย มีไข้', 'th').unit).toBe('characters');
  });

  it('never goes below zero, however much is made up', () => {
    expect(recognitionAccuracy('fever', 'a b c d e f g', 'en').accuracy).toBe(0);
    expect(recognitionAccuracy('fever', '', 'en').accuracy).toBe(0);
  });
});
