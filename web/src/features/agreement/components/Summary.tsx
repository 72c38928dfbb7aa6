import { useTranslation } from 'react-i18next';
import type { AgreementReport } from '../api/agreement';
import { AGREEMENT_NS } from '../locales';
import { labName, percent } from './format';

/** The plain sentences on top: the whole scope, then each lab. */
export function Summary({ report, withCourse }: { report: AgreementReport; withCourse: boolean }) {
  const { t, i18n } = useTranslation(AGREEMENT_NS);
  const { overall } = report;
  return (
    <section aria-labelledby="agreement-summary" className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="agreement-summary" className="text-xl font-semibold" data-testid="agreement-sentence">
        {overall.n > 0 && overall.agreement !== null ? t('summary', { percent: percent(overall.agreement, i18n.language), count: overall.n }) : t('empty.title')}
      </h2>
      {report.labs.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5" aria-label={t('byLab')}>
          {report.labs.map((lab) => (
            <li key={`${lab.subject}-${lab.labNumber}`}>
              {lab.n > 0 && lab.agreement !== null
                ? t('labSummary', { lab: labName(t, lab, withCourse), percent: percent(lab.agreement, i18n.language), count: lab.n })
                : t('labNoPairs', { lab: labName(t, lab, withCourse) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
