import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonVariant } from './Button';
import { ScrollRegion } from './ScrollRegion';

/** A column heading; `hidden` keeps it for screen readers only (e.g. the actions column). */
export interface Column {
  key: string;
  label: ReactNode;
  hidden?: boolean;
  /** The column's sort state (aria-sort) when the table is sorted by it. */
  sort?: 'ascending' | 'descending' | 'none';
}

/**
 * A table that scrolls sideways on a narrow screen rather than squeezing its columns: column
 * headings (scope="col") and the rows given. Rows name themselves with a <th scope="row">. The
 * scrolling region is named by the heading `labelledBy` points at, so a keyboard can reach it.
 */
export function DataTable({
  columns,
  labelledBy,
  minWidth = '40rem',
  testId,
  framed = true,
  children,
}: {
  columns: Column[];
  labelledBy: string;
  minWidth?: string;
  testId?: string;
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollRegion labelledBy={labelledBy} className={`relative ${framed ? 'rounded-xl border border-slate-200 bg-white shadow-sm' : ''}`}>
      <table className="w-full text-left" style={{ minWidth }} data-testid={testId}>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2" aria-sort={column.sort}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A row's action as a compact button-styled link, named for the row (aria-label). */
export function RowLink({ to, label, variant = 'secondary', children }: { to: string; label: string; variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass(variant, 'min-h-9 px-3 py-1 text-sm whitespace-nowrap')} aria-label={label}>
      {children}
    </Link>
  );
}
