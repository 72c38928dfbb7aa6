import { formatMessage, isLate, progressDot, toLocalDateTime, type Language, type LabFile, type MessageCode, type ProgressDotKey, type Subject } from '@nurselab/core';
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

export const CSV_FORMATS = ['sheet', 'keys'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

/**
 * How a score file is written. `sheet` (the default, for people): headers and words in the
 * lecturer's language, times in the university's time zone, a totals row at the end. `keys` (for
 * tools): the English column keys and words of before, ISO times in UTC, no totals row.
 */
export interface CsvOptions {
  format: CsvFormat;
  language: Language;
  timeZone: string;
}

export const KEYS_CSV: CsvOptions = { format: 'keys', language: 'en', timeZone: 'UTC' };

/** The words of one file: English keys for tools, the lecturer's language for people. */
function wordsOf(options: CsvOptions) {
  const language = options.format === 'keys' ? 'en' : options.language;
  const say = (code: MessageCode, values?: Record<string, string | number>) => formatMessage(code, language, values);
  const zoned = (code: MessageCode) => (options.format === 'keys' ? say(code) : say('csv.inZone', { column: say(code), timeZone: options.timeZone }));
  return {
    say,
    zoned,
    yesNo: (value: boolean | null | undefined) => say(value ? 'csv.yes' : 'csv.no'),
    time: (instant: Date | null | undefined) => (!instant ? '' : options.format === 'keys' ? instant.toISOString() : toLocalDateTime(instant, options.timeZone)),
    labStatus: (key: ProgressDotKey) => say(`csv.status.${key}` as MessageCode),
    /** An attempt's status in words: an answer in needs_review waits for the lecturer's grade. */
    attemptStatus: (status: string) => (status === 'needs_review' ? say('csv.status.waiting') : say(`csv.attemptStatus.${status}` as MessageCode)),
  };
}

const average = (values: (number | null | undefined)[]): number | null => {
  const present = values.filter((v): v is number => typeof v === 'number');
  return present.length ? Math.round((present.reduce((sum, v) => sum + v, 0) / present.length) * 10) / 10 : null;
};
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/**
 * student_scores.csv: one row per student; per lab the best score, attempts used, passed (blank
 * while an answer waits for a lecturer and none passed: not a fail) and the status in words.
 */
export async function studentScoresCsv(queries: ProfessorQueries, universityId: string, subject: Subject, existingLabs: number[], options: CsvOptions = KEYS_CSV): Promise<string> {
  const w = wordsOf(options);
  const [students, late, withDueDate] = await Promise.all([
    queries.progress(universityId, subject),
    queries.dueDates.lateLabs(universityId, subject),
    queries.dueDates.labNumbersWithDueDate(universityId, subject),
  ]);
  const labNumbers = dashboardLabNumbers(subject, existingLabs);
  const header = [
    w.say('csv.studentId'),
    w.say('csv.firstName'),
    w.say('csv.lastName'),
    ...labNumbers.flatMap((lab) => (['csv.labBestScore', 'csv.labAttemptsUsed', 'csv.labPassed', 'csv.labStatus', 'csv.labLate'] as const).map((code) => w.say(code, { lab }))),
  ];
  const rows: Cell[][] = students.map((s) => [
    s.studentId,
    s.firstName,
    s.lastName,
    ...labNumbers.flatMap((n) => {
      const lab = s.labs.get(n);
      const status = progressDot({ isPass: lab?.passed ?? null, attemptCount: lab?.attempts ?? 0, waiting: lab?.waiting });
      // Late: an attempt was finalised after the lab's due date (blank: the lab has no due date).
      const lateCell = withDueDate.has(n) ? w.yesNo(late.get(`${s._id}\0${n}`)) : '';
      return [lab?.bestScore ?? null, lab?.attemptsUsed ?? 0, lab?.waiting && !lab.passed ? '' : w.yesNo(lab?.passed), w.labStatus(status.key), lateCell];
    }),
  ]);
  if (options.format === 'sheet' && students.length) {
    // Per lab: the average best score, the attempts used, the students who passed and who were late.
    rows.push([
      w.say('csv.totals'),
      '',
      '',
      ...labNumbers.flatMap((n) => {
        const labs = students.map((s) => s.labs.get(n));
        const lateCount = students.filter((s) => late.get(`${s._id}\0${n}`)).length;
        return [average(labs.map((l) => l?.bestScore)), sum(labs.map((l) => l?.attemptsUsed ?? 0)), labs.filter((l) => l?.passed).length, '', withDueDate.has(n) ? lateCount : ''];
      }),
    ]);
  }
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
  options: CsvOptions = KEYS_CSV,
): Promise<string> {
  const w = wordsOf(options);
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
    w.say('csv.studentId'),
    w.say('csv.firstName'),
    w.say('csv.lastName'),
    w.say('csv.lab'),
    w.say('csv.attempt'),
    w.zoned('csv.submittedAt'),
    w.say('csv.language'),
    w.say('csv.status'),
    w.say('csv.score'),
    w.say('csv.passed'),
    w.say('csv.reviewed'),
    w.say('csv.held'),
    w.zoned('csv.dueAt'),
    w.say('csv.late'),
    ...[...columns.values()].map((c) => w.say('csv.item', { lab: c.labNumber, question: c.question, item: c.itemId })),
  ];
  const rows: Cell[][] = attempts.map((a) => {
    const person = people.get(a.userId);
    const points = itemPoints(contents.get(a.labVersionId)!, a.reviewedItems, a.evaluation);
    return [
      person?.studentId ?? null,
      person?.firstName ?? '',
      person?.lastName ?? '',
      a.labNumber,
      a.attempt,
      w.time(a.createdAt),
      a.language,
      w.attemptStatus(a.status),
      a.score,
      a.isPass === null ? '' : w.yesNo(a.isPass),
      w.yesNo(a.reviewCount > 0),
      w.yesNo(a.held),
      w.time(dues.get(a.labId)),
      w.yesNo(isLate(a.createdAt, dues.get(a.labId))),
      ...[...columns.keys()].map((k) => {
        const [lab, question, itemId] = k.split('\0');
        return Number(lab) === a.labNumber ? (points?.get(`${question}\0${itemId}`) ?? null) : null;
      }),
    ];
  });
  if (options.format === 'sheet' && rows.length) {
    // The average score and item points; how many passed, were reviewed, held and late.
    const count = (column: number) => rows.filter((r) => r[column] === w.yesNo(true)).length;
    const itemStart = 14;
    rows.push([
      w.say('csv.totals'),
      '',
      '',
      '',
      rows.length,
      '',
      '',
      '',
      average(attempts.map((a) => a.score)),
      count(9),
      count(10),
      count(11),
      '',
      count(13),
      ...[...columns.keys()].map((_, i) => average(rows.map((r) => r[itemStart + i] as number | null))),
    ]);
  }
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
