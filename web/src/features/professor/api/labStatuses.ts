import type { StudentLabStatusRow } from './types';

/** A student's status on each of the dashboard's labs, in order; a lab they never touched is not attempted. */
export function labStatusesOf(row: StudentLabStatusRow, labNumbers: number[]): StudentLabStatusRow['labsStatus'] {
  const byLab = new Map(row.labsStatus.map((l) => [l.labNumber, l]));
  return labNumbers.map((n) => byLab.get(n) ?? { labNumber: n, isPass: null, attempt: 0, waiting: false });
}
