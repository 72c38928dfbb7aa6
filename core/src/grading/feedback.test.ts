import { describe, expect, it } from 'vitest';
import { buildAttemptEvidence } from './attemptEvidence.js';
import { composeFeedback, feedbackLines } from './feedback.js';
import { sleepAndCordQuestions as questions } from './feedbackFixtures.js';

const words = (text: string) => text.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.8 }));
const transcript = { language: 'en', text: 'put him on his back keep it dry or on his tummy', words: words('put him on his back keep it dry or on his tummy') };
const evaluation = {
  transcript,
  questions: [
    {
      number: 1,
      points: 60,
      earned: 40,
      items: [
        { questionNumber: 1, itemId: 'on-back', weight: 2, met: true, evidence: { quote: 'on his back', start: 2, end: 4.8, phrasing: 'on his back', similarity: 1 }, feedback: 'x' },
        { questionNumber: 1, itemId: 'own-cot', weight: 1, met: false, evidence: null, feedback: 'x' },
      ],
    },
    {
      number: 2,
      points: 40,
      earned: 20,
      items: [
        { questionNumber: 2, itemId: 'dry-cord', weight: 1, met: true, evidence: { quote: 'keep it dry', start: 5, end: 7.8, phrasing: 'keep it dry', similarity: 1 }, feedback: 'x' },
        { questionNumber: 2, itemId: 'omphalitis', weight: 1, met: false, evidence: null, feedback: 'x' },
      ],
    },
  ],
  critical: [{ questionNumber: 1, itemId: 'prone', danger: 'en danger', evidence: { quote: 'on his tummy', start: 9, end: 11.8, phrasing: 'on his tummy', similarity: 1 } }],
};

describe('buildAttemptEvidence', () => {
  it('joins the stored evaluation with the rubric texts of every language', () => {
    const evidence = buildAttemptEvidence(questions, evaluation, 'en')!;
    expect(evidence.language).toBe('en');
    expect(evidence.transcript?.words).toHaveLength(12);
    expect(evidence.questions[0].items[1]).toMatchObject({ itemId: 'own-cot', met: false, evidence: null, advice: { th: 'th: Teach an own cot in the parents room.' } });
    expect(evidence.critical[0].dangerTexts.ja).toBe('ja: Prone sleeping raises the risk of sudden infant death.');
  });

  it('reads evaluations from before polarity was recorded as positive matches, and prefers the language graded', () => {
    const evidence = buildAttemptEvidence(questions, { ...evaluation, language: { lab: 'th', spoken: 'en', gradedIn: 'en' } }, 'th')!;
    expect(evidence.language).toBe('en');
    expect(evidence.questions[0].items[0].evidence?.polarity).toBe('positive');
  });

  it('is null for an attempt without a graded evaluation, and for an unknown language', () => {
    expect(buildAttemptEvidence(questions, null, 'en')).toBeNull();
    expect(buildAttemptEvidence(questions, { speech: { isSilent: true } }, 'en')).toBeNull();
    expect(buildAttemptEvidence(questions, evaluation, 'xx')).toBeNull();
  });

  it('keeps the danger the grader named when the rubric version has no such critical item', () => {
    const evidence = buildAttemptEvidence([{ ...questions[0], critical: undefined }, questions[1]], evaluation, 'en')!;
    expect(evidence.critical[0]).toMatchObject({ danger: 'en danger', dangerTexts: { en: 'en danger' } });
  });
});

describe('composeFeedback', () => {
  const evidence = buildAttemptEvidence(questions, evaluation, 'en')!;

  it('names the dangerous statement first, with why and the words said, in the reader language', () => {
    const [q1] = composeFeedback(evidence, 'th');
    expect(q1.critical).toEqual([{ itemId: 'prone', danger: 'th: Prone sleeping raises the risk of sudden infant death.', evidence: expect.objectContaining({ quote: 'on his tummy', start: 9 }) }]);
    const lines = feedbackLines(composeFeedback(evidence, 'en'), 'en');
    expect(lines.recommendations[0]).toBe('Question 1: Dangerous: en: Prone sleeping raises the risk of sudden infant death. You said “on his tummy” (0:09).');
  });

  it('names what each strength shows (the rubric descriptor) in the reader language beside the words said, and nothing where the lab has none', () => {
    const [q1, q2] = composeFeedback(evidence, 'ja');
    expect(q1.pros).toEqual([{ itemId: 'on-back', shows: 'ja: Back sleeping', evidence: expect.objectContaining({ quote: 'on his back' }) }]);
    expect(q2.pros).toEqual([{ itemId: 'dry-cord', shows: '', evidence: expect.objectContaining({ quote: 'keep it dry' }) }]);
  });

  it('praises only the words said, never the praise sentence that claims more', () => {
    const feedback = composeFeedback(evidence, 'en');
    expect(feedback.map((q) => q.pros.map((p) => [p.itemId, p.evidence.quote, p.evidence.start]))).toEqual([[['on-back', 'on his back', 2]], [['dry-cord', 'keep it dry', 5]]]);
    const { pros } = feedbackLines(feedback, 'en');
    expect(pros).toEqual(['Question 1: You said “on his back” (0:02).', 'Question 2: You said “keep it dry” (0:05).']);
    expect(pros.join(' ')).not.toMatch(/cot|mattress|powder|nappy/);
  });

  it('recommends exactly the missed items, per question, in the reader language', () => {
    const feedback = composeFeedback(evidence, 'ja');
    expect(feedback.map((q) => q.recommendations.map((r) => r.itemId))).toEqual([['own-cot'], ['omphalitis']]);
    expect(feedback[1].recommendations[0].text).toBe('ja: Teach the warning signs of infection.');
    expect(feedbackLines(feedback, 'ja').recommendations.slice(1)).toEqual(['問1：ja: Teach an own cot in the parents room.', '問2：ja: Teach the warning signs of infection.']);
  });

  it('does not praise words that also said something dangerous, nor the same words twice', () => {
    const risky = structuredClone(evaluation);
    risky.questions[0].items[1] = { ...risky.questions[0].items[1], met: true, evidence: { quote: 'on his tummy', start: 9, end: 11.8, phrasing: 'x', similarity: 1 } };
    risky.questions[1].items[1] = { ...risky.questions[1].items[1], met: true, evidence: { quote: 'keep it dry', start: 5, end: 7.8, phrasing: 'x', similarity: 1 } };
    const feedback = composeFeedback(buildAttemptEvidence(questions, risky, 'en')!, 'en');
    expect(feedback[0].pros.map((p) => p.itemId)).toEqual(['on-back']);
    expect(feedback[1].pros.map((p) => p.itemId)).toEqual(['dry-cord']);
    expect(feedback[1].recommendations).toEqual([]);
  });

  it('falls back to the answer language, then English, when the reader language has no text', () => {
    const partial = buildAttemptEvidence(questions, evaluation, 'en')!;
    partial.questions[0].items[1].advice = { en: 'English advice' };
    expect(composeFeedback(partial, 'id')[0].recommendations[0].text).toBe('English advice');
  });

  it('drops the question frame for a one-question lab', () => {
    const one = buildAttemptEvidence([questions[1]], { ...evaluation, questions: [evaluation.questions[1]], critical: [] }, 'en')!;
    expect(feedbackLines(composeFeedback(one, 'th'), 'th')).toEqual({ pros: ['คุณพูดว่า “keep it dry” (0:05)'], recommendations: ['th: Teach the warning signs of infection.'] });
  });
});
