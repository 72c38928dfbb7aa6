import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { TrialBanner } from '../components/TrialBadge';
import { SITE_NS } from '../locales';

const WHAT = ['record', 'feedback', 'review', 'languages'] as const;

/** /: trial banner, welcome with Professor and Student (both to /signin), what the product does, call to action to /contact. */
export function HomePage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SITE_NS);
  useDocumentMeta({ title: ts('meta.home.title'), description: ts('meta.home.description') });
  return (
    <div className="flex flex-col gap-10">
      <TrialBanner />
      <section className="flex flex-col items-center gap-4 py-6 text-center">
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl"><KeepThaiWords>{t('home.welcomeTitle')}</KeepThaiWords></h1>
        <p className="max-w-2xl text-lg text-slate-700"><KeepThaiWords>{t('home.welcomeText')}</KeepThaiWords></p>
        <div className="flex flex-wrap justify-center gap-4">
          <Link to="/signin" className={buttonClass('primary', 'min-w-40')}>
            {t('home.professor')}
          </Link>
          <Link to="/signin" className={buttonClass('secondary', 'min-w-40')}>
            {t('home.student')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="what-title" className="grid items-center gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h2 id="what-title" className="text-2xl font-bold">
            <KeepThaiWords>{ts('home.whatTitle')}</KeepThaiWords>
          </h2>
          <p className="text-slate-700"><KeepThaiWords>{ts('home.whatIntro')}</KeepThaiWords></p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {WHAT.map((key) => (
              <li key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <h3 className="font-semibold text-brand-800"><KeepThaiWords>{ts(`home.${key}.title`)}</KeepThaiWords></h3>
                <p className="mt-1 text-slate-700"><KeepThaiWords>{ts(`home.${key}.text`)}</KeepThaiWords></p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600"><KeepThaiWords>{ts('home.limits')}</KeepThaiWords></p>
        </div>
        <figure className="flex flex-col gap-2">
          <img
            src="/images/lab-screen.jpg"
            alt={ts('home.screenshotAlt')}
            width={1200}
            height={900}
            loading="lazy"
            className="h-auto w-full rounded-xl border border-slate-200 shadow-md"
          />
          <figcaption className="text-center text-sm text-slate-600">{ts('home.screenshotCaption')}</figcaption>
        </figure>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-xl bg-brand-50 p-6 text-center">
        <h2 className="text-xl font-semibold"><KeepThaiWords>{t('home.cta')}</KeepThaiWords></h2>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonClass('primary')}>
            {t('home.ctaButton')}
          </Link>
          <Link to="/sale" className={buttonClass('secondary')}>
            <KeepThaiWords>{ts('home.pricing')}</KeepThaiWords>
          </Link>
          <Link to="/library" className={buttonClass('secondary')}>
            {ts('home.library')}
          </Link>
          <Link to="/cssd" className={buttonClass('secondary')}>
            {ts('home.trialLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}
