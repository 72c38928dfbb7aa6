import { describe, expect, it } from 'vitest';
import { agreementFromTable, gradeAgreement, gradeOfScore, itemAgreement, type GradePair } from './stats.js';

const pair = (automatic: number, lecturer: number): GradePair => ({ automatic: gradeOfScore(automatic), lecturer: gradeOfScore(lecturer) });

/**
 * Ten answers (pass mark 60), automatic score / lecturer score:
 *   80/85  75/70  90/90  65/72  62/60   both pass          (5)
 *   70/50                               grader pass, lecturer fail (1)
 *   55/65  40/62                        grader fail, lecturer pass (2)
 *   30/35  20/20                        both fail          (2)
 *
 *                    lecturer pass   lecturer fail   total
 *   grader pass            5               1            6
 *   grader fail            2               2            4
 *   total                  7               3           10
 *
 * po = (5 + 2) / 10 = 0.7
 * pe = (6/10)(7/10) + (4/10)(3/10) = 0.42 + 0.12 = 0.54
 * kappa = (0.7 - 0.54) / (1 - 0.54) = 0.16 / 0.46 = 8/23 = 0.3478...
 * |differences| = 5 + 5 + 0 + 7 + 2 + 20 + 10 + 22 + 5 + 0 = 76, mean 76 / 10 = 7.6 points
 */
const FIXTURE = [pair(80, 85), pair(75, 70), pair(90, 90), pair(65, 72), pair(62, 60), pair(70, 50), pair(55, 65), pair(40, 62), pair(30, 35), pair(20, 20)];

describe('agreement of automatic grades with lecturers', () => {
  it('matches the hand-worked 2x2 table: agreement 0.7, kappa 8/23, mean difference 7.6', () => {
    const figures = gradeAgreement(FIXTURE);
    expect(figures.n).toBe(10);
    expect(figures.table).toEqual({ bothYes: 5, automaticOnly: 1, lecturerOnly: 2, bothNo: 2 });
    expect(figures.agreement).toBeCloseTo(0.7, 12);
    expect(figures.kappa).toBeCloseTo(8 / 23, 12);
    expect(figures.kappaUndefined).toBeNull();
    expect(figures.meanAbsoluteScoreDifference).toBeCloseTo(7.6, 12);
  });

  it('says kappa is undefined when both graders put every answer in one class, and still gives agreement', () => {
    // pe = 1 x 1 + 0 x 0 = 1: kappa = (1 - 1) / (1 - 1), no value.
    const figures = gradeAgreement([pair(80, 90), pair(70, 61)]);
    expect(figures).toMatchObject({ n: 2, agreement: 1, kappa: null, kappaUndefined: 'oneClass', meanAbsoluteScoreDifference: 9.5 });
    const allFail = gradeAgreement([pair(10, 20), pair(30, 30)]);
    expect(allFail).toMatchObject({ agreement: 1, kappa: null, kappaUndefined: 'oneClass' });
  });

  it('gives kappa 0 when one grader uses one class and the other both (agreement no better than chance)', () => {
    // grader passes all 4, lecturer passes 2: po = 2/4 = 0.5, pe = 1 x 0.5 + 0 x 0.5 = 0.5, kappa = 0 / 0.5 = 0.
    const figures = gradeAgreement([pair(70, 70), pair(70, 80), pair(70, 40), pair(70, 50)]);
    expect(figures.agreement).toBe(0.5);
    expect(figures.kappa).toBe(0);
  });

  it('gives kappa -1 when the graders disagree on every answer, split evenly', () => {
    // po = 0, pe = 0.5 x 0.5 + 0.5 x 0.5 = 0.5, kappa = -0.5 / 0.5 = -1.
    expect(agreementFromTable({ bothYes: 0, automaticOnly: 3, lecturerOnly: 3, bothNo: 0 }).kappa).toBe(-1);
  });

  it('has no figures without answers', () => {
    expect(gradeAgreement([])).toMatchObject({ n: 0, agreement: null, kappa: null, kappaUndefined: 'noAnswers', meanAbsoluteScoreDifference: null });
  });

  it('measures one rubric item met / not met', () => {
    // met by both 1, grader only 1, neither 2: po = 3/4, pe = (2/4)(1/4) + (2/4)(3/4) = 0.5, kappa = 0.25 / 0.5 = 0.5.
    const figures = itemAgreement([
      { automaticMet: true, lecturerMet: true },
      { automaticMet: true, lecturerMet: false },
      { automaticMet: false, lecturerMet: false },
      { automaticMet: false, lecturerMet: false },
    ]);
    expect(figures).toMatchObject({ n: 4, agreement: 0.75, kappa: 0.5, table: { bothYes: 1, automaticOnly: 1, lecturerOnly: 0, bothNo: 2 } });
  });
});
