import { DEFAULT_ATTEMPTS, groupOfLab, MATERNAL_CHILD_GROUPS, MAX_RECORDING_SECONDS, overallProgress, PASS_MARK, progressTone, type MaternalChildGroup } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { Loading } from '../../../components/ui/Loading';
import { ProgressRing } from '../../../components/ui/ProgressRing';
import { formatDuration } from '../../../lib/format';
import { useScoringModes } from '../../speech';
import { useStudentLabs } from '../api';
import { DashboardHeader } from '../components/DashboardHeader';
import { ErrorState } from '../components/ErrorState';
import { LabGrid } from '../components/LabCard';

const GROUPS = Object.entries(MATERNAL_CHILD_GROUPS) as [MaternalChildGroup, (typeof MATERNAL_CHILD_GROUPS)[MaternalChildGroup]][];

/** /student/dashboard: maternal and child nursing (SPEC.md section 2). */
export function StudentDashboardPage() {
  const { t, i18n } = useTranslation();
  const labs = useStudentLabs('maternalchild');
  // This server's time for an answer of the longest length now, from its measured speed and queue (no fixed figure).
  const estimate = useScoringModes().data?.estimate;
  const percent = labs.data ? overallProgress(labs.data) : 0;
  const passed = labs.data?.filter((l) => l.everPassed).length ?? 0;
  // Labs the university's lecturers wrote (issue 22) belong to none of SPEC.md's three lists.
  const own = labs.data?.filter((l) => !groupOfLab(l.labNumber)) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t('dashboards.student')} />

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <section aria-labelledby="progress-title" className="flex flex-col items-center gap-3 text-center">
            <h2 id="progress-title" className="self-start text-xl font-semibold">
              <KeepThaiWords>{t('catalogue.progress.title')}</KeepThaiWords>
            </h2>
            {labs.isPending && <Loading />}
            {labs.isError && <ErrorState error={labs.error} onRetry={() => void labs.refetch()} what="labs" />}
            {labs.data && (
              <>
                <ProgressRing percent={percent} tone={progressTone(percent)} label={t('catalogue.progress.label')}>
                  <span className="text-sm text-slate-700">{t('catalogue.progress.passedShort')}</span>
                </ProgressRing>
                <p>{t('catalogue.progress.summary', { passed, total: labs.data.length })}</p>
              </>
            )}
          </section>
        </Card>

        <Card>
          <section aria-labelledby="instructions-title" className="flex flex-col gap-3">
            <h2 id="instructions-title" className="text-xl font-semibold">
              <KeepThaiWords>{t('catalogue.instructions.title')}</KeepThaiWords>
            </h2>
            <ol className="flex list-decimal flex-col gap-2 pl-6">
              <li><KeepThaiWords>{t('catalogue.instructions.open')}</KeepThaiWords></li>
              <li>{t('catalogue.instructions.record', { minutes: MAX_RECORDING_SECONDS / 60 })}</li>
              <li>
                {estimate && estimate.seconds !== null
                  ? t('catalogue.instructions.resultsEstimate', {
                      passMark: PASS_MARK,
                      length: formatDuration(estimate.audioSeconds, i18n.language),
                      time: formatDuration(estimate.seconds, i18n.language),
                    })
                  : t('catalogue.instructions.results', { passMark: PASS_MARK })}
              </li>
              <li>{t('catalogue.instructions.attempts', { count: DEFAULT_ATTEMPTS })}</li>
            </ol>
            <p>
              <Link to="/library/1" className="font-medium text-brand-800 underline underline-offset-2">
                {t('catalogue.instructions.guide')}
              </Link>
            </p>
          </section>
        </Card>
      </div>

      <section aria-labelledby="groups-title" className="flex flex-col gap-3">
        <h2 id="groups-title" className="text-xl font-semibold">
          <KeepThaiWords>{t('catalogue.groups.title')}</KeepThaiWords>
        </h2>
        <ul role="list" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {GROUPS.map(([group, range]) => (
            <li key={group}>
              <Link to={range.path} className={buttonClass('primary', 'w-full flex-col py-4 text-lg')}>
                <span><KeepThaiWords>{t(`catalogue.groups.${group}`)}</KeepThaiWords></span>
                <span className="text-sm font-normal">{t('catalogue.groups.range', { from: range.from, to: range.to })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {own.length > 0 && (
        <section aria-labelledby="own-labs-title" className="flex flex-col gap-3">
          <h2 id="own-labs-title" className="text-xl font-semibold">
            <KeepThaiWords>{t('catalogue.ownLabs')}</KeepThaiWords>
          </h2>
          <LabGrid subject="maternalchild" rows={own} columns={3} label={t('catalogue.ownLabs')} />
        </section>
      )}
    </div>
  );
}
