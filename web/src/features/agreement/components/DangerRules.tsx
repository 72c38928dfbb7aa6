import { useTranslation } from 'react-i18next';
import type { AgreementReport } from '../api/agreement';
import { AGREEMENT_NS } from '../locales';
import { labName } from './format';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

/** Per danger rule: how often lecturers confirmed it and how often they rejected it (a rule that misfires). */
export function DangerRules({ rules, withCourse }: { rules: AgreementReport['dangerRules']; withCourse: boolean }) {
  const { t } = useTranslation(AGREEMENT_NS);
  return (
    <section aria-labelledby="danger-rules-title" className="flex flex-col gap-3">
      <h2 id="danger-rules-title" className="text-xl font-semibold">
        {t('dangers.title')}
      </h2>
      {rules.length === 0 ? (
        <p>{t('dangers.none')}</p>
      ) : (
        <ScrollRegion labelledBy="danger-rules-title">
          <table className="w-full text-left" data-testid="danger-rules">
            <caption className="sr-only">{t('dangers.caption')}</caption>
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t('dangers.rule')}</th>
                <th scope="col" className="px-3 py-2">{t('dangers.lab')}</th>
                <th scope="col" className="px-3 py-2">{t('dangers.confirmed')}</th>
                <th scope="col" className="px-3 py-2">{t('dangers.rejected')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={`${rule.subject}-${rule.labNumber}-${rule.itemId}`} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 font-mono font-normal break-all">{rule.itemId}</th>
                  <td className="px-3 py-2">{labName(t, rule, withCourse)}</td>
                  <td className="px-3 py-2 tabular-nums">{rule.confirmed}</td>
                  <td className="px-3 py-2 tabular-nums">{rule.rejected}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
