import { describe, expect, it } from 'vitest';
import { draftFeedback, linesOf, parseScore, phrasingsIn, reasonRequired } from './reviewForm';

const text = (en: string, th = `th ${en}`) => ({ th, zh: en, en, ja: en, id: en });
const phr = (en: string) => ({ th: [`th ${en}`], zh: [en], en: [en, `${en} 2`, `${en} 3`, `${en} 4`], ja: [en], id: [en] });
const questions = [
  {
    number: 1,
    points: 10,
    text: text('q1'),
    rubric: [
      { id: 'a', weight: 1, phrasings: phr('wash hands'), feedback: { met: text('met a'), missed: text('missed a') } },
      { id: 'b', weight: 1, phrasings: phr('dry'), feedback: { met: text('met b'), missed: text('missed b') } },
    ],
    critical: [{ id: 'harm', phrasings: phr('give water'), danger: text('water is dangerous') }],
  },
];

describe('review form rules', () => {
  it('drafts pros from met items and recommendations from the others, in the answer language', () => {
    expect(draftFeedback(questions, new Set(['a']), 'th')).toEqual({ pros: ['th met a'], recommendations: ['th missed b'] });
    expect(draftFeedback(questions, new Set(), 'en')).toEqual({ pros: [], recommendations: ['missed a', 'missed b'] });
  });
  it('puts the danger of a harmful statement ticked first among the recommendations', () => {
    expect(draftFeedback(questions, new Set(['a', 'harm']), 'en').recommendations).toEqual(['water is dangerous', 'missed b']);
  });
  it('names an item by at most three phrasings', () => {
    expect(phrasingsIn(questions[0].rubric[0].phrasings, 'en')).toBe('wash hands / wash hands 2 / wash hands 3');
    expect(phrasingsIn(questions[0].rubric[0].phrasings, 'th')).toBe('th wash hands');
  });
  it('accepts scores from 0 to 100 only', () => {
    expect(parseScore('72.5')).toBe(72.5);
    expect(parseScore(' 0 ')).toBe(0);
    expect(parseScore('100')).toBe(100);
    expect(parseScore('66,66')).toBe(66.7);
    expect(parseScore('101')).toBeNull();
    expect(parseScore('-1')).toBeNull();
    expect(parseScore('')).toBeNull();
    expect(parseScore('abc')).toBeNull();
  });
  it('requires a reason only when a scored attempt changes score', () => {
    expect(reasonRequired(null, 80)).toBe(false);
    expect(reasonRequired(70, 70)).toBe(false);
    expect(reasonRequired(70, 75)).toBe(true);
  });
  it('keeps one entry per non-blank line', () => {
    expect(linesOf(' a \n\n b\n')).toEqual(['a', 'b']);
  });
});
