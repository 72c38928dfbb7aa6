import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format';
import { DELETIONS_KEY, fetchDeletions } from '../api';
import { ADMIN_NS } from '../locales';

/** The record of personal data deleted at a request: when, by whom, at whose request, what (opaque ids, no names). */
export function PersonalDataDeletions() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const deletions = useQuery({ queryKey: DELETIONS_KEY, queryFn: fetchDeletions });
  return (
    <section aria-labelledby="deletions-title" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:p-6" data-testid="personal-data-deletions">
      <h2 id="deletions-title" className="text-xl font-semibold">
        {t('deletions.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('deletions.intro')}</p>
      {deletions.data?.length === 0 && <p className="text-slate-600">{t('deletions.none')}</p>}
      <ul className="flex flex-col gap-3">
        {deletions.data?.map((d) => (
          <li key={d.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3">
            <p className="font-medium">{t('deletions.when', { date: formatDateTime(d.deletedAt, i18n.language), admin: d.performedByUsername ?? d.performedBy })}</p>
            <p className="text-sm text-slate-700">
              {t('deletions.request', { who: t(`deletion.requester.${d.requestedBy}`), date: formatDate(d.requestedAt, i18n.language) })}
              {d.universityName && ` · ${d.universityName}`}
            </p>
            <p className="text-sm text-slate-700">
              {t('deletions.removed')}{' '}
              {Object.entries(d.removed)
                .filter(([, n]) => n > 0)
                .map(([what, n]) => t(`deletions.item.${what}`, { count: n, defaultValue: `${what}: ${n}` }))
                .join(', ')}
            </p>
            <p className="break-all font-mono text-xs text-slate-500">{t('deletions.subject', { id: d.subjectUserId })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
