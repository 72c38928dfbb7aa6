import { labHistoryPath, labPath, type StudentLabRow, type Subject } from '@nurselab/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { AttemptsBadge } from '../../../components/ui/AttemptsBadge';
import { DueDateNote } from '../../../components/ui/DueDateNote';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { StatusMark } from './StatusMark';

/** One lab on a dashboard or lab list: number, name, status, attempts, View and (once attempted) its history. */
export function LabCard({ subject, row }: { subject: Subject; row: StudentLabRow }) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = t('catalogue.labNumber', { number: row.labNumber });
  const attempted = row.attemptCount > 0 || row.isPass !== null;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="flex flex-col">
        <span className="text-sm font-semibold uppercase tracking-wide text-brand-800">{number}</span>
        <span className="text-lg font-bold text-slate-900"><KeepThaiWords>{row.labInfo.labName}</KeepThaiWords></span>
      </h2>
      <div className="flex flex-wrap gap-2">
        <StatusMark standing={row} />
        <AttemptsBadge attemptsLeft={row.attemptsLeft} />
      </div>
      <DueDateNote due={row.due} />
      {row.pendingReview && <p className="text-sm text-slate-700">{t('catalogue.statusWaitingHint')}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {/* The name says which lab: a list of identical "View" links is useless to a screen reader. */}
        <Link to={labPath(subject, row.labNumber)} aria-label={`${t('catalogue.view')}: ${number} ${row.labInfo.labName}`} className={buttonClass('primary')}>
          {t('catalogue.view')}
        </Link>
        {attempted && (
          <Link to={labHistoryPath(subject, row.labNumber)} aria-label={`${t('catalogue.viewHistory')}: ${number}`} className={buttonClass('secondary')}>
            {t('catalogue.viewHistory')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Lab cards in a grid: one column on phones, `columns` on wide screens. */
export function LabGrid({ subject, rows, columns, label }: { subject: Subject; rows: StudentLabRow[]; columns: 3 | 4; label: string }) {
  const { t } = useTranslation();
  if (!rows.length) return <p className="text-slate-700">{t('catalogue.noLabs')}</p>;
  return (
    <ul role="list" aria-label={label} className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {rows.map((row) => (
        <li key={row.labInfo._id}>
          <LabCard subject={subject} row={row} />
        </li>
      ))}
    </ul>
  );
}
