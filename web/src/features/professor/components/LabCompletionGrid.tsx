import { completionPercent, progressTone } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../components/ui/ProgressRing';
import { PROFESSOR_NS } from '../locales';
import type { LabStat } from '../api/types';

/** One card per lab with its completion ring labelled "Completed": 4 columns on a laptop, fewer on a phone. */
export function LabCompletionGrid({ labStats }: { labStats: LabStat[] }) {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <section aria-labelledby="completion-title" className="flex flex-col gap-3">
      <h2 id="completion-title" className="text-xl font-semibold">
        {t('dashboard.completionTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="lab-completion">
        {labStats.map((stat) => {
          const percent = completionPercent(stat.completed, stat.total);
          return (
            <li key={stat.labNumber} className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-lab={stat.labNumber}>
              <h3 className="font-semibold">{t('dashboard.labNumber', { number: stat.labNumber })}</h3>
              <ProgressRing percent={percent} tone={progressTone(percent)} label={t('dashboard.completedLabel', { number: stat.labNumber })} size={116}>
                <span className="text-xs font-medium text-slate-700">{t('dashboard.completed')}</span>
              </ProgressRing>
              <p className="text-center text-sm text-slate-600">{t('dashboard.completedOf', { completed: stat.completed, total: stat.total })}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
