import { describe, expect, it } from 'vitest';
import type { Question } from '@nurselab/core';
import { meaningShare } from './meaningShare.js';
import { referenceSimilarities } from './sentenceEncoder.js';

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
    expect(meaningShare(paraphrase!)).toBeGreaterThan(meaningShare(unrelated!));
  }, 60_000);

  it('gives a real answer more meaning share than the question read back in other words', async () => {
    // The echo still earns some (0.3 here): a lite encoder reads the question's words as close.
    const [echo] = await referenceSimilarities([question], 'so the main advantage of passing the arguments of a function by reference is', 'en');
    const [answer] = await referenceSimilarities([question], 'you do not have to copy big data structures when you call the function', 'en');
    expect(meaningShare(answer!)).toBeGreaterThan(meaningShare(echo!) + 0.1);
  }, 60_000);

  it('compares the model answer with the scenario and the questions read back together', async () => {
    const scenario = { en: 'A student asks about passing large data structures to functions.' };
    const [withCase] = await referenceSimilarities([question], 'an answer', 'en', scenario);
    const [alone] = await referenceSimilarities([question], 'an answer', 'en');
    expect(withCase!.caseText).toBeGreaterThanOrEqual(alone!.caseText);
  }, 60_000);

  it('reads nothing in a language it has no weights for, or without a model answer', async () => {
    expect(await referenceSimilarities([question], 'ให้ยาตามเวลา', 'th')).toEqual([undefined]);
    expect(await referenceSimilarities([{ ...question, modelAnswer: undefined }], 'an answer', 'en')).toEqual([undefined]);
  }, 60_000);
});
