import type { SubmissionStatus } from '@nurselab/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['uploaded', 'queued', 'transcribing', 'grading', 'result'] as const;
const INDEX: Partial<Record<SubmissionStatus, number>> = { queued: 1, transcribing: 2, grading: 3 };

/** The live evaluation state (queued, transcribing, grading) as a list of steps; the page announces the current one. */
export function EvaluationPanel({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation('submissions');
  const current = INDEX[status] ?? 1;
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <div className="flex items-center gap-3">
        <span className="inline-block h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none" aria-hidden="true" />
        <h3 className="text-lg font-semibold">{t('evaluation.title')}</h3>
      </div>
      <ol className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
        {STEPS.map((step, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className={`flex items-center gap-2 ${active ? 'font-semibold text-brand-800' : done ? 'text-slate-800' : 'text-slate-500'}`}>
              <span
                aria-hidden="true"
                className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${done ? 'bg-brand-700 text-white' : active ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-700' : 'bg-slate-100 text-slate-500'}`}
              >
                {done ? '✓' : i + 1}
              </span>
              <span>
                {t(`evaluation.steps.${step}`)}
                {(done || active) && <span className="sr-only"> ({done ? t('evaluation.stepDone') : t('evaluation.stepCurrent')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-slate-700">{t('evaluation.note')}</p>
    </div>
  );
}
