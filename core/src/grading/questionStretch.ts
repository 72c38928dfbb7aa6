import type { Span } from './evidenceSearch.js';

/** Where one rubric item was met: its question and the words that met it. */
export interface Placed {
  questionNumber: number;
  span: Span;
}

export interface Stretches {
  /** Items met inside the answer to another question. */
  strays: Set<Placed>;
  /** Token spans outside the answer to this question (the whole text for a question not answered). */
  outside: (questionNumber: number) => Span[];
}

/**
 * Changing question costs more than one stray item and less than two: an item met alone inside
 * another answer is a stray, two together are the student coming back to a question.
 */
const SWITCH_COST = 0.75;
const EPSILON = 1e-9;

/**
 * An item belongs to its question. One recording answers every question in turn, so words
 * inside the answer to another question say something about that question: "assess contractions
 * over ten minutes for frequency and duration" answers how to admit the woman, not how to tell
 * true labour. Which question each stretch answers is read from the evidence itself, in the
 * order spoken: the labellings that keep the most items for the fewest changes of question (no
 * fixed question order: a student may answer in any order, or come back to a question). An item
 * is a stray only when every such labelling puts it in another answer; where the evidence leaves
 * it open (two items swapped where one answer ends and the next begins), the student keeps both.
 */
export function answerStretches(placed: readonly Placed[], tokenCount: number): Stretches {
  const spoken = [...placed].sort((a, b) => a.span.firstToken - b.span.firstToken);
  const questions = [...new Set(spoken.map((p) => p.questionNumber))];
  const n = spoken.length;
  const q = questions.length;
  const miss = (i: number, l: number): number => (spoken[i].questionNumber === questions[l] ? 0 : 1);
  const step = (k: number, l: number): number => (k === l ? 0 : SWITCH_COST);
  // ahead[i][l]: cheapest labelling of items 0..i with item i labelled l; behind[i][l]: of
  // items i+1..n-1 given item i is labelled l.
  const ahead = spoken.map(() => new Float64Array(q));
  const behind = spoken.map(() => new Float64Array(q));
  for (let i = 0; i < n; i++) {
    for (let l = 0; l < q; l++) {
      let best = i === 0 ? 0 : Infinity;
      for (let k = 0; i > 0 && k < q; k++) best = Math.min(best, ahead[i - 1][k] + step(k, l));
      ahead[i][l] = best + miss(i, l);
    }
  }
  for (let i = n - 2; i >= 0; i--) {
    for (let l = 0; l < q; l++) {
      let best = Infinity;
      for (let k = 0; k < q; k++) best = Math.min(best, step(l, k) + miss(i + 1, k) + behind[i + 1][k]);
      behind[i][l] = best;
    }
  }
  const optimum = n ? Math.min(...ahead[n - 1]) : 0;
  const own = (i: number): number => questions.indexOf(spoken[i].questionNumber);
  const strays = new Set(spoken.filter((_, i) => ahead[i][own(i)] + behind[i][own(i)] > optimum + EPSILON));

  // The answer to a question runs from just after the last evidence of another question before
  // its own evidence to just before the first after it: words between two answers may be either's.
  const kept = spoken.filter((p) => !strays.has(p));
  const inside = new Map<number, Span[]>();
  for (let i = 0; i < kept.length; ) {
    let j = i;
    while (j + 1 < kept.length && kept[j + 1].questionNumber === kept[i].questionNumber) j++;
    const firstToken = i > 0 ? kept[i - 1].span.lastToken + 1 : 0;
    const lastToken = j + 1 < kept.length ? kept[j + 1].span.firstToken - 1 : tokenCount - 1;
    const number = kept[i].questionNumber;
    inside.set(number, [...(inside.get(number) ?? []), { firstToken, lastToken }]);
    i = j + 1;
  }
  const outside = (questionNumber: number): Span[] => {
    const spans: Span[] = [];
    let next = 0;
    for (const s of inside.get(questionNumber) ?? []) {
      if (s.firstToken > next) spans.push({ firstToken: next, lastToken: s.firstToken - 1 });
      next = Math.max(next, s.lastToken + 1);
    }
    if (next < tokenCount) spans.push({ firstToken: next, lastToken: tokenCount - 1 });
    return spans;
  };
  return { strays, outside };
}
