import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PLATFORMS_KEY, removePlatform, type LtiPlatform } from '../api/lti';
import { LTI_NS } from '../locales';

/** The registered LMSs, each with its university, issuer, client ID and deployments. */
export function PlatformList({ platforms }: { platforms: LtiPlatform[] }) {
  const { t } = useTranslation(LTI_NS);
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: removePlatform, onSuccess: () => queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY }) });
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('admin.registered')}</h2>
      {platforms.length === 0 && <p className="text-slate-700">{t('admin.none')}</p>}
      <ul className="flex flex-col gap-3">
        {platforms.map((p) => (
          <li key={p.id} className="flex flex-col gap-1 rounded-lg border border-slate-300 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <strong className="break-all">{p.name}</strong>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm">{t(p.registeredVia === 'dynamic' ? 'admin.viaDynamic' : 'admin.viaManual')}</span>
            </div>
            <dl className="grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{t('admin.university')}</dt>
              <dd>{p.universityName}</dd>
              <dt className="font-semibold">{t('admin.issuer')}</dt>
              <dd className="break-all">{p.issuer}</dd>
              <dt className="font-semibold">{t('admin.clientId')}</dt>
              <dd className="break-all">{p.clientId}</dd>
              <dt className="font-semibold">{t('admin.deployments')}</dt>
              <dd className="break-all">{p.deploymentIds.join(', ') || t('admin.firstLaunch')}</dd>
              <dt className="font-semibold">{t('admin.frameOrigins')}</dt>
              <dd className="break-all">{p.frameOrigins.join(', ')}</dd>
            </dl>
            <div>
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('admin.removeConfirm', { name: p.name }))) remove.mutate(p.id);
                }}
              >
                {t('admin.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
