import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { formatDueDate } from '../../../components/ui/DueDateNote';
import { DEFAULT_TIME_ZONE } from '@nurselab/core';

/** Marks an attempt finalised after the lab's due date (the server decided); says the due date when known. */
export function LateBadge({ dueAt }: { dueAt?: string | null }) {
  const { t, i18n } = useTranslation();
  const date = dueAt ? formatDueDate({ at: dueAt, timeZone: DEFAULT_TIME_ZONE }, i18n.language || 'th') : null;
  return (
    <Badge tone="yellow" icon={<span aria-hidden="true">⏰</span>} className="whitespace-nowrap">
      <span data-testid="late-badge" title={date ? t('due.lateHint', { date }) : undefined}>
        {t('due.late')}
        {date && <span className="sr-only"> · {t('due.lateHint', { date })}</span>}
      </span>
    </Badge>
  );
}
