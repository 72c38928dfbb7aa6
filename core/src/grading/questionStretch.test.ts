import { describe, expect, it } from 'vitest';
import { answerStretches, type Placed } from './questionStretch.js';

/** Evidence of one question at one token each, in the order given. */
const said = (...questions: number[]): Placed[] => questions.map((q, i) => ({ questionNumber: q, span: { firstToken: i * 10, lastToken: i * 10 + 1 } }));
const strayQuestions = (placed: Placed[]): number[] =>
  placed.filter((p) => answerStretches(placed, 100).strays.has(p)).map((p) => p.span.firstToken / 10);

describe('answerStretches', () => {
  it('calls an item met alone inside another answer a stray', () => {
    expect(strayQuestions(said(1, 1, 2, 1, 1, 2, 2))).toEqual([2]);
    // The answer to question 2 began with one point of question 1 in the middle of it.
    expect(strayQuestions(said(2, 2, 2, 1, 2, 1, 2, 2))).toEqual([3, 5]);
  });

  it('keeps two items together: the student came back to a question', () => {
    expect(strayQuestions(said(1, 1, 2, 2, 1, 1))).toEqual([]);
  });

  it('keeps both items of a swap where one answer ends and the next begins', () => {
    expect(strayQuestions(said(1, 1, 1, 2, 1, 2, 2, 2))).toEqual([]);
  });

  it('does not assume the questions are answered in order', () => {
    expect(strayQuestions(said(2, 2, 2, 1, 1, 1))).toEqual([]);
    expect(strayQuestions(said(3, 3, 1, 1, 2, 2))).toEqual([]);
  });

  it('gives the words outside an answer, the words between two answers belonging to both', () => {
    const placed = said(1, 1, 2, 2);
    const { outside } = answerStretches(placed, 100);
    // Question 1 answers tokens 0..19 (up to question 2's first evidence); question 2 from 12 on.
    expect(outside(1)).toEqual([{ firstToken: 20, lastToken: 99 }]);
    expect(outside(2)).toEqual([{ firstToken: 0, lastToken: 11 }]);
    expect(outside(3)).toEqual([{ firstToken: 0, lastToken: 99 }]);
  });
});
