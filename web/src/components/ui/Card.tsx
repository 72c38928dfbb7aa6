import type { HTMLAttributes } from 'react';

/** A white panel; the page's sections and lab cards use it. */
export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`} {...props} />;
}
