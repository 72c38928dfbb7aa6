import { professorStudentLabsPath, type ProfessorCourse } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import type { StudentLabStatusRow } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { ProgressDots } from './ProgressDots';

/** SPEC.md's table: Student ID, Full Name, Progress (one dot per lab), Action (View Labs). */
export function StudentTable({ course, rows, labNumbers }: { course: ProfessorCourse; rows: StudentLabStatusRow[]; labNumbers: number[] }) {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left" data-testid="student-table">
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">{t('dashboard.colStudentId')}</th>
            <th scope="col" className="px-3 py-2">{t('dashboard.colFullName')}</th>
            <th scope="col" className="px-3 py-2">{t('dashboard.colProgress')}</th>
            <th scope="col" className="px-3 py-2">{t('dashboard.colAction')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`;
            const byLab = new Map(row.labsStatus.map((l) => [l.labNumber, l]));
            const labs = labNumbers.map((n) => byLab.get(n) ?? { labNumber: n, isPass: null, attempt: 0 });
            return (
              <tr key={row._id} className="border-t border-slate-200" data-testid="student-row">
                <td className="px-3 py-2 font-mono">{row.studentId ?? ''}</td>
                <th scope="row" className="px-3 py-2 font-medium">{name}</th>
                <td className="px-3 py-2">
                  <ProgressDots labs={labs} />
                </td>
                <td className="px-3 py-2">
                  <Link to={professorStudentLabsPath(course, row._id)} className={buttonClass('secondary', 'min-h-9 px-3 py-1 text-sm whitespace-nowrap')} aria-label={t('dashboard.viewLabsOf', { name })}>
                    {t('dashboard.viewLabs')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
