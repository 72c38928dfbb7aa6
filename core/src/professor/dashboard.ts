/**
 * The professor dashboard's numbers (issue 23 item 4): a summary first, then the students sorted
 * by what the lecturer asks about (progress, last activity, answers waiting).
 */

export interface DashboardLabStatus {
  labNumber: number;
  /** Ever passed; null: no graded attempt. */
  isPass: boolean | null;
  attempt: number;
  waiting?: boolean;
}

export interface DashboardStudentRow {
  studentId: string | null;
  firstName: string;
  lastName: string;
  labsStatus: DashboardLabStatus[];
  /** The student's latest attempt of the course's labs (ISO), null before any. */
  lastActivityAt?: string | null;
  /** Answers waiting for a lecturer. */
  waitingAnswers?: number;
}

/** A student's progress: the share of the dashboard's labs passed, rounded down (as the student's own ring). */
export function studentProgressPercent(row: Pick<DashboardStudentRow, 'labsStatus'>): number {
  if (!row.labsStatus.length) return 0;
  return Math.floor((row.labsStatus.filter((l) => l.isPass).length / row.labsStatus.length) * 100);
}

/** Answers of a student waiting for a lecturer (rows without the count: the labs with one waiting). */
export const waitingAnswersOf = (row: Pick<DashboardStudentRow, 'labsStatus' | 'waitingAnswers'>): number =>
  row.waitingAnswers ?? row.labsStatus.filter((l) => l.waiting).length;

export interface DashboardSummary {
  /** Answers waiting for a lecturer, over every student. */
  waiting: number;
  /** Of the labs students have a graded result in, the share passed (rounded %); null before any graded result. */
  passRate: number | null;
  /** Students with at least one attempt. */
  active: number;
}

export function dashboardSummary(rows: DashboardStudentRow[]): DashboardSummary {
  let waiting = 0;
  let graded = 0;
  let passed = 0;
  let active = 0;
  for (const row of rows) {
    waiting += waitingAnswersOf(row);
    if (row.labsStatus.some((l) => l.attempt > 0)) active++;
    for (const lab of row.labsStatus) {
      if (lab.isPass === null) continue;
      graded++;
      if (lab.isPass) passed++;
    }
  }
  return { waiting, passRate: graded ? Math.round((passed / graded) * 100) : null, active };
}

export const STUDENT_SORT_KEYS = ['studentId', 'name', 'progress', 'lastActivity', 'waiting'] as const;
export type StudentSortKey = (typeof STUDENT_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';

/** The direction a column sorts in when first chosen: most waiting, latest activity and most progress first. */
export const defaultSortDirection = (key: StudentSortKey): SortDirection => (key === 'studentId' || key === 'name' ? 'ascending' : 'descending');

const text = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/** The students in the order asked; ties keep student ID order, students never active sort last for activity. */
export function sortStudents<T extends DashboardStudentRow>(rows: readonly T[], key: StudentSortKey, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const byId = (a: T, b: T) => text(a.studentId ?? '', b.studentId ?? '') || text(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`);
  const compare = (a: T, b: T): number => {
    switch (key) {
      case 'studentId':
        return sign * byId(a, b);
      case 'name':
        return sign * text(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`) || byId(a, b);
      case 'progress':
        return sign * (studentProgressPercent(a) - studentProgressPercent(b)) || byId(a, b);
      case 'waiting':
        return sign * (waitingAnswersOf(a) - waitingAnswersOf(b)) || byId(a, b);
      case 'lastActivity': {
        const at = (r: T) => (r.lastActivityAt ? Date.parse(r.lastActivityAt) : null);
        const x = at(a);
        const y = at(b);
        if (x === null || y === null) return x === y ? byId(a, b) : x === null ? 1 : -1;
        return sign * (x - y) || byId(a, b);
      }
    }
  };
  return [...rows].sort(compare);
}

export interface LabCompletionRow {
  labNumber: number;
  completed: number;
  total: number;
}
export const LAB_SORT_KEYS = ['labNumber', 'completion'] as const;
export type LabSortKey = (typeof LAB_SORT_KEYS)[number];

/** Per-lab completion in the order asked (completion: the share passed; ties by lab number). */
export function sortLabCompletion<T extends LabCompletionRow>(rows: readonly T[], key: LabSortKey, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const share = (r: T) => (r.total ? r.completed / r.total : 0);
  return [...rows].sort((a, b) => (key === 'labNumber' ? sign * (a.labNumber - b.labNumber) : sign * (share(a) - share(b)) || a.labNumber - b.labNumber));
}
