import { describe, expect, it } from 'vitest';
import { countCues } from '../polarity.js';
import { gradeWithRubric } from '../rubricGrader.js';
import { item, question, spoken } from '../testRubric.js';

describe('the English pack', () => {
  it('reads every form of "refrain" as a negation cue', () => {
    for (const form of ['refrain', 'refrains', 'refraining', 'refrained']) expect(countCues(['she', form, 'from', 'feeding'], 'en')).toBe(1);
  });

  it('so "refraining from giving the digoxin" meets "do not give the digoxin", and does not meet "give the digoxin"', () => {
    const grade = (phrasing: string) =>
      gradeWithRubric([question(1, [item('x', { en: [phrasing] })])], spoken('en', 'I am refraining from giving the digoxin')).questions[0].items[0].met;
    expect(grade('do not give the digoxin')).toBe(true);
    expect(grade('give the digoxin')).toBe(false);
  });
});
