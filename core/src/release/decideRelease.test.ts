import { describe, expect, it } from 'vitest';
import { gradeWithRubric } from '../grading/rubricGrader.js';
import { criticalItem, item, question, spoken } from '../grading/testRubric.js';
import type { GradeResult } from '../grading/types.js';
import { decideRelease, isAuditSample } from './decideRelease.js';
import { explainedBy } from './unexplained.js';

const grade = (score: number, extra: Partial<GradeResult> = {}) => ({ score, uncappedScore: score, critical: [], ...extra });
const finding = { questionNumber: 1, itemId: 'honey', danger: 'no honey before one year', evidence: { quote: 'give honey', start: 1, end: 2, phrasing: 'give honey', similarity: 1, polarity: 'positive' as const } };

describe('decideRelease', () => {
  it('releases a clear pass and a clear short fail of a well heard answer', () => {
    expect(decideRelease(grade(92), { confidence: 0.9 })).toEqual({ automatic: true, reasons: [] });
    expect(decideRelease(grade(20), { confidence: 0.9 })).toEqual({ automatic: true, reasons: [] });
  });

  it('holds a danger for a lecturer, or fails it at once when the university says so', () => {
    const dangerous = grade(59, { uncappedScore: 95, critical: [finding] });
    expect(decideRelease(dangerous, {})).toEqual({ automatic: false, reasons: [{ code: 'danger', itemIds: ['honey'] }] });
    expect(decideRelease(dangerous, {}, { danger: 'fail' })).toMatchObject({ automatic: true, reasons: [{ code: 'danger' }] });
  });

  it('holds what the recogniser was unsure of, and an answer in another language', () => {
    expect(decideRelease(grade(95), { confidence: 0.3 }, { minHearing: 0.5 })).toEqual({
      automatic: false,
      reasons: [{ code: 'hearing', confidence: 0.3, threshold: 0.5 }],
    });
    expect(decideRelease(grade(95), { lab: 'th', spoken: 'en' })).toEqual({ automatic: false, reasons: [{ code: 'language', lab: 'th', spoken: 'en' }] });
  });

  it('holds a score near the pass mark, on the items earned (before a danger cap)', () => {
    expect(decideRelease(grade(55), {}).reasons).toEqual([{ code: 'nearPassMark', score: 55, band: 10 }]);
    expect(decideRelease(grade(70), {}).reasons).toEqual([{ code: 'nearPassMark', score: 70, band: 15 }]);
    expect(decideRelease(grade(49.9), {}).automatic).toBe(true);
    expect(decideRelease(grade(75), {}).automatic).toBe(true);
  });

  it('holds a long failing answer (few items met for much said), not a short one', () => {
    const long = { contentWords: 60, knownShare: 0.9, worst: null };
    expect(decideRelease(grade(30, { explained: long }), {}).reasons).toEqual([{ code: 'fewItems', contentWords: 60, score: 30 }]);
    expect(decideRelease(grade(30, { explained: { ...long, contentWords: 12 } }), {}).automatic).toBe(true);
  });

  it('holds an answer its two judges grade apart (pass/fail, or beyond the margin), and one whose second judge failed', () => {
    expect(decideRelease(grade(90), {}, {}, { other: { score: 80, isPass: true } })).toEqual({ automatic: true, reasons: [] });
    expect(decideRelease(grade(90), {}, {}, { other: { score: 74, isPass: true } }).reasons).toEqual([{ code: 'judgesDisagree', score: 90, otherScore: 74, margin: 15 }]);
    expect(decideRelease(grade(90), {}, { judgesMargin: 20 }, { other: { score: 74, isPass: true } }).automatic).toBe(true);
    expect(decideRelease(grade(40), {}, {}, { other: { score: 45, isPass: true } }).reasons.map((r) => r.code)).toEqual(['judgesDisagree']);
    expect(decideRelease(grade(20), {}, {}, { failed: true })).toEqual({ automatic: false, reasons: [{ code: 'judgeFailed' }] });
  });

  it('holds an answer whose language model named a danger it could not quote, whatever the danger policy', () => {
    const named = { other: { score: 88, isPass: true }, unverifiedDangers: ['Honey can cause infant botulism'] };
    expect(decideRelease(grade(90), {}, {}, named)).toEqual({ automatic: false, reasons: [{ code: 'unverifiedDanger', names: ['Honey can cause infant botulism'] }] });
    expect(decideRelease(grade(90), {}, { danger: 'fail' }, named).automatic).toBe(false);
    expect(decideRelease(grade(90), {}, {}, { ...named, unverifiedDangers: [] }).automatic).toBe(true);
  });

  it('an audit sample is released and marked', () => {
    expect(decideRelease(grade(90), {}, { auditSample: true })).toEqual({ automatic: true, reasons: [{ code: 'audit' }] });
  });
});

describe('explainedBy', () => {
  const lab = {
    questions: [question(1, [item('feed', { en: ['breastfeed on demand'] }), item('latch', { en: ['check the latch'] })], [criticalItem('honey', { en: ['give honey'] }, {})])],
    scenario: { en: 'A mother asks how to feed her newborn baby.' },
  };

  it('finds the stretch of an answer that no text of the lab uses, with its words and times', () => {
    const transcript = spoken('en', 'I would breastfeed on demand and check the latch, then rub warm camphor ointment across his chest tonight, then check the latch again');
    const explained = explainedBy(lab, transcript);
    expect(explained.worst!.unknown).toBe(6);
    expect(explained.worst!.quote).toMatch(/warm camphor ointment across his chest/);
    expect(explained.worst!.end).toBeGreaterThan(explained.worst!.start);
    const held = decideRelease({ ...gradeWithRubric(lab.questions, transcript, { scenario: lab.scenario }) }, {});
    expect(held.reasons.map((r) => r.code)).toContain('unexplained');
  });

  it('an answer in the lab\'s own words leaves nothing unexplained', () => {
    const explained = explainedBy(lab, spoken('en', 'The mother should breastfeed her newborn baby on demand, and I would check the latch and how to feed'));
    expect(explained.knownShare).toBeGreaterThan(0.8);
    expect(explained.worst!.unknown).toBeLessThan(3);
  });
});

describe('isAuditSample', () => {
  it('draws about the share asked, the same way every time', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const drawn = ids.filter((id) => isAuditSample(id, 0.1)).length;
    expect(drawn / ids.length).toBeGreaterThan(0.08);
    expect(drawn / ids.length).toBeLessThan(0.12);
    expect(ids.filter((id) => isAuditSample(id, 0.1))).toEqual(ids.filter((id) => isAuditSample(id, 0.1)));
    expect(ids.some((id) => isAuditSample(id, 0))).toBe(false);
    expect(ids.every((id) => isAuditSample(id, 1))).toBe(true);
  });
});
