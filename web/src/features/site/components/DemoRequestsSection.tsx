import type { DemoRequestView } from '@nurselab/core';
import { LANGUAGE_NAMES } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useDemoRequests, useSetHandled } from '../api';
import { SITE_NS } from '../locales';

/** The administrator's demo requests, newest first, each marked handled or not. */
export default function DemoRequestsSection() {
  const { t, i18n } = useTranslation(SITE_NS);
  const requests = useDemoRequests();
  const setHandled = useSetHandled();
  const open = requests.data?.filter((r) => !r.handled).length ?? 0;

  return (
    <section aria-labelledby="demo-requests" className="rounded-xl bg-white p-6 shadow-sm">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="demo-requests" className="text-xl font-semibold">
          {t('demoRequests.title')}
        </h2>
        {!!requests.data?.length && <p className="text-sm font-medium text-amber-900">{t('demoRequests.openCount', { count: open })}</p>}
      </div>
      {requests.isPending && <Loading />}
      {requests.isError && (
        <Alert tone="error">
          {t('demoRequests.loadFailed')}{' '}
          <Button variant="secondary" onClick={() => void requests.refetch()}>
            {t('demoRequests.retry')}
          </Button>
        </Alert>
      )}
      {setHandled.isError && <Alert tone="error">{t('demoRequests.updateFailed')}</Alert>}
      {requests.data?.length === 0 && <p>{t('demoRequests.empty')}</p>}
      {!!requests.data?.length && (
        <ul className="flex flex-col gap-3">
          {requests.data.map((request) => (
            <DemoRequestItem
              key={request.id}
              request={request}
              language={i18n.language}
              busy={setHandled.isPending && setHandled.variables?.id === request.id}
              onToggle={() => setHandled.mutate({ id: request.id, handled: !request.handled })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function DemoRequestItem({ request, language, busy, onToggle }: { request: DemoRequestView; language: string; busy: boolean; onToggle: () => void }) {
  const { t } = useTranslation(SITE_NS);
  return (
    <li className={`rounded-lg border p-4 ${request.handled ? 'border-slate-200 bg-slate-50' : 'border-amber-300 bg-amber-50'}`} data-testid="demo-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="font-semibold">
            {request.institution} · {request.name}
          </p>
          <p className="text-sm text-slate-700">
            <a href={`mailto:${request.email}`} className="underline underline-offset-2">
              {request.email}
            </a>
            {request.phone && <> · {request.phone}</>}
          </p>
          <dl className="flex flex-wrap gap-x-4 text-sm text-slate-700">
            <div className="flex gap-1">
              <dt>{t('demoRequests.received')}:</dt>
              <dd>
                <time dateTime={request.createdAt}>{formatDateTime(request.createdAt, language)}</time>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('demoRequests.students')}:</dt>
              <dd>{formatNumber(request.students, language)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('demoRequests.language')}:</dt>
              <dd lang={request.language}>{LANGUAGE_NAMES[request.language]}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('demoRequests.status')}:</dt>
              <dd className="font-semibold">{request.handled ? t('demoRequests.handled') : t('demoRequests.open')}</dd>
            </div>
          </dl>
        </div>
        <Button variant={request.handled ? 'secondary' : 'primary'} disabled={busy} onClick={onToggle}>
          {request.handled ? t('demoRequests.markOpen') : t('demoRequests.markHandled')}
        </Button>
      </div>
      {request.message && <p className="mt-2 whitespace-pre-line break-words text-slate-800">{request.message}</p>}
    </li>
  );
}
