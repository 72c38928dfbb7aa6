import { overallProgress, progressTone, type Subject } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { useStudentLabs } from '../api';
import { DashboardHeader } from '../components/DashboardHeader';
import { ErrorState } from '../components/ErrorState';
import { LabGrid } from '../components/LabCard';

/** The heading key (dashboards.*) of each subject dashboard. */
export const SUBJECT_TITLE_KEY: Record<Exclude<Subject, 'maternalchild'>, string> = {
  '315': 'dashboards.student315',
  surgical: 'dashboards.surgical',
  medical: 'dashboards.medical',
  ob: 'dashboards.ob',
  'trial-cssd': 'dashboards.cssd',
};

/** 315, surgical, medical, OB and trial dashboards: heading, overall bar, one card per lab (SPEC.md section 2). */
export function SubjectDashboardPage({ subject }: { subject: Exclude<Subject, 'maternalchild'> }) {
  const { t } = useTranslation();
  const labs = useStudentLabs(subject);
  const title = t(SUBJECT_TITLE_KEY[subject]);
  const percent = labs.data ? overallProgress(labs.data) : 0;
  const passed = labs.data?.filter((l) => l.everPassed).length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={title} />
      {labs.isPending && <Loading />}
      {labs.isError && <ErrorState error={labs.error} onRetry={() => void labs.refetch()} what="labs" />}
      {labs.data && (
        <>
          <Card>
            <ProgressBar percent={percent} tone={progressTone(percent)} label={t('catalogue.progress.label')} />
            <p className="mt-2 text-slate-700">{t('catalogue.progress.summary', { passed, total: labs.data.length })}</p>
          </Card>
          <LabGrid subject={subject} rows={labs.data} columns={4} label={t('catalogue.labsOf', { course: t(`courses.${subject}`) })} />
        </>
      )}
    </div>
  );
}
