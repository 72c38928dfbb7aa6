import { describe, expect, it } from 'vitest';
import { scoreFromItems } from './itemsScore.js';
import { gradeWithRubric } from './rubricGrader.js';
import type { Question } from '../content/labSchema.js';

const text = (en: string) => ({ th: en, zh: en, en, ja: en, id: en });
const item = (id: string, weight: number, phrase: string) => ({
  id,
  weight,
  phrasings: { th: [phrase], zh: [phrase], en: [phrase], ja: [phrase], id: [phrase] },
  feedback: { met: text(`met ${id}`), missed: text(`missed ${id}`) },
});
const questions: Question[] = [
  { number: 1, points: 10, text: text('q1'), rubric: [item('hands', 2, 'wash hands'), item('towel', 1, 'clean towel')] },
  { number: 2, points: 50, text: text('q2'), rubric: [item('cord', 1, 'umbilical cord'), item('dry', 1, 'keep it dry'), item('alcohol', 2, 'alcohol swab')] },
];

describe('scoreFromItems', () => {
  it('gives the same score as the automatic grader for the same items met', () => {
    const words = 'first wash hands then clean the umbilical cord and keep it dry'.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.5 }));
    const grade = gradeWithRubric(questions, { language: 'en', text: words.map((w) => w.text).join(' '), words });
    const met = grade.questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => i.itemId));
    expect(grade.score).toBeGreaterThan(0);
    expect(grade.score).toBeLessThan(100);
    expect(scoreFromItems(questions, met)).toBe(grade.score);
  });

  it('is 100 with every item, 0 with none, and weighs points across questions', () => {
    const all = questions.flatMap((q) => q.rubric.map((i) => i.id));
    expect(scoreFromItems(questions, all)).toBe(100);
    expect(scoreFromItems(questions, [])).toBe(0);
    // Question 1 only (10 of 60 points): 16.7.
    expect(scoreFromItems(questions, ['hands', 'towel'])).toBe(16.7);
    expect(scoreFromItems(questions, ['unknown'])).toBe(0);
    expect(scoreFromItems([], all)).toBe(0);
  });

  it('caps the score below the pass mark when a critical item is ticked, as the grader does', () => {
    const withCritical = questions.map((q, i) => (i === 0 ? { ...q, critical: [{ id: 'no-hygiene' }] } : q));
    const all = questions.flatMap((q) => q.rubric.map((i) => i.id));
    expect(scoreFromItems(withCritical, all)).toBe(100);
    expect(scoreFromItems(withCritical, [...all, 'no-hygiene'])).toBe(59);
    expect(scoreFromItems(withCritical, ['hands', 'no-hygiene'])).toBe(11.1);
  });
});
