import { useTranslation } from 'react-i18next';
import { DataTable, RowLink } from '../../../components/ui/DataTable';
import type { ReviewQueueEntry } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { FlaggedBadge } from './FlaggedBadge';

/** A list of attempts to grade: student, lab and attempt, language, when, status (harmful statements marked), and Grade. */
export function QueueTable({ entries, testId }: { entries: ReviewQueueEntry[]; testId: string }) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const columns = [
    { key: 'student', label: t('review.colStudent') },
    { key: 'lab', label: t('review.colLab') },
    { key: 'language', label: t('review.colLanguage') },
    { key: 'submitted', label: t('review.colSubmitted') },
    { key: 'status', label: t('review.colStatus') },
    { key: 'action', label: t('dashboard.colAction'), hidden: true },
  ];
  return (
    <DataTable columns={columns} testId={testId}>
      {entries.map((entry) => {
        const name = `${entry.firstName} ${entry.lastName}`;
        return (
          <tr
            key={entry._id}
            className={`border-t border-slate-200 ${entry.criticalFlag ? 'bg-red-50/60' : ''}`}
            data-testid="queue-entry"
            data-language={entry.language}
            data-flagged={entry.criticalFlag ? 'true' : undefined}
          >
            <th scope="row" className="px-3 py-2 font-medium">
              {name}
              {entry.studentId && <span className="block font-mono text-sm font-normal text-slate-600">{entry.studentId}</span>}
            </th>
            <td className="px-3 py-2">
              {t(`courses.${entry.subject}`, { ns: 'translation' })} · {t('dashboard.labNumber', { number: entry.labNumber })} · {t('detail.attempt', { attempt: entry.attempt })}
            </td>
            <td className="px-3 py-2">{t(`language.${entry.language}`, { defaultValue: entry.language })}</td>
            <td className="px-3 py-2 text-sm">{format.format(new Date(entry.createdAt))}</td>
            <td className="px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center gap-1">
                <span>
                  {t(`status.${entry.status}`)}
                  {typeof entry.score === 'number' && ` · ${entry.score}`}
                </span>
                {entry.held && <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{t('review.held')}</span>}
                {entry.criticalFlag && <FlaggedBadge />}
              </span>
            </td>
            <td className="px-3 py-2">
              <RowLink to={`/professor/review/${encodeURIComponent(entry._id)}`} variant="primary" label={t('review.openOf', { name, number: entry.labNumber, attempt: entry.attempt })}>
                {t('review.open')}
              </RowLink>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
