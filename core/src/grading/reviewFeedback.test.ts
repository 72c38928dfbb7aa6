import { describe, expect, it } from 'vitest';
import { buildAttemptEvidence } from './attemptEvidence.js';
import { sleepAndCordQuestions as questions } from './feedbackFixtures.js';
import { reviewFeedbackLines } from './reviewFeedback.js';


const span = (quote: string, start: number) => ({ quote, start, end: start + 2.8, phrasing: quote, similarity: 1 });
const item = (questionNumber: number, itemId: string, evidence: ReturnType<typeof span> | null) => ({ questionNumber, itemId, weight: 1, met: evidence !== null, evidence, feedback: 'PRAISE from the grader' });
/** A flagged answer: "on his back" met, "keep it dry" met, and the harmful "on his tummy" heard; the grader also met own-cot on the harmful words. */
const evaluation = {
  transcript: { language: 'en', text: 'put him on his back keep it dry or on his tummy', words: [] },
  questions: [
    { number: 1, points: 60, earned: 40, items: [item(1, 'on-back', span('on his back', 2)), item(1, 'own-cot', span('on his tummy', 9))] },
    { number: 2, points: 40, earned: 20, items: [item(2, 'dry-cord', span('keep it dry', 5)), item(2, 'omphalitis', null)] },
  ],
  critical: [{ questionNumber: 1, itemId: 'prone', danger: 'en danger', evidence: span('on his tummy', 9) }],
};
const evidence = buildAttemptEvidence(questions, evaluation, 'en');
const automatic = ['on-back', 'own-cot', 'dry-cord', 'prone'];

describe('reviewFeedbackLines', () => {
  it('drafts pros from the quoted words only, never a praise sentence nor the harmful words, and the danger first', () => {
    const lines = reviewFeedbackLines(questions, evidence, automatic, 'en');
    expect(lines.pros).toEqual(['Question 1: You said “on his back” (0:02).', 'Question 2: You said “keep it dry” (0:05).']);
    // No praise sentence (they claim more than was said) and nothing of the harmful words.
    expect(lines.pros.join(' ')).not.toMatch(/PRAISE|You taught|Dry cord care|tummy/);
    expect(lines.recommendations).toEqual([
      'Question 1: Dangerous: en: Prone sleeping raises the risk of sudden infant death. You said “on his tummy” (0:09).',
      'Question 2: en: Teach the warning signs of infection.',
    ]);
  });

  it('follows the ticks: an item unticked becomes a recommendation, an item ticked without words praises nothing', () => {
    const lines = reviewFeedbackLines(questions, evidence, ['own-cot', 'omphalitis', 'dry-cord'], 'th');
    // own-cot's words were the harmful ones: still no praise for them once the reviewer unticks the harm.
    expect(lines.pros).toEqual(['ข้อ 2: คุณพูดว่า “keep it dry” (0:05)']);
    expect(lines.recommendations).toEqual(['ข้อ 1: th: Teach back sleeping.']);
  });

  it('with no automatic grade, praises nothing and names the ticked danger without inventing words', () => {
    const lines = reviewFeedbackLines(questions, null, ['on-back', 'dry-cord', 'prone'], 'ja');
    expect(lines.pros).toEqual([]);
    expect(lines.recommendations).toEqual([
      '問1：ja: Prone sleeping raises the risk of sudden infant death.',
      '問1：ja: Teach an own cot in the parents room.',
      '問2：ja: Teach the warning signs of infection.',
    ]);
  });
});
