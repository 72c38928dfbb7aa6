import { gradeAgainstReference, type ReferenceOptions } from '../../core/src/grading/referenceGrader.js';
import type { MohlerRow } from './dataset.js';

/** The grader's 0..1 score for every row: reference answer and question only, nothing learnt. */
export function gradeRows(rows: MohlerRow[], options: ReferenceOptions = {}): number[] {
  return rows.map((row) => gradeAgainstReference(row.referenceAnswer, row.studentAnswer, 'en', { ...options, question: row.question }).score);
}
