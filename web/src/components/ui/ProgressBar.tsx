import { percentProgressbar } from './percentProgressbar';
import type { ProgressTone } from './ProgressRing';

const FILL: Record<ProgressTone, string> = {
  green: 'bg-green-600',
  red: 'bg-red-600',
  yellow: 'bg-amber-500',
  grey: 'bg-slate-400',
};

/** A horizontal percentage with its label and value printed above it. */
export function ProgressBar({ percent, tone, label }: { percent: number; tone: ProgressTone; label: string }) {
  const { value, attributes } = percentProgressbar(percent, label);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4" aria-hidden="true">
        <span className="font-semibold">{label}</span>
        <span className="text-2xl font-bold">{value}%</span>
      </div>
      <div
        {...attributes}
        className="h-4 w-full overflow-hidden rounded-full bg-slate-200 ring-1 ring-inset ring-slate-300"
      >
        <div className={`h-full rounded-full ${FILL[tone]}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
