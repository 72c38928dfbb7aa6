import { isLanguage, LANGUAGE_NAMES, LANGUAGES, toLanguage, type Language, type PublicLab } from '@nurselab/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { api } from '../../../lib/api';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { LoadFailed } from '../components/LoadFailed';
import { SITE_NS } from '../locales';

type TrialLab = Omit<PublicLab, 'questions'>;

/**
 * /cssd and /trial-cssd for visitors (SPEC.md section 2): the trial lab with its cover picture,
 * "You need to sign up to use this feature." and Sign Up; the questions read "Login to answer
 * questions" and the record buttons show Sign Up, disabled. /cssd is the Thai page; choosing
 * another language goes to /trial-cssd.
 */
export function CssdVisitorPage() {
  const { t } = useTranslation();
  const { t: ts, i18n } = useTranslation(SITE_NS);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selectId = useId();
  useDocumentMeta({ title: ts('meta.cssd.title'), description: ts('meta.cssd.description') });

  const uiLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'th';
  const language: Language = pathname === '/cssd' ? 'th' : (toLanguage(params.get('lang')) ?? uiLanguage);
  const labs = useQuery({
    queryKey: ['site', 'trialLabs', language],
    queryFn: ({ signal }) => api<{ labs: TrialLab[] }>(`/api/v1/trial/labs?lang=${language}`, { signal }),
    select: (data) => data.labs,
  });
  const chooseLanguage = (next: Language) => navigate(next === 'th' ? '/cssd' : `/trial-cssd?lang=${next}`);
  const [first, ...others] = labs.data ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('dashboards.cssd')}</h1>
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {ts('cssd.language')}
          </label>
          <select
            id={selectId}
            value={language}
            onChange={(e) => chooseLanguage(e.target.value as Language)}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-2"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <p className="text-lg font-semibold text-amber-950">{t('catalogue.trial.signUpPrompt')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClass('primary')}>
            {t('catalogue.trial.signUp')}
          </Link>
          <Link to="/signin" className={buttonClass('secondary')}>
            {t('catalogue.trial.signIn')}
          </Link>
        </div>
      </section>

      {labs.isPending && <Loading />}
      {labs.isError && <LoadFailed onRetry={() => void labs.refetch()} />}
      {first && (
        <article aria-labelledby="trial-lab-title" className="grid gap-6 lg:grid-cols-2" lang={first.language}>
          <div className="flex flex-col gap-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('catalogue.labNumber', { number: first.labNumber })}</p>
            <h2 id="trial-lab-title" className="text-2xl font-bold">
              {first.title}
            </h2>
            <p className="text-lg text-slate-700">{first.subtitle}</p>
            <h3 className="text-xl font-semibold">{t('labScreen.scenario')}</h3>
            <p className="whitespace-pre-line leading-relaxed">{first.description}</p>
          </div>
          <img src={first.medium.url} alt={ts('cssd.coverAlt')} width={640} height={480} className="h-auto w-full rounded-xl border border-slate-200 bg-white" />
        </article>
      )}

      <section aria-labelledby="trial-questions" className="flex flex-col gap-3">
        <h2 id="trial-questions" className="text-xl font-semibold">
          {ts('cssd.questionsTitle')}
        </h2>
        <p className="rounded-xl border border-slate-200 bg-white p-4 font-medium text-slate-700">{ts('cssd.loginToAnswer')}</p>
      </section>

      <section aria-labelledby="trial-answer" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="trial-answer" className="text-xl font-semibold">
          {ts('cssd.answerTitle')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled aria-label={ts('cssd.recordLabel')} className={buttonClass('primary')}>
            {ts('cssd.record')}
          </button>
          <button type="button" disabled aria-label={ts('cssd.uploadLabel')} className={buttonClass('secondary')}>
            {ts('cssd.upload')}
          </button>
          <Link to="/signup" className={buttonClass('primary')}>
            {t('catalogue.trial.signUp')}
          </Link>
        </div>
      </section>

      {others.length > 0 && (
        <section aria-labelledby="trial-labs" className="flex flex-col gap-3">
          <h2 id="trial-labs" className="text-xl font-semibold">
            {ts('cssd.labsTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {[first, ...others].map((lab) => (
              <li key={lab._id} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <span>
                  <span className="block text-sm text-slate-600">{t('catalogue.labNumber', { number: lab.labNumber })}</span>
                  <span lang={lab.language} className="font-semibold">
                    {lab.title}
                  </span>
                </span>
                <Link to="/signup" className={buttonClass('secondary', 'shrink-0')}>
                  {t('catalogue.trial.signUp')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
