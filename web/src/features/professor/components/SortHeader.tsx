import type { SortDirection } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { PROFESSOR_NS } from '../locales';

/** A column heading that sorts the table by its column (the heading carries aria-sort). */
export function SortHeader({ label, active, direction, onSort }: { label: string; active: boolean; direction: SortDirection; onSort: () => void }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const arrow = !active ? '↕' : direction === 'ascending' ? '↑' : '↓';
  return (
    <button type="button" onClick={onSort} className="inline-flex min-h-9 items-center gap-1 rounded font-semibold hover:text-brand-800 focus-visible:outline-2" title={t('dashboard.sortBy', { column: label })}>
      {label}
      <span aria-hidden="true" className={active ? 'text-brand-800' : 'text-slate-400'}>
        {arrow}
      </span>
    </button>
  );
}
