import { PASS_MARK } from '../constants.js';

/**
 * How far the automatic grader agrees with lecturers, from answers both graded. Pure arithmetic:
 * the server collects the pairs, the page and the CSV show the figures.
 */

/** One grade: a 0-100 score and whether it passed. */
export interface Grade {
  score: number;
  isPass: boolean;
}

/** One answer graded twice: by the automatic grader and by a lecturer (the latest review). */
export interface GradePair {
  automatic: Grade;
  lecturer: Grade;
}

/**
 * Why Cohen's kappa has no value: no answers, or both graders put every answer in the same one
 * class (expected agreement 1, so kappa = 0/0). Agreement is still reported in that case.
 */
export type KappaUndefined = 'noAnswers' | 'oneClass';

/** The 2x2 table of two binary ratings: first word the automatic grader's, second the lecturer's. */
export interface AgreementTable {
  /** Both say yes (pass / met). */
  bothYes: number;
  /** The grader yes, the lecturer no. */
  automaticOnly: number;
  /** The grader no, the lecturer yes. */
  lecturerOnly: number;
  /** Both say no (fail / not met). */
  bothNo: number;
}

export interface BinaryAgreement {
  /** Answers behind the figures. */
  n: number;
  table: AgreementTable;
  /** Share (0-1) of answers both put in the same class; null when n = 0. */
  agreement: number | null;
  /** Cohen's kappa, or null with the reason in kappaUndefined. */
  kappa: number | null;
  kappaUndefined: KappaUndefined | null;
}

export interface GradeAgreement extends BinaryAgreement {
  /** Mean of |automatic score - lecturer score| in points (0-100 scale); null when n = 0. */
  meanAbsoluteScoreDifference: number | null;
}

/** One rubric item of one answer: did the grader find it, did the lecturer tick it. */
export interface ItemPair {
  automaticMet: boolean;
  lecturerMet: boolean;
}

/** Agreement and Cohen's kappa of two raters on one yes/no question, from their (a, b) answers. */
export function binaryAgreement(pairs: readonly (readonly [automatic: boolean, lecturer: boolean])[]): BinaryAgreement {
  const table: AgreementTable = { bothYes: 0, automaticOnly: 0, lecturerOnly: 0, bothNo: 0 };
  for (const [a, b] of pairs) {
    if (a && b) table.bothYes++;
    else if (a) table.automaticOnly++;
    else if (b) table.lecturerOnly++;
    else table.bothNo++;
  }
  return agreementFromTable(table);
}

/**
 * From a 2x2 table: observed agreement po = (both yes + both no) / n; expected agreement by
 * chance pe = P(grader yes) x P(lecturer yes) + P(grader no) x P(lecturer no);
 * kappa = (po - pe) / (1 - pe). pe = 1 only when both put every answer in one same class:
 * kappa is then undefined (reported as null, 'oneClass').
 */
export function agreementFromTable(table: AgreementTable): BinaryAgreement {
  const n = table.bothYes + table.automaticOnly + table.lecturerOnly + table.bothNo;
  if (n === 0) return { n, table, agreement: null, kappa: null, kappaUndefined: 'noAnswers' };
  const po = (table.bothYes + table.bothNo) / n;
  const automaticYes = (table.bothYes + table.automaticOnly) / n;
  const lecturerYes = (table.bothYes + table.lecturerOnly) / n;
  const pe = automaticYes * lecturerYes + (1 - automaticYes) * (1 - lecturerYes);
  if (pe >= 1 - 1e-12) return { n, table, agreement: po, kappa: null, kappaUndefined: 'oneClass' };
  return { n, table, agreement: po, kappa: (po - pe) / (1 - pe), kappaUndefined: null };
}

/** Pass/fail agreement, Cohen's kappa on pass/fail and the mean absolute score difference of graded pairs. */
export function gradeAgreement(pairs: readonly GradePair[]): GradeAgreement {
  const binary = binaryAgreement(pairs.map((p) => [p.automatic.isPass, p.lecturer.isPass] as const));
  const meanAbsoluteScoreDifference = pairs.length ? pairs.reduce((sum, p) => sum + Math.abs(p.automatic.score - p.lecturer.score), 0) / pairs.length : null;
  return { ...binary, meanAbsoluteScoreDifference };
}

/** Met / not met agreement of one rubric item between the grader's evidence and the lecturer's ticks. */
export function itemAgreement(pairs: readonly ItemPair[]): BinaryAgreement {
  return binaryAgreement(pairs.map((p) => [p.automaticMet, p.lecturerMet] as const));
}

/** A grade from a score alone (pass at the pass mark), for grades stored without their pass flag. */
export const gradeOfScore = (score: number): Grade => ({ score, isPass: score >= PASS_MARK });
