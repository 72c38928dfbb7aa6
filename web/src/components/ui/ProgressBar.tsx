import { percentProgressbar } from './percentProgressbar';
import type { ProgressTone } from './ProgressRing';

const FILL: Record<ProgressTone, string> = {
  green: 'bg-green-600',
  red: 'bg-red-600',
  yellow: 'bg-amber-500',
  grey: 'bg-slate-400',
};

/**
 * A horizontal percentage with its value printed above it, and its label too unless the page
 * already shows it next to the bar (showLabel false: the label is then only announced).
 */
export function ProgressBar({ percent, tone, label, showLabel = true }: { percent: number; tone: ProgressTone; label: string; showLabel?: boolean }) {
  const { value, attributes } = percentProgressbar(percent, label);
  return (
    <div className="flex flex-col gap-2">
      <div className={`flex items-baseline gap-4 ${showLabel ? 'justify-between' : 'justify-end'}`} aria-hidden="true">
        {showLabel && <span className="font-semibold">{label}</span>}
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
