import type { PublicLab } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DueDateNote } from '../../../components/ui/DueDateNote';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { LabMedium } from './LabMedium';

/**
 * What a lab screen shows of the lab: course and number, title, the "archived" label when its
 * lecturers archived it, scenario, cover and questions. The student's lab screen and a
 * lecturer's "preview as student" both show it.
 */
export function LabContent({ lab, busy = false }: { lab: PublicLab; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="lab-title" aria-busy={busy || undefined} className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          {t(`courses.${lab.subject}`)}
          {lab.labNumber > 0 && ` · ${t('catalogue.labNumber', { number: lab.labNumber })}`}
        </p>
        <h1 id="lab-title" lang={lab.language} className="text-3xl font-bold">
          <KeepThaiWords>{lab.title}</KeepThaiWords>
        </h1>
        <p lang={lab.language} className="text-lg text-slate-700">
          <KeepThaiWords>{lab.subtitle}</KeepThaiWords>
        </p>
        {lab.archived && (
          <p className="self-start rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800" data-testid="lab-archived">
            {t('labScreen.archived')}
          </p>
        )}
        <DueDateNote due={lab.due} className="text-base" />
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="scenario-title" className="flex flex-col gap-3">
          <h2 id="scenario-title" className="text-xl font-semibold">
            <KeepThaiWords>{t('labScreen.scenario')}</KeepThaiWords>
          </h2>
          <p lang={lab.language} className="whitespace-pre-line leading-relaxed">
            <KeepThaiWords>{lab.description}</KeepThaiWords>
          </p>
          <p>
            <Link to="/library/1" className="font-medium text-brand-800 underline underline-offset-2">
              {t('labScreen.howTo')}
            </Link>
          </p>
        </section>
        <LabMedium lab={lab} />
      </div>

      <section aria-labelledby="questions-title" className="flex flex-col gap-3">
        <h2 id="questions-title" className="text-xl font-semibold">
          {t('labScreen.questions')}
        </h2>
        <ol role="list" className="flex flex-col gap-3">
          {lab.questions.map((q) => (
            <li key={q.number} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-brand-800">{t('labScreen.question', { number: q.number, count: q.points })}</h3>
              <p lang={lab.language} className="mt-1">
                <KeepThaiWords>{q.text}</KeepThaiWords>
              </p>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
