import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { getSession, setSession } from '../../../lib/session';
import { meRequest } from '../api';

const CHECK_EVERY_MS = 10_000;

/**
 * What a student of a university that requires approval sees until a lecturer approves them
 * (or after a refusal): no labs, no recording (the server refuses them too). Asks the server
 * every few seconds, and lets the student in as soon as a lecturer has approved them.
 */
export function AwaitingApproval({ refused }: { refused: boolean }) {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ['me', 'approval'], queryFn: meRequest, refetchInterval: refused ? false : CHECK_EVERY_MS });
  const approval = me.data?.user.approval;
  useEffect(() => {
    const session = getSession();
    if (session && me.data && approval && approval !== session.user.approval) setSession({ ...session, user: me.data.user });
  }, [approval, me.data]);
  return (
    <section aria-labelledby="awaiting-approval" className="mx-auto flex max-w-xl flex-col gap-4 rounded-xl border-2 border-brand-200 bg-white p-5 shadow-sm" data-testid="awaiting-approval">
      <h1 id="awaiting-approval" className="text-2xl font-bold">
        {t(refused ? 'approval.refusedTitle' : 'approval.title')}
      </h1>
      <p className="text-slate-700">{t(refused ? 'approval.refusedBody' : 'approval.body')}</p>
      {!refused && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {me.isFetching ? t('approval.checking') : t('approval.auto')}
          </p>
          <Button variant="secondary" className="self-start" onClick={() => void me.refetch()}>
            {t('approval.check')}
          </Button>
        </>
      )}
    </section>
  );
}
