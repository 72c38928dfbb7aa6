import { describe, expect, it } from 'vitest';
import { meaningShare, type Question } from '@nurselab/core';
import { referenceSimilarities } from '../../src/evaluation/sentenceEncoder.js';

const text = (en: string) => ({ en, th: 'ถาม', zh: '问', ja: '質問', id: 'tanya' });
const question: Question = {
  number: 1,
  points: 100,
  text: text('What is the main advantage of passing function arguments by reference?'),
  modelAnswer: text('It avoids making copies of large data structures when calling functions.'),
  rubric: [{ id: 'x', weight: 1, phrasings: { en: ['x'], th: ['x'], zh: ['x'], ja: ['x'], id: ['x'] }, feedback: { met: text('-'), missed: text('-') } }],
};

describe('referenceSimilarities (Universal Sentence Encoder, read from its npm package)', () => {
  it('reads a paraphrase as closer to the model answer than an unrelated answer', async () => {
    const [paraphrase] = await referenceSimilarities([question], 'The big structure is not duplicated when the function is called.', 'en');
    const [unrelated] = await referenceSimilarities([question], 'I went to the market and bought mangoes for dinner.', 'en');
    expect(paraphrase!.answer).toBeGreaterThan(unrelated!.answer + 0.2);
    expect(paraphrase!.caseText).toBe(unrelated!.caseText);
    expect(meaningShare(paraphrase!)).toBeGreaterThan(meaningShare(unrelated!));
  }, 60_000);

  it('gives the question read back no meaning share', async () => {
    const [echo] = await referenceSimilarities([question], question.text.en, 'en');
    expect(echo!.answer).toBeCloseTo(echo!.caseText, 5);
    expect(meaningShare(echo!)).toBe(0);
  }, 60_000);

  it('reads nothing in a language it has no weights for, or without a model answer', async () => {
    expect(await referenceSimilarities([question], 'ให้ยาตามเวลา', 'th')).toEqual([undefined]);
    expect(await referenceSimilarities([{ ...question, modelAnswer: undefined }], 'an answer', 'en')).toEqual([undefined]);
  }, 60_000);
});
