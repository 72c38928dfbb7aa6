import { describe, expect, it } from 'vitest';
import { dashboardSummary, sortLabCompletion, sortStudents, studentProgressPercent, type DashboardStudentRow } from './dashboard.js';

const lab = (labNumber: number, isPass: boolean | null, attempt = isPass === null ? 0 : 1, waiting = false) => ({ labNumber, isPass, attempt, waiting });
const row = (studentId: string, firstName: string, labs: ReturnType<typeof lab>[], extra: Partial<DashboardStudentRow> = {}): DashboardStudentRow => ({
  studentId,
  firstName,
  lastName: 'X',
  labsStatus: labs,
  ...extra,
});

const rows = [
  row('S3', 'Cara', [lab(1, true), lab(2, true), lab(3, false), lab(4, null)], { lastActivityAt: '2026-11-02T00:00:00Z', waitingAnswers: 0 }),
  row('S1', 'Ana', [lab(1, false), lab(2, null, 1, true), lab(3, null), lab(4, null)], { lastActivityAt: '2026-11-05T00:00:00Z', waitingAnswers: 2 }),
  row('S2', 'Ben', [lab(1, null), lab(2, null), lab(3, null), lab(4, null)], { lastActivityAt: null, waitingAnswers: 0 }),
];

describe('the professor dashboard', () => {
  it('sums what waits, the pass rate of graded labs and the active students', () => {
    expect(dashboardSummary(rows)).toEqual({ waiting: 2, passRate: 50, active: 2 });
    expect(dashboardSummary([rows[2]])).toEqual({ waiting: 0, passRate: null, active: 0 });
  });

  it("measures a student's progress as the labs passed", () => {
    expect(studentProgressPercent(rows[0])).toBe(50);
    expect(studentProgressPercent(rows[1])).toBe(0);
  });

  it('sorts by each column, students never active last', () => {
    const ids = (key: Parameters<typeof sortStudents>[1], dir: Parameters<typeof sortStudents>[2]) => sortStudents(rows, key, dir).map((r) => r.studentId);
    expect(ids('studentId', 'ascending')).toEqual(['S1', 'S2', 'S3']);
    expect(ids('name', 'descending')).toEqual(['S3', 'S2', 'S1']);
    expect(ids('progress', 'descending')).toEqual(['S3', 'S1', 'S2']);
    expect(ids('waiting', 'descending')).toEqual(['S1', 'S2', 'S3']);
    expect(ids('lastActivity', 'descending')).toEqual(['S1', 'S3', 'S2']);
    expect(ids('lastActivity', 'ascending')).toEqual(['S3', 'S1', 'S2']);
  });

  it('sorts the labs by completion', () => {
    const labs = [
      { labNumber: 1, completed: 5, total: 10 },
      { labNumber: 2, completed: 9, total: 10 },
      { labNumber: 3, completed: 0, total: 10 },
    ];
    expect(sortLabCompletion(labs, 'completion', 'ascending').map((l) => l.labNumber)).toEqual([3, 1, 2]);
    expect(sortLabCompletion(labs, 'labNumber', 'descending').map((l) => l.labNumber)).toEqual([3, 2, 1]);
  });
});
