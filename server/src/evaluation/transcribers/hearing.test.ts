import { describe, expect, it } from 'vitest';
import { compressionRatio, plausibilityHearing, rateScore, speechCoverage } from './hearing.js';
import { openAiSegmentsHearing } from './openaiHearing.js';
import { pocketsphinxHearing } from './pocketsphinxHearing.js';

const word = (text: string, start: number, end: number, confidence?: number) => ({ text, start, end, confidence });

describe('hearing measures', () => {
  it('counts overlapping word spans once and caps coverage at the speech time', () => {
    expect(speechCoverage([word('a', 0, 1), word('b', 0.5, 1.5), word('c', 3, 4)], 4)).toBeCloseTo(2.5 / 4);
    expect(speechCoverage([word('a', 0, 5)], 4)).toBe(1);
    expect(speechCoverage([], 4)).toBe(0);
  });

  it('scores ordinary speaking rates 1 and implausible ones towards 0', () => {
    expect(rateScore(2.5)).toBe(1);
    expect(rateScore(1)).toBeCloseTo(0.5);
    expect(rateScore(0.3)).toBe(0);
    expect(rateScore(5)).toBeCloseTo(0.5);
    expect(rateScore(7)).toBe(0);
  });

  it('measures looping text as whisper does', () => {
    expect(compressionRatio('Check the blood pressure and give oxygen as prescribed.')).toBeLessThan(2.4);
    expect(compressionRatio('thank you '.repeat(30))).toBeGreaterThan(2.4);
  });

  it('pocketsphinx: lower posteriors, gaps in the words and odd rates each lower the confidence', () => {
    const clear = Array.from({ length: 10 }, (_, i) => word(`w${i}`, i * 0.4, i * 0.4 + 0.38, 0.9));
    const base = pocketsphinxHearing(clear, 4);
    expect(base.method).toBe('pocketsphinx-posterior/1');
    expect(base.confidence).toBeCloseTo(0.9, 2);
    expect(base.measures).toMatchObject({ meanPosterior: 0.9, wordsPerSecond: 2.5, words: 10 });
    expect(pocketsphinxHearing(clear.map((w) => ({ ...w, confidence: 0.4 })), 4).confidence).toBeCloseTo(0.4, 2);
    // The same words in 8 s of speech: half of it produced no words, and 1.25 words a second.
    const sparse = pocketsphinxHearing(clear, 8);
    expect(sparse.measures.coverage).toBeCloseTo(0.475, 2);
    expect(sparse.confidence).toBeLessThan(0.5);
    expect(pocketsphinxHearing([], 4)).toMatchObject({ confidence: 0 });
  });

  it('plausibility only (whisper via the binding): looping text is doubted', () => {
    const words = Array.from({ length: 20 }, (_, i) => word(i % 2 ? 'you' : 'thank', i * 0.4, i * 0.4 + 0.38));
    const looping = plausibilityHearing('whisper-plausibility/1', words, 'thank you '.repeat(10), 8);
    expect(looping.measures.compressionRatio).toBeGreaterThan(2.4);
    expect(looping.confidence).toBeLessThan(0.5);
  });

  it('OpenAI verbose_json: the mean token probability, with failed segments counting 0', () => {
    const good = { start: 0, end: 4, text: ' Give oxygen.', avg_logprob: -0.2, no_speech_prob: 0.01, compression_ratio: 1.2 };
    expect(openAiSegmentsHearing([good])!.confidence).toBeCloseTo(Math.exp(-0.2), 3);
    for (const failed of [{ avg_logprob: -1.3 }, { no_speech_prob: 0.8 }, { compression_ratio: 2.9 }]) {
      const hearing = openAiSegmentsHearing([good, { ...good, start: 4, end: 8, ...failed }])!;
      expect(hearing.measures.failedShare).toBe(0.5);
      expect(hearing.confidence).toBeCloseTo(Math.exp(-0.2) / 2, 3);
    }
    expect(openAiSegmentsHearing([{ start: 0, end: 1, text: 'Give oxygen.' }])).toBeUndefined();
  });
});
