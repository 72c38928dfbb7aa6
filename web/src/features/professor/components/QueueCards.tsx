import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import type { ReviewQueueEntry } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { QueueStatus, showsDanger, useQueueTexts } from './QueueStatus';
import { LateBadge } from './LateBadge';

/**
 * The queue on a phone: one card per attempt, status and harmful-statement mark at the top, so
 * nothing needs a sideways scroll. A list of the same entries as the table; only one is shown.
 */
export function QueueCards({ entries, testId, labelledBy }: { entries: ReviewQueueEntry[]; testId: string; labelledBy: string }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const texts = useQueueTexts();
  return (
    <ul className="flex flex-col gap-3" data-testid={testId} aria-labelledby={labelledBy}>
      {entries.map((entry) => {
        const text = texts(entry);
        return (
          <li
            key={entry._id}
            className={`flex flex-col gap-2 rounded-xl border p-3 shadow-sm ${showsDanger(entry) ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
            data-testid="queue-card"
            data-language={entry.language}
            data-flagged={entry.criticalFlag ? 'true' : undefined}
          >
            <div className="text-sm">
              <QueueStatus entry={entry} />
            </div>
            <p className="font-semibold">
              {text.name}
              {entry.studentId && <span className="ms-2 font-mono text-sm font-normal text-slate-600">{entry.studentId}</span>}
            </p>
            <p className="text-sm">{text.lab}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
              <dt>{t('review.colLanguage')}</dt>
              <dd>{text.language}</dd>
              <dt>{t('review.colSubmitted')}</dt>
              <dd>
                {text.submitted}
                {entry.late && (
                  <span className="ms-2">
                    <LateBadge />
                  </span>
                )}
              </dd>
            </dl>
            <Link to={text.href} className={buttonClass('primary', 'w-full')} aria-label={text.gradeLabel}>
              {t('review.open')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
