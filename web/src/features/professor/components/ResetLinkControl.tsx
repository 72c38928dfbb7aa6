import { PASSWORD_RESET_HOURS } from '@nurselab/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { issueResetLink, resetLinkUrl } from '../api/resetLink';

/** A lecturer gives a student who forgot their password a one-time, expiring link to set a new one. */
export function ResetLinkControl({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const issue = useMutation({ mutationFn: () => issueResetLink(userId) });
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const url = issue.data ? resetLinkUrl(issue.data.token) : null;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="self-start" disabled={issue.isPending} onClick={() => issue.mutate()}>
        {issue.isPending ? t('account.issuing') : t('account.issueReset')}
      </Button>
      {issue.isError && <Alert tone="error">{issue.error instanceof ApiError && !issue.error.isNetwork ? issue.error.message : t('account.unexpected')}</Alert>}
      {url && (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <label htmlFor={linkId} className="text-sm text-slate-700">
            {t('account.issued', { name, hours: PASSWORD_RESET_HOURS })}
          </label>
          <input id={linkId} readOnly value={url} className="w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm" onFocus={(e) => e.target.select()} />
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false))}
          >
            {copied ? t('account.copied') : t('account.copy')}
          </Button>
        </div>
      )}
    </div>
  );
}
