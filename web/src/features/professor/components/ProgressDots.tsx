import { progressDot } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { PROFESSOR_NS } from '../locales';

type DotKey = ReturnType<typeof progressDot>['key'];

/** Shape and colour per status: filled with a tick, half-filled, hollow; colour is never the only signal. */
const DOT: Record<DotKey, { className: string; symbol: string }> = {
  passed: { className: 'bg-green-600 text-white ring-green-700', symbol: '✓' },
  waiting: { className: 'bg-sky-600 text-white ring-sky-800', symbol: '…' },
  attempted: { className: 'bg-amber-400 text-amber-950 ring-amber-600', symbol: '•' },
  notAttempted: { className: 'bg-white text-transparent ring-slate-400', symbol: '' },
};

export function ProgressDot({ labNumber, status }: { labNumber: number; status: DotKey }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const label = t(`dot.${status}`, { number: labNumber });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      data-lab={labNumber}
      className={`inline-flex size-5 items-center justify-center rounded-full text-[11px] leading-none font-bold ring-2 ring-inset ${DOT[status].className}`}
    >
      <span aria-hidden="true">{DOT[status].symbol}</span>
    </span>
  );
}

/** SPEC.md's progress: one dot per lab, green passed, blue waiting for a lecturer, yellow attempted, grey not attempted. */
export function ProgressDots({ labs }: { labs: { labNumber: number; isPass: boolean | null; attempt: number; waiting?: boolean }[] }) {
  return (
    <span className="flex max-w-[17rem] flex-wrap gap-1 xl:max-w-[30rem]" data-testid="progress-dots">
      {labs.map((lab) => (
        <ProgressDot key={lab.labNumber} labNumber={lab.labNumber} status={progressDot({ isPass: lab.isPass, attemptCount: lab.attempt, waiting: lab.waiting }).key} />
      ))}
    </span>
  );
}

/** The key to the dots' shapes and colours. */
export function ProgressLegend() {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="font-medium">{t('dashboard.legend')}</span>
      {(['passed', 'waiting', 'attempted', 'notAttempted'] as const).map((key) => (
        <span key={key} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-flex size-4 items-center justify-center rounded-full text-[10px] font-bold ring-2 ring-inset ${DOT[key].className}`}>
            {DOT[key].symbol}
          </span>
          {t(`dot.legend${key[0].toUpperCase()}${key.slice(1)}`)}
        </span>
      ))}
    </p>
  );
}
