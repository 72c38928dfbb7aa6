import { useTranslation } from 'react-i18next';

/** Shown for the moment the recorder's code (and its strings) load: the same region, busy. */
export function AnswerAreaFallback() {
  const { t } = useTranslation();
  return (
    <section id="answer" aria-busy="true" className="flex min-h-40 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p role="status" className="text-slate-600">
        {t('common.loading')}
      </p>
    </section>
  );
}
