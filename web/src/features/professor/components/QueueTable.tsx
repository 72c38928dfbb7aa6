import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import type { ReviewQueueEntry } from '../api/types';
import { PROFESSOR_NS } from '../locales';

/** A list of attempts to grade: student, lab and attempt, language, when, status, and Grade. */
export function QueueTable({ entries, testId }: { entries: ReviewQueueEntry[]; testId: string }) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left" data-testid={testId}>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">{t('review.colStudent')}</th>
            <th scope="col" className="px-3 py-2">{t('review.colLab')}</th>
            <th scope="col" className="px-3 py-2">{t('review.colLanguage')}</th>
            <th scope="col" className="px-3 py-2">{t('review.colSubmitted')}</th>
            <th scope="col" className="px-3 py-2">{t('review.colStatus')}</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">{t('dashboard.colAction')}</span></th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const name = `${entry.firstName} ${entry.lastName}`;
            return (
              <tr key={entry._id} className="border-t border-slate-200" data-testid="queue-entry" data-language={entry.language}>
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
                  {t(`status.${entry.status}`)}
                  {typeof entry.score === 'number' && ` · ${entry.score}`}
                  {entry.held && <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{t('review.held')}</span>}
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={`/professor/review/${encodeURIComponent(entry._id)}`}
                    className={buttonClass('primary', 'min-h-9 px-3 py-1 text-sm')}
                    aria-label={t('review.openOf', { name, number: entry.labNumber, attempt: entry.attempt })}
                  >
                    {t('review.open')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
