import { TRIAL_DAYS, TRIAL_STUDENTS } from '@nurselab/core';
import { useTranslation } from 'react-i18next';

/** SPEC.md's free-trial banner: 15 days for 10 students. */
export function TrialBanner() {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl bg-amber-100 px-4 py-3 text-center font-semibold text-amber-900">
      {t('home.trialBanner', { days: TRIAL_DAYS, students: TRIAL_STUDENTS })}
    </p>
  );
}
