import type { ReactNode } from 'react';

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
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const stroke = 12;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className="relative inline-flex items-center justify-center"
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="-rotate-90">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className="stroke-slate-200" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
          className={STROKE[tone]}
        />
      </svg>
      <span className="absolute flex flex-col items-center text-center" aria-hidden="true">
        <span className="text-3xl font-bold text-slate-900">{value}%</span>
        {children}
      </span>
    </div>
  );
}
