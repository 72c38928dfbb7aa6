import { isLate, progressDot, type LabFile, type ProgressDotKey, type Subject } from '@nurselab/core';
import { stringify } from 'csv-stringify/sync';
import type { ProfessorQueries } from '../submissions/repository.js';
import { dashboardLabNumbers } from './dashboard.js';

type Cell = string | number | null;

/** A text cell Excel or LibreOffice would run as a formula (= + - @, tab, CR) is prefixed with '. */
export function neutraliseFormula(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 (CRLF, quotes doubled) through csv-stringify, UTF-8 with a BOM so Excel shows Thai. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return stringify([header, ...rows].map((r) => r.map(neutraliseFormula)), { bom: true, record_delimiter: 'windows', cast: { number: (n) => String(n) } });
}

const yesNo = (value: boolean | null | undefined) => (value ? 'yes' : 'no');

/** A lab's status in words a lecturer reads, by core's dashboard rule (the dot's colour). */
export const LAB_STATUS_TEXT: Record<ProgressDotKey, string> = {
  waiting: 'waiting for lecturer',
  passed: 'passed',
  attempted: 'not passed',
  notAttempted: 'not attempted',
};

/** An attempt's status in words: an answer in needs_review waits for the lecturer's grade. */
const attemptStatusText = (status: string) => (status === 'needs_review' ? 'waiting for lecturer' : status);

/**
 * student_scores.csv: one row per student; per lab the best score, attempts used, passed (blank
 * while an answer waits for a lecturer and none passed: not a fail) and the status in words.
 */
export async function studentScoresCsv(queries: ProfessorQueries, universityId: string, subject: Subject, existingLabs: number[]): Promise<string> {
  const [students, late, withDueDate] = await Promise.all([
    queries.progress(universityId, subject),
    queries.dueDates.lateLabs(universityId, subject),
    queries.dueDates.labNumbersWithDueDate(universityId, subject),
  ]);
  const labNumbers = dashboardLabNumbers(subject, existingLabs);
  const header = [
    'Student ID',
    'First Name',
    'Last Name',
    ...labNumbers.flatMap((n) => [`Lab ${n} Best Score`, `Lab ${n} Attempts Used`, `Lab ${n} Passed`, `Lab ${n} Status`, `Lab ${n} Late`]),
  ];
  const rows = students.map((s) => [
    s.studentId,
    s.firstName,
    s.lastName,
    ...labNumbers.flatMap((n) => {
      const lab = s.labs.get(n);
      const status = progressDot({ isPass: lab?.passed ?? null, attemptCount: lab?.attempts ?? 0, waiting: lab?.waiting });
      // Late: an attempt was finalised after the lab's due date (blank: the lab has no due date).
      const lateCell = withDueDate.has(n) ? yesNo(late.get(`${s._id}\0${n}`)) : '';
      return [lab?.bestScore ?? null, lab?.attemptsUsed ?? 0, lab?.waiting && !lab.passed ? '' : yesNo(lab?.passed), LAB_STATUS_TEXT[status.key], lateCell];
    }),
  ]);
  return toCsv(header, rows);
}

/**
 * student_attempts.csv: one row per attempt, with the points each rubric item earned (by the
 * latest review when reviewed, else by the automatic grader). Item columns are "Lab N Q{q} {item id}".
 */
export async function attemptScoresCsv(
  queries: ProfessorQueries,
  universityId: string,
  subject: Subject,
  versionContent: (versionId: string) => Promise<LabFile>,
  labNumber?: number,
): Promise<string> {
  const [students, attempts, dues] = await Promise.all([
    queries.students(universityId),
    queries.attemptsForExport(universityId, subject, labNumber),
    queries.dueDates.ofUniversity(universityId),
  ]);
  const people = new Map(students.map((s) => [s._id, s]));
  const contents = new Map<string, LabFile>();
  for (const versionId of new Set(attempts.map((a) => a.labVersionId))) contents.set(versionId, await versionContent(versionId));

  // Columns: every item of every lab version met, in lab, question and rubric order.
  const columns = new Map<string, { labNumber: number; question: number; itemId: string }>();
  const columnKey = (labNumber: number, question: number, itemId: string) => `${labNumber}\0${question}\0${itemId}`;
  for (const a of [...attempts].sort((x, y) => x.labNumber - y.labNumber)) {
    for (const q of contents.get(a.labVersionId)!.questions) {
      for (const item of q.rubric) columns.set(columnKey(a.labNumber, q.number, item.id), { labNumber: a.labNumber, question: q.number, itemId: item.id });
    }
  }
  const header = [
    'Student ID',
    'First Name',
    'Last Name',
    'Lab',
    'Attempt',
    'Submitted At',
    'Language',
    'Status',
    'Score',
    'Passed',
    'Reviewed',
    'Held',
    'Due At',
    'Late',
    ...[...columns.values()].map((c) => `Lab ${c.labNumber} Q${c.question} ${c.itemId}`),
  ];
  const rows = attempts.map((a) => {
    const person = people.get(a.userId);
    const points = itemPoints(contents.get(a.labVersionId)!, a.reviewedItems, a.evaluation);
    return [
      person?.studentId ?? null,
      person?.firstName ?? '',
      person?.lastName ?? '',
      a.labNumber,
      a.attempt,
      a.createdAt.toISOString(),
      a.language,
      attemptStatusText(a.status),
      a.score,
      a.isPass === null ? '' : yesNo(a.isPass),
      yesNo(a.reviewCount > 0),
      yesNo(a.held),
      dues.get(a.labId)?.toISOString() ?? '',
      yesNo(isLate(a.createdAt, dues.get(a.labId))),
      ...[...columns.keys()].map((k) => {
        const [lab, question, itemId] = k.split('\0');
        return Number(lab) === a.labNumber ? (points?.get(`${question}\0${itemId}`) ?? null) : null;
      }),
    ];
  });
  return toCsv(header, rows);
}

/** Points per "question\0item": the question's points x item weight / all weights when met, else 0. */
function itemPoints(content: LabFile, reviewedItems: string[] | null, evaluation: Record<string, unknown> | null): Map<string, number> | null {
  let met: (question: number, itemId: string) => boolean;
  if (reviewedItems) {
    const set = new Set(reviewedItems);
    met = (_q, itemId) => set.has(itemId);
  } else {
    const questions = (evaluation?.questions ?? null) as { number: number; items: { itemId: string; met: boolean }[] }[] | null;
    if (!Array.isArray(questions)) return null;
    const set = new Set(questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => `${q.number}\0${i.itemId}`)));
    met = (q, itemId) => set.has(`${q}\0${itemId}`);
  }
  const points = new Map<string, number>();
  for (const q of content.questions) {
    const total = q.rubric.reduce((sum, i) => sum + i.weight, 0);
    for (const item of q.rubric) {
      points.set(`${q.number}\0${item.id}`, met(q.number, item.id) && total > 0 ? Math.round(((q.points * item.weight) / total) * 100) / 100 : 0);
    }
  }
  return points;
}
