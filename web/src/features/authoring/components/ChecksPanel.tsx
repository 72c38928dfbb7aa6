import { useTranslation } from 'react-i18next';
import type { DraftCheck } from '../api/authoring';
import { AUTHORING_NS } from '../locales';

/** What the checks of the last save found, errors first, each leading to its field. */
export function ChecksPanel({ checks, onGoTo }: { checks: DraftCheck[]; onGoTo: (check: DraftCheck) => void }) {
  const { t } = useTranslation(AUTHORING_NS);
  const errors = checks.filter((c) => c.severity === 'error');
  const warnings = checks.filter((c) => c.severity === 'warning');
  return (
    <section aria-labelledby="checks-title" className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4" data-testid="checks">
      <h2 id="checks-title" className="text-xl font-semibold">
        {t('checks.title')}
      </h2>
      <div role="status" className="flex flex-col gap-1">
        {checks.length === 0 && <p>{t('checks.none')}</p>}
        {errors.length > 0 && <p className="font-semibold text-red-800">{t('checks.errors', { count: errors.length })}</p>}
        {warnings.length > 0 && <p className="text-amber-900">{t('checks.warnings', { count: warnings.length })}</p>}
      </div>
      {checks.length > 0 && (
        <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {[...errors, ...warnings].map((check, i) => (
            <li key={i} className={`flex flex-col gap-1 rounded-lg border-l-4 p-2 ${check.severity === 'error' ? 'border-red-600 bg-red-50' : 'border-amber-500 bg-amber-50'}`} data-severity={check.severity}>
              <span className="text-sm font-bold uppercase">{t(check.severity === 'error' ? 'checks.error' : 'checks.warning')}</span>
              <span className="break-words">{check.message}</span>
              <button type="button" className="self-start text-brand-800 underline" onClick={() => onGoTo(check)}>
                {t('checks.goTo')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
