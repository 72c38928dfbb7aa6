import { professorStudentLabsPath, type ProfessorCourse } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { labStatusesOf } from '../api/labStatuses';
import type { StudentLabStatusRow } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { ProgressDots } from './ProgressDots';

/** The student table on a phone: one card per student (ID, name, the dots, View Labs), nothing off-screen. */
export function StudentCards({ course, rows, labNumbers }: { course: ProfessorCourse; rows: StudentLabStatusRow[]; labNumbers: number[] }) {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <ul className="flex flex-col gap-3" aria-labelledby="students-title" data-testid="student-cards">
      {rows.map((row) => {
        const name = `${row.firstName} ${row.lastName}`;
        const labs = labStatusesOf(row, labNumbers);
        return (
          <li key={row._id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="student-card">
            <p className="font-semibold">
              {name}
              {row.studentId && <span className="ms-2 font-mono text-sm font-normal text-slate-600">{row.studentId}</span>}
            </p>
            <ProgressDots labs={labs} />
            <Link to={professorStudentLabsPath(course, row._id)} className={buttonClass('secondary', 'w-full')} aria-label={t('dashboard.viewLabsOf', { name })}>
              {t('dashboard.viewLabs')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
