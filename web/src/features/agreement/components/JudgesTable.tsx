import { useTranslation } from 'react-i18next';
import type { AgreementReport } from '../api/agreement';
import { AGREEMENT_NS } from '../locales';
import { Dash, KappaCell } from './KappaCell';
import { decimal, labName, languageName, percent } from './format';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

/** Lecturer against each judge, per lab and language: the rubric grader, and the language model where it graded answers too. */
export function JudgesTable({ rows, withCourse }: { rows: AgreementReport['judges']; withCourse: boolean }) {
  const { t, i18n } = useTranslation(AGREEMENT_NS);
  return (
    <section aria-labelledby="agreement-judges-title" className="flex flex-col gap-3">
      <h2 id="agreement-judges-title" className="text-xl font-semibold">
        {t('judges.title')}
      </h2>
      <p className="max-w-3xl text-slate-700">{t('judges.intro')}</p>
      <ScrollRegion labelledBy="agreement-judges-title">
        <table className="w-full text-left" data-testid="agreement-judges">
          <caption className="sr-only">{t('judges.caption')}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">{t('table.lab')}</th>
              <th scope="col" className="px-3 py-2">{t('table.language')}</th>
              <th scope="col" className="px-3 py-2">{t('judges.judge')}</th>
              <th scope="col" className="px-3 py-2">{t('table.answers')}</th>
              <th scope="col" className="px-3 py-2">{t('table.agreement')}</th>
              <th scope="col" className="px-3 py-2">{t('table.kappa')}</th>
              <th scope="col" className="px-3 py-2">{t('table.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.subject}-${row.labNumber}-${row.language}-${row.judge}`} className="border-t border-slate-200" data-judge={row.judge}>
                <th scope="row" className="px-3 py-2 font-normal">{labName(t, row, withCourse)}</th>
                <td className="px-3 py-2">{languageName(row.language)}</td>
                <td className="px-3 py-2 font-medium">{t(`judges.name.${row.judge}`)}</td>
                <td className="px-3 py-2 tabular-nums">{row.n}</td>
                <td className="px-3 py-2 tabular-nums">{row.agreement === null ? <Dash label={t('notAvailable')} /> : percent(row.agreement, i18n.language)}</td>
                <td className="px-3 py-2 tabular-nums">
                  <KappaCell figures={row} />
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {row.meanAbsoluteScoreDifference === null ? <Dash label={t('notAvailable')} /> : t('points', { value: decimal(row.meanAbsoluteScoreDifference, i18n.language, 1) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
