import type { ReactNode } from 'react';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';

/** The h1 of a public page with its lead paragraph. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl"><KeepThaiWords>{title}</KeepThaiWords></h1>
      {children && <p className="max-w-3xl text-lg text-slate-700">{typeof children === 'string' ? <KeepThaiWords>{children}</KeepThaiWords> : children}</p>}
    </header>
  );
}
