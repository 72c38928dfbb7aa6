import { TRIAL_DAYS, TRIAL_STUDENTS } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useSession } from '../../../lib/session';
import { SubjectDashboardPage } from './SubjectDashboardPage';

/**
 * /cssd and /trial-cssd are public (SPEC.md section 2): visitors are asked to sign up;
 * signed-in users get the trial dashboard (another course's student gets its refusal).
 */
export function CssdPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session) return <SubjectDashboardPage subject="trial-cssd" />;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('dashboards.cssd')}</h1>
      <Card className="flex flex-col items-start gap-4">
        <p className="text-slate-700">{t('catalogue.trial.intro')}</p>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700">
          {t('home.trialBanner', { days: TRIAL_DAYS, students: TRIAL_STUDENTS })}
        </p>
        <p className="text-lg font-semibold">
          {t('catalogue.trial.signUpPrompt')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClass('primary')}>
            {t('catalogue.trial.signUp')}
          </Link>
          <Link to="/signin" className={buttonClass('secondary')}>
            {t('catalogue.trial.signIn')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
