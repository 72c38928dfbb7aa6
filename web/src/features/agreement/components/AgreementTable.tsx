import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementRow } from '../api/agreement';
import { AGREEMENT_NS } from '../locales';
import { engineName, labName, languageName } from './format';
import { Dash, KappaCell, ShareCell } from './KappaCell';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

const cell = 'px-3 py-2 align-top';

/**
 * One row per lab, language and engine. Each row names itself with a row header; its rubric
 * items open below it (a button with aria-expanded, the items a table of their own with a caption).
 */
export function AgreementTable({ rows, withCourse }: { rows: AgreementRow[]; withCourse: boolean }) {
  const { t, i18n } = useTranslation(AGREEMENT_NS);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columns = ['lab', 'language', 'engine', 'answers', 'agreement', 'kappa', 'difference', 'sent', 'dangers', 'items'] as const;
  return (
    <ScrollRegion labelledBy="agreement-table-caption">
      <table className="w-full min-w-[56rem] text-left" data-testid="agreement-table">
        <caption id="agreement-table-caption" className="sr-only">
          {t('table.caption')}
        </caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={`px-3 py-2 ${c === 'lab' ? 'sticky left-0 z-10 bg-slate-50' : ''}`}>
                {t(`table.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = `${row.subject}-${row.labNumber}-${row.language}-${row.engine}`;
            const name = `${labName(t, row, withCourse)}, ${languageName(row.language)}, ${engineName(t, row.engine)}`;
            const expanded = open.has(key);
            const itemsId = `items-${key}`;
            return (
              <Fragment key={key}>
                <tr className="border-t border-slate-200">
                  <th scope="row" className={`${cell} sticky left-0 z-10 max-w-[11rem] bg-white font-semibold shadow-[1px_0_0_var(--color-slate-200)] md:max-w-none`}>
                    {labName(t, row, withCourse)}
                  </th>
                  <td className={cell}>{languageName(row.language)}</td>
                  <td className={cell}>{engineName(t, row.engine)}</td>
                  <td className={`${cell} tabular-nums`}>{row.n}</td>
                  <td className={`${cell} tabular-nums`}>
                    <ShareCell value={row.agreement} />
                  </td>
                  <td className={`${cell} tabular-nums`}>
                    <KappaCell figures={row} />
                  </td>
                  <td className={`${cell} tabular-nums`}>
                    {row.meanAbsoluteScoreDifference === null ? (
                      <Dash label={t('notAvailable')} />
                    ) : (
                      t('points', { value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(row.meanAbsoluteScoreDifference) })
                    )}
                  </td>
                  <td className={`${cell} tabular-nums`}>
                    {row.sentToLecturer.share === null ? (
                      <Dash label={t('notAvailable')} />
                    ) : (
                      t('sentShare', {
                        percent: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(row.sentToLecturer.share),
                        sent: row.sentToLecturer.sent,
                        decided: row.sentToLecturer.decided,
                      })
                    )}
                  </td>
                  <td className={`${cell} tabular-nums`}>
                    <span aria-hidden="true">{t('dangerCounts', row.dangers)}</span>
                    <span className="sr-only">{t('dangerCountsLabel', row.dangers)}</span>
                  </td>
                  <td className={cell}>
                    {row.items.length > 0 && (
                      <button
                        type="button"
                        className="min-h-11 rounded-lg border border-slate-400 px-3 py-1 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
                        aria-expanded={expanded}
                        aria-controls={itemsId}
                        onClick={() => toggle(key)}
                      >
                        {expanded ? t('table.hideItems') : t('table.showItems')}
                        <span className="sr-only">: {t('table.itemsOf', { row: name })}</span>
                      </button>
                    )}
                  </td>
                </tr>
                {expanded && (
                  <tr id={itemsId}>
                    <td colSpan={columns.length} className="bg-slate-50 px-3 pb-4">
                      <ItemsTable row={row} name={name} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function ItemsTable({ row, name }: { row: AgreementRow; name: string }) {
  const { t } = useTranslation(AGREEMENT_NS);
  return (
    <table className="w-full text-left text-sm" data-testid="agreement-items">
      <caption className="py-2 text-left font-semibold">{t('items.caption', { row: name })}</caption>
      <thead>
        <tr>
          {(['question', 'item', 'answers', 'agreement', 'kappa', 'automaticOnly', 'lecturerOnly'] as const).map((c) => (
            <th key={c} scope="col" className="px-2 py-1">
              {t(`items.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row.items.map((item) => (
          <tr key={`${item.questionNumber}-${item.itemId}`} className="border-t border-slate-200">
            <td className="px-2 py-1 tabular-nums">{item.questionNumber}</td>
            <th scope="row" className="px-2 py-1 font-mono font-normal break-all">
              {item.itemId}
            </th>
            <td className="px-2 py-1 tabular-nums">{item.n}</td>
            <td className="px-2 py-1 tabular-nums">
              <ShareCell value={item.agreement} />
            </td>
            <td className="px-2 py-1 tabular-nums">
              <KappaCell figures={item} />
            </td>
            <td className="px-2 py-1 tabular-nums">{item.table.automaticOnly}</td>
            <td className="px-2 py-1 tabular-nums">{item.table.lecturerOnly}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
