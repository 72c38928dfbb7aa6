import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClass } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { SelectField } from '../../../components/ui/SelectField';
import { ApiError, api } from '../../../lib/api';
import { downloadAgreement, useAgreement, type AgreementScope } from '../api/agreement';
import { AgreementTable } from '../components/AgreementTable';
import { DangerRules } from '../components/DangerRules';
import { JudgesTable } from '../components/JudgesTable';
import { Summary } from '../components/Summary';
import { AGREEMENT_NS } from '../locales';

/**
 * /professor/agreement and /admin/agreement: how far automatic grades agree with lecturers,
 * a plain sentence first, then per lab, language and engine (with rubric items), dangers per
 * rule, and the CSV. Administrators pick one university or all.
 */
export function AgreementPage({ audience, nav }: { audience: 'professor' | 'admin'; nav?: ReactNode }) {
  const { t, i18n } = useTranslation(AGREEMENT_NS);
  const [universityId, setUniversityId] = useState<string | null>(null);
  const scope: AgreementScope = audience === 'professor' ? { kind: 'professor' } : { kind: 'admin', universityId };
  const report = useAgreement(scope, i18n.language);
  // Several courses side by side (all universities): each lab says its course.
  const withCourse = new Set(report.data?.labs.map((l) => l.subject)).size > 1;
  return (
    <div className="flex flex-col gap-6">
      {nav}
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="max-w-3xl text-slate-700">{t('intro')}</p>
      {audience === 'admin' && <UniversityPicker value={universityId} onChange={setUniversityId} />}
      {report.isPending && <Loading />}
      {report.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{report.error instanceof ApiError && report.error.status < 500 && report.error.message ? report.error.message : t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {report.data &&
        (report.data.rows.length === 0 ? (
          <EmptyState audience={audience} />
        ) : (
          <>
            <Summary report={report.data} withCourse={withCourse} />
            <DownloadButton scope={scope} />
            <section aria-labelledby="agreement-table-title" className="flex flex-col gap-3">
              <h2 id="agreement-table-title" className="text-xl font-semibold">
                {t('table.title')}
              </h2>
              <AgreementTable rows={report.data.rows} withCourse={withCourse} />
            </section>
            {report.data.judges.length > 0 && <JudgesTable rows={report.data.judges} withCourse={withCourse} />}
            <DangerRules rules={report.data.dangerRules} withCourse={withCourse} />
            <Help />
          </>
        ))}
    </div>
  );
}

function EmptyState({ audience }: { audience: 'professor' | 'admin' }) {
  const { t } = useTranslation(AGREEMENT_NS);
  return (
    <section aria-labelledby="agreement-empty" className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-400 bg-white p-6" data-testid="agreement-empty">
      <h2 id="agreement-empty" className="text-xl font-semibold">
        {t('empty.title')}
      </h2>
      <p className="max-w-3xl">{t('empty.body')}</p>
      {audience === 'professor' && (
        <Link to="/professor/review" className={buttonClass('secondary')}>
          {t('empty.queue')}
        </Link>
      )}
    </section>
  );
}

function DownloadButton({ scope }: { scope: AgreementScope }) {
  const { t } = useTranslation(AGREEMENT_NS);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadAgreement(scope);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void download()} disabled={busy} aria-busy={busy} aria-describedby="agreement-csv-note">
          <span aria-hidden="true">⬇</span>
          {busy ? t('downloading') : t('download')}
        </Button>
        <p id="agreement-csv-note" className="text-sm text-slate-600">
          {t('csvNote')}
        </p>
      </div>
      {failed && (
        <Alert tone="error" onClose={() => setFailed(false)} closeLabel={t('common.close', { ns: 'translation' })}>
          {t('downloadFailure')}
        </Alert>
      )}
    </div>
  );
}

function Help() {
  const { t } = useTranslation(AGREEMENT_NS);
  return (
    <section aria-labelledby="agreement-help" className="flex flex-col gap-2 text-slate-700">
      <h2 id="agreement-help" className="text-lg font-semibold">
        {t('help.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {(['agreement', 'kappa', 'difference', 'sent', 'few'] as const).map((k) => (
          <li key={k}>{t(`help.${k}`)}</li>
        ))}
      </ul>
    </section>
  );
}

function UniversityPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation(AGREEMENT_NS);
  const universities = useQuery({ queryKey: ['admin', 'universities'], queryFn: () => api<{ _id: string; universityName: string }[]>('/api/v1/admin/universities') });
  return (
    <div className="max-w-md">
      <SelectField
        label={t('university')}
        value={value ?? ''}
        wrapChosen
        onChange={(event) => onChange(event.target.value || null)}
        options={[{ value: '', label: t('allUniversities') }, ...(universities.data ?? []).map((u) => ({ value: u._id, label: u.universityName }))]}
      />
    </div>
  );
}
