import { timeLeft, type LabDue } from '@nurselab/core';
import { useTranslation } from 'react-i18next';

/** A due date in the reader's language and the course's time zone, e.g. "1 Mar 2031, 17:00 GMT+7". */
export function formatDueDate(due: LabDue, language: string): string {
  // dateStyle and timeStyle cannot be combined with timeZoneName: the fields one by one.
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: due.timeZone,
    timeZoneName: 'short',
  }).format(new Date(due.at));
}

/** How long until (or since) the due date, in the reader's language ("in 3 days", "2 hours ago"). */
export function formatTimeLeft(due: LabDue, language: string, now = new Date()): { text: string; overdue: boolean } {
  const left = timeLeft(due.at, now);
  return { text: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(left.value, left.unit), overdue: left.overdue };
}

/** A lab's due date with the time left; amber once passed. Nothing when the lab has none. */
export function DueDateNote({ due, className = '' }: { due: LabDue | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!due) return null;
  const language = i18n.language || 'th';
  const left = formatTimeLeft(due, language);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 text-sm ${left.overdue ? 'text-amber-900' : 'text-slate-800'} ${className}`} data-testid="due-date">
      <span className="font-semibold">{left.overdue ? t('due.passed') : t('due.label')}</span>{' '}
      <time dateTime={due.at}>{formatDueDate(due, language)}</time>{' '}
      <span className={left.overdue ? 'font-semibold' : ''}>({left.text})</span>
    </p>
  );
}
