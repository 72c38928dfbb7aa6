import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { saveApiFile } from '../../../lib/saveApiFile';
import { AUDIT_KEY, AUDIT_KINDS, auditCsvPath, fetchAudit, fetchUniversities, UNIVERSITIES_KEY, type AuditEvent, type AuditFilter } from '../api';
import { ADMIN_NS } from '../locales';

const NO_FILTER: AuditFilter = { universityId: '', user: '', kind: '', from: '', to: '' };

/**
 * The audit log (PDPA): who played which recording, who changed which grade. Filtered by
 * university, user, kind and dates (UTC days), 50 a page, newest first; the filtered log as CSV.
 */
export function AuditLogSection() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const headingId = useId();
  const [draft, setDraft] = useState<AuditFilter>(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [csvFailed, setCsvFailed] = useState(false);
  const universities = useQuery({ queryKey: UNIVERSITIES_KEY, queryFn: fetchUniversities });
  const log = useQuery({ queryKey: [...AUDIT_KEY, filter, page], queryFn: () => fetchAudit(filter, page), placeholderData: keepPreviousData });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, user: draft.user.trim() });
    setPage(1);
  };
  const exportCsv = () => {
    setCsvFailed(false);
    saveApiFile(auditCsvPath(filter), 'audit_log.csv').catch(() => setCsvFailed(true));
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6" data-testid="audit-log">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('audit.title')}
      </h2>
      <p className="text-slate-700">{t('audit.intro')}</p>
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('audit.filters')}>
        <SelectField
          label={t('audit.university')}
          value={draft.universityId}
          onChange={set('universityId')}
          options={[{ value: '', label: t('audit.any') }, ...(universities.data ?? []).map((u) => ({ value: u._id, label: u.universityName }))]}
        />
        <TextField label={t('audit.user')} hint={t('audit.userHint')} value={draft.user} onChange={set('user')} autoComplete="off" maxLength={100} />
        <SelectField
          label={t('audit.kind')}
          value={draft.kind}
          onChange={set('kind')}
          options={[{ value: '', label: t('audit.any') }, ...AUDIT_KINDS.map((k) => ({ value: k, label: t(`audit.kinds.${k}`) }))]}
        />
        <TextField label={t('audit.from')} type="date" value={draft.from} onChange={set('from')} />
        <TextField label={t('audit.to')} type="date" value={draft.to} onChange={set('to')} />
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{t('audit.apply')}</Button>
          <Button type="button" variant="secondary" onClick={exportCsv}>
            {t('audit.csv')}
          </Button>
        </div>
      </form>
      {csvFailed && <Alert tone="error">{t('audit.csvFailed')}</Alert>}
      {log.isPending && <Loading />}
      {log.isError && <Alert tone="error">{t('audit.loadFailed')}</Alert>}
      {log.data && (
        <>
          <p aria-live="polite" className="text-sm text-slate-700">
            {t('audit.count', { count: log.data.total })}
          </p>
          {log.data.events.length > 0 && (
            <ul className="flex flex-col gap-2" data-testid="audit-events">
              {log.data.events.map((e) => (
                <AuditLine key={e._id} event={e} when={date.format(new Date(e.createdAt))} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={t('audit.pages')} className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" disabled={page <= 1 || log.isFetching} onClick={() => setPage((p) => p - 1)}>
                {t('audit.previous')}
              </Button>
              <span>{t('audit.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages || log.isFetching} onClick={() => setPage((p) => p + 1)}>
                {t('audit.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function AuditLine({ event, when }: { event: AuditEvent; when: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tMain } = useTranslation();
  const who = event.actor ? `${event.actor.name ?? ''} (${event.actor.username})`.trim() : t('audit.nobody');
  const student = event.student ? `${event.student.name ?? ''} (${event.student.username})`.trim() : t('audit.nobody');
  const sub = event.submission;
  const lab =
    sub && sub.subject && sub.labNumber !== null
      ? t('audit.lab', { subject: tMain(`courses.${sub.subject}`, { defaultValue: sub.subject }), number: sub.labNumber, attempt: sub.attempt ?? '' })
      : '';
  const before = event.details.scoreBefore;
  const after = event.details.scoreAfter;
  const scores = typeof after === 'number' ? t('audit.scores', { before: typeof before === 'number' ? before : '-', after }) : '';
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 px-3 py-2" data-testid="audit-event" data-kind={event.kind}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{t(`audit.kinds.${event.kind}`)}</span>
        <span className="text-sm text-slate-700">{when}</span>
      </p>
      <p className="break-words">{t('audit.line', { who, student, lab })}</p>
      <p className="text-sm text-slate-700">
        {[event.university?.name, scores, typeof event.details.reason === 'string' ? event.details.reason : ''].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}
