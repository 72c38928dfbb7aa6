import { dashboardSummary, type DashboardStudentRow } from '@nurselab/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFESSOR_NS } from '../locales';

/** The dashboard's first lines: students registered out of the seats, answers waiting, the pass rate. */
export function DashboardSummary({ rows, registered, capacity }: { rows: DashboardStudentRow[]; registered: number | undefined; capacity: number | undefined }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const summary = useMemo(() => dashboardSummary(rows), [rows]);
  return (
    <section aria-labelledby="summary-title" data-testid="dashboard-summary">
      <h2 id="summary-title" className="sr-only">
        {t('dashboard.summaryTitle')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Tile label={t('dashboard.registeredLabel')} testId="registered-students">
          {registered !== undefined && capacity !== undefined ? `${registered}/${capacity}` : '…'}
        </Tile>
        <Tile
          label={t('dashboard.waitingLabel')}
          testId="summary-waiting"
          tone={summary.waiting > 0 ? 'amber' : 'plain'}
          extra={
            summary.waiting > 0 ? (
              <Link to="/professor/review" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
                {t('dashboard.gradeNow')}
              </Link>
            ) : null
          }
        >
          {summary.waiting}
        </Tile>
        <Tile label={t('dashboard.passRateLabel')} testId="summary-pass-rate" extra={<span className="text-xs text-slate-600">{t('dashboard.passRateHint')}</span>}>
          {summary.passRate === null ? '–' : `${summary.passRate}%`}
        </Tile>
      </dl>
    </section>
  );
}

function Tile({ label, testId, tone = 'plain', extra, children }: { label: string; testId: string; tone?: 'plain' | 'amber'; extra?: ReactNode; children: ReactNode }) {
  return (
    <div
      className={`flex flex-col gap-0.5 rounded-xl border p-2 shadow-sm md:flex-row md:flex-wrap md:items-baseline md:gap-x-3 md:px-3 ${tone === 'amber' ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      <dt className="text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
      <dd className="text-xl font-bold text-slate-900" data-testid={testId}>
        {children}
      </dd>
      {extra && <dd>{extra}</dd>}
    </div>
  );
}
