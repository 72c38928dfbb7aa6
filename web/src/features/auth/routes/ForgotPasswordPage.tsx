import { PASSWORD_RESET_HOURS } from '@nurselab/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { TextField } from '../../../components/ui/TextField';
import { message } from '../../../lib/i18n';
import { requestResetEmail, resetEmailAvailable } from '../api';

/** /forgot-password: a reset link by e-mail when SMTP is configured; otherwise, ask the lecturer. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const available = useQuery({ queryKey: ['auth', 'resetEmail'], queryFn: resetEmailAvailable });
  const [username, setUsername] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'empty'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return setState('empty');
    setState('sending');
    try {
      await requestResetEmail(username.trim());
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('account.forgotTitle')}</h1>
      {available.isPending && <Loading />}
      {(available.isError || available.data?.email === false) && <Alert tone="info">{t('account.forgotNoEmail')}</Alert>}
      {available.data?.email && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
          <p className="text-slate-700">{t('account.forgotIntro')}</p>
          {state === 'sent' && <Alert tone="success">{t('account.forgotSent', { hours: PASSWORD_RESET_HOURS })}</Alert>}
          {state === 'failed' && <Alert tone="error">{t('account.unexpected')}</Alert>}
          <TextField
            label={t('account.username')}
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            error={state === 'empty' ? message('form.required') : undefined}
            onChange={(e) => setUsername(e.target.value.toLowerCase())}
          />
          <Button type="submit" disabled={state === 'sending'}>
            {state === 'sending' ? t('account.saving') : t('account.forgotSend')}
          </Button>
        </form>
      )}
    </div>
  );
}
