import { toCsv } from '../professor/scoresCsv.js';
import type { AgreementReport, Figures } from './service.js';

const round = (value: number | null, digits: number) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/**
 * agreement.csv: one row for every university in scope ('all'), one per lab, one per lab,
 * language and engine, one per rubric item of those, one per lab, language and judge (the
 * rubric grader, the language model: the Judge column), and one per danger rule. Headings are in
 * English, as in student_scores.csv; text cells that a spreadsheet would run are neutralised there.
 */
export function agreementCsv(report: AgreementReport): string {
  const header = [
    'Level',
    'Subject',
    'Lab',
    'Lab Title',
    'Language',
    'Engine',
    'Question',
    'Item',
    'Answers',
    'Agreement',
    'Cohen Kappa',
    'Kappa Note',
    'Mean Abs Score Difference',
    'Both Pass or Met',
    'Grader Only',
    'Lecturer Only',
    'Both Fail or Not Met',
    'Sent To Lecturer',
    'With Release Decision',
    'Share Sent To Lecturer',
    'Dangers Confirmed',
    'Dangers Rejected',
    'Judge',
  ];
  const kappaNote = (reason: string | null) => (reason === 'oneClass' ? 'undefined: both graders gave one class only' : reason === 'noAnswers' ? 'no answers' : '');
  const binaryCells = (f: Pick<Figures, 'n' | 'agreement' | 'kappa' | 'kappaUndefined' | 'table'>) => [
    f.n,
    round(f.agreement, 4),
    round(f.kappa, 4),
    kappaNote(f.kappaUndefined),
  ];
  const tableCells = (f: Pick<Figures, 'table'>) => [f.table.bothYes, f.table.automaticOnly, f.table.lecturerOnly, f.table.bothNo];
  const figureCells = (f: Figures) => [
    ...binaryCells(f),
    round(f.meanAbsoluteScoreDifference, 2),
    ...tableCells(f),
    f.sentToLecturer.sent,
    f.sentToLecturer.decided,
    round(f.sentToLecturer.share, 4),
    f.dangers.confirmed,
    f.dangers.rejected,
  ];
  const rows: (string | number | null)[][] = [['all', '', null, '', '', '', null, '', ...figureCells(report.overall), '']];
  for (const lab of report.labs) rows.push(['lab', lab.subject, lab.labNumber, lab.labTitle ?? '', '', '', null, '', ...figureCells(lab), '']);
  for (const row of report.rows) {
    rows.push(['lab/language/engine', row.subject, row.labNumber, row.labTitle ?? '', row.language, row.engine, null, '', ...figureCells(row), '']);
    for (const item of row.items) {
      rows.push(['item', row.subject, row.labNumber, row.labTitle ?? '', row.language, row.engine, item.questionNumber, item.itemId, ...binaryCells(item), null, ...tableCells(item), null, null, null, null, null, '']);
    }
  }
  for (const row of report.judges) {
    rows.push(['lab/language/judge', row.subject, row.labNumber, row.labTitle ?? '', row.language, '', null, '', ...binaryCells(row), round(row.meanAbsoluteScoreDifference, 2), ...tableCells(row), null, null, null, null, null, row.judge]);
  }
  for (const rule of report.dangerRules) {
    rows.push(['danger rule', rule.subject, rule.labNumber, rule.labTitle ?? '', '', '', null, rule.itemId, ...Array(12).fill(null), rule.confirmed, rule.rejected, '']);
  }
  return toCsv(header, rows);
}
