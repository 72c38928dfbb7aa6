import { professorStudentLabsPath, type ProfessorCourse } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { DataTable, RowLink } from '../../../components/ui/DataTable';
import { labStatusesOf } from '../api/labStatuses';
import type { StudentLabStatusRow } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { ProgressDots } from './ProgressDots';

/** SPEC.md's table: Student ID, Full Name, Progress (one dot per lab), Action (View Labs). */
export function StudentTable({ course, rows, labNumbers }: { course: ProfessorCourse; rows: StudentLabStatusRow[]; labNumbers: number[] }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const columns = [
    { key: 'studentId', label: t('dashboard.colStudentId') },
    { key: 'name', label: t('dashboard.colFullName') },
    { key: 'progress', label: t('dashboard.colProgress') },
    { key: 'action', label: t('dashboard.colAction') },
  ];
  return (
    <DataTable columns={columns} minWidth="36rem" testId="student-table">
      {rows.map((row) => {
        const name = `${row.firstName} ${row.lastName}`;
        const labs = labStatusesOf(row, labNumbers);
        return (
          <tr key={row._id} className="border-t border-slate-200" data-testid="student-row">
            <td className="px-3 py-2 font-mono">{row.studentId ?? ''}</td>
            <th scope="row" className="px-3 py-2 font-medium">
              {name}
            </th>
            <td className="px-3 py-2">
              <ProgressDots labs={labs} />
            </td>
            <td className="px-3 py-2">
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
