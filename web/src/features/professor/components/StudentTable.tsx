import { professorStudentLabsPath, studentProgressPercent, waitingAnswersOf, type ProfessorCourse, type SortDirection, type StudentSortKey } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { DataTable, RowLink } from '../../../components/ui/DataTable';
import { labStatusesOf } from '../api/labStatuses';
import type { StudentLabStatusRow } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { LastActivity } from './LastActivity';
import { ProgressDots } from './ProgressDots';
import { SortHeader } from './SortHeader';

export interface StudentSort {
  key: StudentSortKey;
  direction: SortDirection;
}

/** SPEC.md's table (Student ID, Full Name, Progress, Action) with last activity and answers waiting; every column but the action sorts. */
export function StudentTable({
  course,
  rows,
  labNumbers,
  sort,
  onSort,
  timeZone,
}: {
  course: ProfessorCourse;
  rows: StudentLabStatusRow[];
  labNumbers: number[];
  sort: StudentSort;
  onSort: (key: StudentSortKey) => void;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation(PROFESSOR_NS);
  const sortable = (key: StudentSortKey, label: string) => ({
    key,
    label: <SortHeader label={label} active={sort.key === key} direction={sort.direction} onSort={() => onSort(key)} />,
    sort: sort.key === key ? sort.direction : ('none' as const),
  });
  const columns = [
    sortable('studentId', t('dashboard.colStudentId')),
    sortable('name', t('dashboard.colFullName')),
    sortable('progress', t('dashboard.colProgress')),
    sortable('lastActivity', t('dashboard.colLastActivity')),
    sortable('waiting', t('dashboard.colWaiting')),
    { key: 'action', label: t('dashboard.colAction') },
  ];
  return (
    <DataTable columns={columns} labelledBy="students-title" minWidth="52rem" testId="student-table">
      {rows.map((row) => {
        const name = `${row.firstName} ${row.lastName}`;
        const labs = labStatusesOf(row, labNumbers);
        const waiting = waitingAnswersOf(row);
        return (
          <tr key={row._id} className="border-t border-slate-200 text-sm" data-testid="student-row">
            <td className="px-3 py-1 font-mono">{row.studentId ?? ''}</td>
            <th scope="row" className="px-3 py-1 font-medium">
              {name}
            </th>
            <td className="px-3 py-1">
              <span className="flex items-center gap-2">
                <ProgressDots labs={labs} />
                <span className="font-semibold tabular-nums" data-testid="student-progress">
                  {studentProgressPercent({ labsStatus: labs })}%
                </span>
              </span>
            </td>
            <td className="px-3 py-1 whitespace-nowrap" data-testid="student-last-activity">
              <LastActivity at={row.lastActivityAt} timeZone={timeZone} />
            </td>
            <td className="px-3 py-1 text-center tabular-nums" data-testid="student-waiting">
              {waiting > 0 ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-bold text-amber-950">{waiting}</span> : <span className="text-slate-500">0</span>}
            </td>
            <td className="px-3 py-1">
              <RowLink to={professorStudentLabsPath(course, row._id)} label={t('dashboard.viewLabsOf', { name })}>
                {t('dashboard.viewLabs')}
              </RowLink>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
