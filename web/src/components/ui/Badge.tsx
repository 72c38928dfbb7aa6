import type { ReactNode } from 'react';

export type BadgeTone = 'grey' | 'green' | 'yellow' | 'red' | 'blue';

/** Text on a tinted pill; colour never carries the meaning alone, the text (and icon) do. */
const TONES: Record<BadgeTone, string> = {
  grey: 'bg-slate-100 text-slate-800 ring-slate-400',
  green: 'bg-green-50 text-green-900 ring-green-600',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-500',
  red: 'bg-red-50 text-red-900 ring-red-600',
  blue: 'bg-sky-50 text-sky-900 ring-sky-700',
};

export function Badge({ tone, icon, children, className = '' }: { tone: BadgeTone; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}>
      {icon}
      <span>{children}</span>
    </span>
  );
}
