import { useTranslation } from 'react-i18next';
import { DataTable, RowLink } from '../../../components/ui/DataTable';
import type { ReviewQueueEntry } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { QueueStatus, showsDanger, useQueueTexts } from './QueueStatus';
import { LateBadge } from './LateBadge';

/** A list of attempts to grade: student, lab and attempt, language, when, status (harmful statements marked), and Grade. */
export function QueueTable({ entries, testId, labelledBy }: { entries: ReviewQueueEntry[]; testId: string; labelledBy: string }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const texts = useQueueTexts();
  const columns = [
    { key: 'student', label: t('review.colStudent') },
    { key: 'lab', label: t('review.colLab') },
    { key: 'language', label: t('review.colLanguage') },
    { key: 'submitted', label: t('review.colSubmitted') },
    { key: 'status', label: t('review.colStatus') },
    { key: 'action', label: t('dashboard.colAction'), hidden: true },
  ];
  return (
    <DataTable columns={columns} labelledBy={labelledBy} testId={testId}>
      {entries.map((entry) => {
        const text = texts(entry);
        return (
          <tr
            key={entry._id}
            className={`border-t border-slate-200 ${showsDanger(entry) ? 'bg-red-50/60' : ''}`}
            data-testid="queue-entry"
            data-language={entry.language}
            data-flagged={entry.criticalFlag ? 'true' : undefined}
          >
            <th scope="row" className="px-3 py-2 font-medium">
              {text.name}
              {entry.studentId && <span className="block font-mono text-sm font-normal text-slate-600">{entry.studentId}</span>}
            </th>
            <td className="px-3 py-2">{text.lab}</td>
            <td className="px-3 py-2">{text.language}</td>
            <td className="px-3 py-2 text-sm">
              {text.submitted}
              {entry.late && (
                <span className="mt-1 block">
                  <LateBadge />
                </span>
              )}
            </td>
            <td className="px-3 py-2 text-sm">
              <QueueStatus entry={entry} />
            </td>
            <td className="px-3 py-2">
              <RowLink to={text.href} variant="primary" label={text.gradeLabel}>
                {t('review.open')}
              </RowLink>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
