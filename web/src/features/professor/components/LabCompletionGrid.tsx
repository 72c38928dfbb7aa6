import { completionPercent, progressTone, sortLabCompletion, type LabSortKey, type SortDirection } from '@nurselab/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { percentProgressbar } from '../../../components/ui/percentProgressbar';
import { RingArc } from '../../../components/ui/RingArc';
import { PROFESSOR_NS } from '../locales';
import type { LabStat } from '../api/types';
import { SortHeader } from './SortHeader';

const STROKE = { green: 'stroke-green-600', red: 'stroke-red-600' } as const;
const wide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 768px)').matches;

/**
 * Completion per lab after the students: a compact table (lab, a small ring, passed of
 * registered) sortable by lab or completion, in a section that starts folded on a phone.
 */
export function LabCompletionGrid({ labStats, labNames }: { labStats: LabStat[]; labNames?: Map<number, string | null> }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const [open, setOpen] = useState(wide);
  const [sort, setSort] = useState<{ key: LabSortKey; direction: SortDirection }>({ key: 'labNumber', direction: 'ascending' });
  const rows = useMemo(() => sortLabCompletion(labStats, sort.key, sort.direction), [labStats, sort]);
  const onSort = (key: LabSortKey) =>
    setSort((s) => (s.key === key ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: key === 'completion' ? 'descending' : 'ascending' }));
  const header = (key: LabSortKey, label: string) => ({
    key,
    label: <SortHeader label={label} active={sort.key === key} direction={sort.direction} onSort={() => onSort(key)} />,
    sort: sort.key === key ? sort.direction : ('none' as const),
  });
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="lab-completion-section">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-lg font-semibold">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ▸
        </span>
        <h2 id="completion-title">{t('dashboard.completionTitle')}</h2>
      </summary>
      <div className="px-1 pb-2" data-testid="lab-completion">
        <DataTable columns={[header('labNumber', t('dashboard.colLab')), header('completion', t('dashboard.completed'))]} labelledBy="completion-title" minWidth="18rem" framed={false}>
          {rows.map((stat) => {
            const percent = completionPercent(stat.completed, stat.total);
            const { value, attributes } = percentProgressbar(percent, t('dashboard.completedLabel', { number: stat.labNumber }));
            const name = labNames?.get(stat.labNumber);
            return (
              <tr key={stat.labNumber} className="border-t border-slate-200 text-sm" data-lab={stat.labNumber}>
                <th scope="row" className="px-3 py-1 text-left font-medium">
                  {t('dashboard.labNumber', { number: stat.labNumber })}
                  {name && <span className="ms-2 font-normal text-slate-600">{name}</span>}
                </th>
                <td className="px-3 py-1">
                  <span className="flex items-center gap-3">
                    <span {...attributes} className="inline-flex">
                      <RingArc size={28} stroke={5} fraction={value / 100} trackClass="stroke-slate-200" arcClass={STROKE[progressTone(percent)]} />
                    </span>
                    <span className="w-12 font-semibold tabular-nums">{value}%</span>
                    <span className="text-slate-600">{t('dashboard.completedOf', { completed: stat.completed, total: stat.total })}</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </div>
    </details>
  );
}
