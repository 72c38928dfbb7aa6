import { percentProgressbar } from './percentProgressbar';
import type { ReactNode } from 'react';
import { RingArc } from './RingArc';

export type ProgressTone = 'green' | 'red' | 'yellow' | 'grey';

const STROKE: Record<ProgressTone, string> = {
  green: 'stroke-green-600',
  red: 'stroke-red-600',
  yellow: 'stroke-amber-500',
  grey: 'stroke-slate-400',
};

/**
 * A circular percentage. Screen readers get a progressbar with its value and label; the number
 * is printed in the middle, so the colour is never the only signal.
 */
export function ProgressRing({ percent, tone, label, size = 160, children }: { percent: number; tone: ProgressTone; label: string; size?: number; children?: ReactNode }) {
  const { value, attributes } = percentProgressbar(percent, label);
  return (
    <div
      {...attributes}
      className="relative inline-flex items-center justify-center"
      style={{ width: size, height: size }}
    >
      <RingArc size={size} stroke={12} fraction={value / 100} trackClass="stroke-slate-200" arcClass={STROKE[tone]} />
      <span className="absolute flex flex-col items-center text-center" aria-hidden="true">
        <span className="text-3xl font-bold text-slate-900">{value}%</span>
        {children}
      </span>
    </div>
  );
}
