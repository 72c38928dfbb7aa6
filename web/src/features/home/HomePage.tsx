import { TRIAL_DAYS, TRIAL_STUDENTS } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/Button';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <p className="rounded-xl bg-amber-100 px-4 py-3 text-center font-semibold text-amber-900">
        {t('home.trialBanner', { days: TRIAL_DAYS, students: TRIAL_STUDENTS })}
      </p>
      <section className="flex flex-col items-center gap-4 py-8 text-center">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{t('home.welcomeTitle')}</h1>
        <p className="max-w-2xl text-lg text-slate-700">{t('home.welcomeText')}</p>
        <div className="flex flex-wrap justify-center gap-4">
          <Link to="/signin" className={buttonClass('primary', 'min-w-40')}>
            {t('home.professor')}
          </Link>
          <Link to="/signin" className={buttonClass('secondary', 'min-w-40')}>
            {t('home.student')}
          </Link>
        </div>
      </section>
      <section className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-semibold">{t('home.cta')}</h2>
        <Link to="/contact" className={buttonClass('primary')}>
          {t('home.ctaButton')}
        </Link>
      </section>
    </div>
  );
}
