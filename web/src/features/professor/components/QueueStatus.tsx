import { useTranslation } from 'react-i18next';
import type { ReviewQueueEntry } from '../api/types';
import { PROFESSOR_NS } from '../locales';
import { FlaggedBadge } from './FlaggedBadge';

/** An attempt's status and score, marked held, harmful or drawn for a check in words, with why the release decision held it. */
export function QueueStatus({ entry }: { entry: ReviewQueueEntry }) {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span>
        {t(`status.${entry.status}`)}
        {typeof entry.score === 'number' && ` · ${entry.score}`}
      </span>
      {entry.held && <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{t('review.held')}</span>}
      {showsDanger(entry) && <FlaggedBadge />}
      {entry.criticalFlag && entry.dangerVerdict === 'rejected' && (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800 ring-1 ring-inset ring-slate-300">{t('review.dangerRejected')}</span>
      )}
      {entry.auditSample && !entry.reviewed && (
        <span className="rounded bg-sky-100 px-1.5 py-0.5 font-semibold text-sky-900" data-testid="check-badge">
          {t('review.checkBadge')}
        </span>
      )}
      {entry.status === 'needs_review' &&
        (entry.reasons ?? [])
          .filter((code) => code !== 'audit' && !(code === 'danger' && entry.criticalFlag))
          .map((code) => (
            <span key={code} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800 ring-1 ring-inset ring-slate-300">
              {t(`reason.${code}`, { defaultValue: code })}
            </span>
          ))}
    </span>
  );
}

/** A harmful statement nobody has rejected yet: marked red in both layouts. */
export const showsDanger = (entry: ReviewQueueEntry) => entry.criticalFlag === true && entry.dangerVerdict !== 'rejected';

/** The texts both layouts of the queue show for one entry. */
export function useQueueTexts() {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (entry: ReviewQueueEntry) => {
    const name = `${entry.firstName} ${entry.lastName}`;
    return {
      name,
      lab: `${t(`courses.${entry.subject}`, { ns: 'translation' })} · ${t('dashboard.labNumber', { number: entry.labNumber })} · ${t('detail.attempt', { attempt: entry.attempt })}`,
      language: t(`language.${entry.language}`, { defaultValue: entry.language }),
      submitted: format.format(new Date(entry.createdAt)),
      href: `/professor/review/${encodeURIComponent(entry._id)}`,
      gradeLabel: t('review.openOf', { name, number: entry.labNumber, attempt: entry.attempt }),
    };
  };
}
