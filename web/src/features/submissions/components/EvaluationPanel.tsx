import type { EvaluationEstimate, SubmissionStatus } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/useCountdown';
import { estimateText } from '../lib/estimateText';

const STEPS = ['uploading', 'hearing', 'grading', 'done'] as const;
export type EvaluationStage = 'uploading' | SubmissionStatus;

function stepIndex(stage: EvaluationStage): number {
  if (stage === 'uploading') return 0;
  if (stage === 'queued' || stage === 'transcribing') return 1;
  if (stage === 'grading') return 2;
  return 3;
}

/** The stages of an answer (uploading, hearing, grading, result) as a step list, with this server's estimate. */
export function EvaluationStages({ stage }: { stage: EvaluationStage }) {
  const { t } = useTranslation('submissions');
  const current = stepIndex(stage);
  return (
    <ol aria-label={t('evaluation.stepsLabel')} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
      {STEPS.map((step, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className={`flex items-center gap-2 ${active ? 'font-semibold text-brand-800' : done ? 'text-slate-800' : 'text-slate-600'}`}>
            <span
              aria-hidden="true"
              className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${done ? 'bg-brand-700 text-white' : active ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-700' : 'bg-slate-100 text-slate-600'}`}
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
  );
}

/** The live evaluation: the stages, the time left from this server's measured speed, the answers ahead. */
export function EvaluationPanel({ status, estimate }: { status: SubmissionStatus; estimate?: EvaluationEstimate | null }) {
  const { t, i18n } = useTranslation('submissions');
  const secondsLeft = useCountdown(estimate?.seconds);
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <div className="flex items-center gap-3">
        <span className="inline-block h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none" aria-hidden="true" />
        <h3 className="text-lg font-semibold">{t('evaluation.title')}</h3>
      </div>
      <EvaluationStages stage={status} />
      <div className="rounded-lg bg-brand-50 px-4 py-3 text-slate-800">
        <p className="font-semibold" data-testid="evaluation-estimate">
          {estimateText(estimate, secondsLeft, t, i18n.language)}
        </p>
        {status === 'queued' && (estimate?.ahead ?? 0) > 0 && (
          <p className="text-sm">
            {t('evaluation.estimate.ahead', { count: estimate!.ahead })}
            {(estimate!.workers ?? 1) > 1 && ` ${t('evaluation.estimate.workers', { workers: estimate!.workers })}`}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">{t('evaluation.note')}</p>
    </div>
  );
}
