import { DEFAULT_TIME_ZONE } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { formatDueDate } from '../../../components/ui/DueDateNote';
import { useProfessorUniversity } from '../api/queries';

/** Marks an attempt finalised after the lab's due date (the server decided); says the due date when known. */
export function LateBadge({ dueAt }: { dueAt?: string | null }) {
  const { t, i18n } = useTranslation();
  // The due date in the course's time zone (an administrator's setting, Bangkok by default).
  const timeZone = useProfessorUniversity().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const date = dueAt ? formatDueDate({ at: dueAt, timeZone }, i18n.language || 'th') : null;
  return (
    <Badge tone="yellow" icon={<ClockIcon />} className="whitespace-nowrap">
      <span data-testid="late-badge" title={date ? t('due.lateHint', { date }) : undefined}>
        {t('due.late')}
        {date && <span className="sr-only"> · {t('due.lateHint', { date })}</span>}
      </span>
    </Badge>
  );
}

/** A clock drawn (an emoji needs a font the machine may lack): the mark is not colour alone. */
function ClockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M12 8v4l3 2" />
    </svg>
  );
}
