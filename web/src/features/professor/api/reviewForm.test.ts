import { describe, expect, it } from 'vitest';
import { draftFeedback, gradeBefore, linesOf, parseScore, phrasingsIn, reasonRequired } from './reviewForm';

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
  const span = (quote: string, start: number) => ({ quote, start, end: start + 2, phrasing: quote, similarity: 1, polarity: 'positive' as const });
  const evidence = {
    language: 'en' as const,
    transcript: null,
    questions: [
      {
        number: 1,
        points: 10,
        earned: 5,
        items: [
          { questionNumber: 1, itemId: 'a', weight: 1, met: true, evidence: span('wash your hands', 3), feedback: 'met a', advice: {} },
          { questionNumber: 1, itemId: 'b', weight: 1, met: false, evidence: null, feedback: 'missed b', advice: {} },
        ],
      },
    ],
    critical: [{ questionNumber: 1, itemId: 'harm', danger: 'x', dangerTexts: {}, evidence: span('give water', 8) }],
  };
  it('drafts pros from the quoted words of met items, never the praise sentences, and recommendations from the others', () => {
    expect(draftFeedback(questions, evidence, new Set(['a']), 'th')).toEqual({ pros: ['คุณพูดว่า “wash your hands” (0:03)'], recommendations: ['th missed b'] });
    expect(draftFeedback(questions, evidence, new Set(), 'en')).toEqual({ pros: [], recommendations: ['missed a', 'missed b'] });
  });
  it('praises nothing for an item ticked without quoted words', () => {
    expect(draftFeedback(questions, null, new Set(['a', 'b']), 'en')).toEqual({ pros: [], recommendations: [] });
  });
  it('puts the danger of a harmful statement ticked first among the recommendations, with the words', () => {
    expect(draftFeedback(questions, evidence, new Set(['a', 'harm']), 'en').recommendations).toEqual(['Dangerous: water is dangerous You said “give water” (0:08).', 'missed b']);
    expect(draftFeedback(questions, null, new Set(['harm']), 'en').recommendations).toEqual(['water is dangerous', 'missed a', 'missed b']);
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
  it('requires a reason only when an automatic grade changes', () => {
    const automatic = gradeBefore({ status: 'graded', studentScore: 70, reviewed: false, reviews: [] });
    expect(automatic).toEqual({ by: 'automatic', score: 70 });
    expect(reasonRequired(automatic, 70)).toBe(false);
    expect(reasonRequired(automatic, 75)).toBe(true);
    expect(reasonRequired(automatic, null)).toBe(false);
    // Waiting for the lecturer: nothing to change, nothing to explain.
    const none = gradeBefore({ status: 'needs_review', studentScore: null, reviews: [] });
    expect(none).toEqual({ by: 'none' });
    expect(reasonRequired(none, 80)).toBe(false);
  });
  it('names the lecturer whose grade is re-opened, and asks no reason to change it', () => {
    const review = {
      _id: 'r1',
      sequence: 1,
      reviewer: { _id: 'p1', username: 'prof', firstName: 'Malee', lastName: 'Dee' },
      createdAt: '2026-11-27T10:00:00.000Z',
      statusBefore: 'needs_review' as const,
      scoreBefore: null,
      scoreAfter: 40,
      itemsScore: 40,
      itemsMet: [],
      pros: [],
      recommendations: [],
      reason: null,
    };
    const before = gradeBefore({ status: 'graded', studentScore: 40, reviewed: true, reviews: [review] });
    expect(before).toEqual({ by: 'lecturer', score: 40, name: 'Malee Dee', at: review.createdAt });
    expect(reasonRequired(before, 90)).toBe(false);
    expect(gradeBefore({ status: 'graded', studentScore: 40, reviewed: true, reviews: [{ ...review, reviewer: { ...review.reviewer, firstName: '', lastName: '' } }] })).toMatchObject({ name: 'prof' });
  });
  it('keeps one entry per non-blank line', () => {
    expect(linesOf(' a \n\n b\n')).toEqual(['a', 'b']);
  });
});
