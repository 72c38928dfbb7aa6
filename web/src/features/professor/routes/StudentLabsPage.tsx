import { professorDashboardPath, professorLabDetailPath, type ProfessorCourse } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { buttonClass } from '../../../components/ui/Button';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { Loading } from '../../../components/ui/Loading';
import { useStudentLabs } from '../api/queries';
import { studentLabView, type StudentLabState } from '../api/studentLab';
import { LoadError } from '../components/LoadError';
import { ProfessorNav } from '../components/ProfessorNav';
import { ResetLinkControl } from '../components/ResetLinkControl';
import { PROFESSOR_NS } from '../locales';

const STATE: Record<StudentLabState, { tone: BadgeTone; key: string; icon: string }> = {
  notAttempted: { tone: 'grey', key: 'student.notAttempted', icon: '○' },
  waiting: { tone: 'blue', key: 'student.waiting', icon: '◔' },
  passed: { tone: 'green', key: 'student.passed', icon: '✓' },
  notPassed: { tone: 'red', key: 'student.notPassed', icon: '✗' },
};

/** SPEC.md's student labs page: the student card, "Student Labs", one card per lab in ascending order. */
export function StudentLabsPage({ course }: { course: ProfessorCourse }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const userId = useParams().userId ?? '';
  const data = useStudentLabs(course, userId);
  return (
    <div className="flex flex-col gap-6">
      <ProfessorNav />
      <Link to={professorDashboardPath(course)} className="self-start font-medium text-brand-800 underline underline-offset-2">
        <span aria-hidden="true">← </span>
        {t('student.back')}
      </Link>
      {data.isPending && <Loading />}
      {data.isError && <LoadError error={data.error} fallback={t('student.loadFailed')} onRetry={() => void data.refetch()} />}
      {data.data && (
        <>
          <section aria-label={`${data.data.student.firstName} ${data.data.student.lastName}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="student-card">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
              <dt className="font-semibold">{t('student.firstName')}</dt>
              <dd>{data.data.student.firstName}</dd>
              <dt className="font-semibold">{t('student.lastName')}</dt>
              <dd>{data.data.student.lastName}</dd>
              <dt className="font-semibold">{t('student.studentId')}</dt>
              <dd className="font-mono">{data.data.student.studentId ?? ''}</dd>
              <dt className="font-semibold">{t('student.university')}</dt>
              <dd>{data.data.student.university}</dd>
            </dl>
            <div className="mt-3">
              <ResetLinkControl userId={userId} name={`${data.data.student.firstName} ${data.data.student.lastName}`} />
            </div>
          </section>
          <h1 className="text-3xl font-bold">{t('student.title')}</h1>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {data.data.labs.map((lab) => {
              const view = studentLabView(lab);
              const state = STATE[view.state];
              return (
                <li key={view.labNumber} className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="student-lab" data-lab={view.labNumber}>
                  <h2 className="text-lg font-semibold">{t('student.labNumber', { number: view.labNumber })}</h2>
                  {view.labName && <p className="text-sm text-slate-700"><KeepThaiWords>{view.labName}</KeepThaiWords></p>}
                  <Badge tone={state.tone} icon={<span aria-hidden="true">{state.icon}</span>}>
                    {t(state.key)}
                  </Badge>
                  {view.attempts > 0 && (
                    <>
                      <p className="text-sm">
                        {t('student.attemptsLatest', {
                          count: view.attempts,
                          latest: view.latestIsPass === null ? t('student.latestPending') : view.latestIsPass ? t('student.latestPass') : t('student.latestFail'),
                        })}
                      </p>
                      <Link to={professorLabDetailPath(course, userId, view.labNumber)} className={buttonClass('secondary', 'min-h-9 px-3 py-1 text-sm')} aria-label={t('student.viewDetailsOf', { number: view.labNumber })}>
                        {t('student.viewDetails')}
                      </Link>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
