import { professorStudentLabsPath, studentProgressPercent, waitingAnswersOf, type ProfessorCourse } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { labStatusesOf } from '../api/labStatuses';
import type { StudentLabStatusRow } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { LastActivity } from './LastActivity';
import { ProgressDots } from './ProgressDots';

/** The student table on a phone: one card per student (name, ID, progress, last activity, waiting, View Labs), nothing off-screen. */
export function StudentCards({ course, rows, labNumbers, timeZone }: { course: ProfessorCourse; rows: StudentLabStatusRow[]; labNumbers: number[]; timeZone: string | undefined }) {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <ul className="flex flex-col gap-3" aria-labelledby="students-title" data-testid="student-cards">
      {rows.map((row) => {
        const name = `${row.firstName} ${row.lastName}`;
        const labs = labStatusesOf(row, labNumbers);
        const waiting = waitingAnswersOf(row);
        return (
          <li key={row._id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="student-card">
            <p className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold">
              <span>
                {name}
                {row.studentId && <span className="ms-2 font-mono text-sm font-normal text-slate-600">{row.studentId}</span>}
              </span>
              <span className="tabular-nums">{studentProgressPercent({ labsStatus: labs })}%</span>
            </p>
            <ProgressDots labs={labs} />
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <span>
                {t('dashboard.colLastActivity')}: <LastActivity at={row.lastActivityAt} timeZone={timeZone} />
              </span>
              <span className={waiting > 0 ? 'font-bold text-amber-900' : undefined}>{t('dashboard.waitingCount', { count: waiting })}</span>
            </p>
            <Link to={professorStudentLabsPath(course, row._id)} className={buttonClass('secondary', 'w-full')} aria-label={t('dashboard.viewLabsOf', { name })}>
              {t('dashboard.viewLabs')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
