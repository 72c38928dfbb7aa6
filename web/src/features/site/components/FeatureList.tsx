import type { ReactNode } from 'react';

/** A list of features, each with a check mark that screen readers skip. */
export function FeatureList({ items }: { items: { key: string; label: ReactNode }[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.key} className="flex items-start gap-2">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700">
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
