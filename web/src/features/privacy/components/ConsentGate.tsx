import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { useConsentStatus, useGiveConsent } from '../api';
import { PRIVACY_NS } from '../locales';

/**
 * Shows its children (the recorder) only once the student has agreed to the privacy notice in
 * force (PDPA s.26); before that, the consent. The server refuses a recording without it too.
 */
export default function ConsentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(PRIVACY_NS);
  const status = useConsentStatus();
  const give = useGiveConsent();
  const [agreed, setAgreed] = useState(false);
  const headingId = useId();
  if (status.isPending) return <Loading />;
  if (status.data?.consentedAt) return children;
  const noticeVersion = status.data?.noticeVersion;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border-2 border-brand-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('consent.title')}
      </h2>
      <p className="text-slate-700">{t('consent.body')}</p>
      <Link to="/privacy" target="_blank" className="self-start font-medium text-brand-800 underline">
        {t('consent.read')}
      </Link>
      <label className="flex items-start gap-3 text-slate-800">
        <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{t('consent.agree')}</span>
      </label>
      {(give.isError || status.isError) && <Alert tone="error">{t('consent.failed')}</Alert>}
      <Button className="self-start" disabled={!agreed || !noticeVersion || give.isPending} onClick={() => noticeVersion && give.mutate(noticeVersion)}>
        {give.isPending ? t('consent.saving') : t('consent.submit')}
      </Button>
    </section>
  );
}
