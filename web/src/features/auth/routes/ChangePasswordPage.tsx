import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeFormSchema, type PasswordChangeFormInput } from '@nurselab/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { DataExport } from '../../privacy';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/formErrors';
import { setSession } from '../../../lib/session';
import { changePasswordRequest } from '../api';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** /account/password: every signed-in user changes their own password; other sessions are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordChangeFormInput>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errorOf = (field: (typeof FIELDS)[number]) => fieldMessage(formState.errors[field]?.message);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setResult(null);
    try {
      setSession(await changePasswordRequest({ currentPassword, newPassword }));
      reset();
      setResult({ tone: 'success', text: t('account.changed') });
    } catch (err) {
      if (!applyServerFieldErrors(err, setError, FIELDS)) setResult({ tone: 'error', text: t('account.unexpected') });
    }
  });

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('account.changeTitle')}</h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField label={t('account.currentPassword')} type="password" autoComplete="current-password" error={errorOf('currentPassword')} {...register('currentPassword')} />
        <TextField label={t('account.newPassword')} hint={t('account.passwordHint')} type="password" autoComplete="new-password" error={errorOf('newPassword')} {...register('newPassword')} />
        <TextField label={t('account.confirmPassword')} type="password" autoComplete="new-password" error={errorOf('confirmPassword')} {...register('confirmPassword')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('account.saving') : t('account.save')}
        </Button>
      </form>
      <DataExport />
    </div>
  );
}
