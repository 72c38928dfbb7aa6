import type { ReactNode } from 'react';

type Props = { children: ReactNode; className?: string } & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never });

/**
 * A table that may be wider than a phone scrolls sideways inside this region. It is focusable and
 * named, so a keyboard can scroll it and a screen reader announces what it holds (axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({ children, className = 'relative rounded-xl border border-slate-200 bg-white shadow-sm', labelledBy, label }: Props) {
  return (
    <div className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`} tabIndex={0} role="region" aria-labelledby={labelledBy} aria-label={label}>
      {children}
    </div>
  );
}
