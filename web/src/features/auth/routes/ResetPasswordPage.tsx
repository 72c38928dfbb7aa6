import { zodResolver } from '@hookform/resolvers/zod';
import { homePathFor, passwordResetFormSchema, type PasswordResetFormInput } from '@nurselab/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/formErrors';
import { setSession } from '../../../lib/session';
import { checkResetToken, resetPasswordRequest } from '../api';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** /reset-password#token=...: a one-time link from a lecturer or an e-mail sets a new password and signs in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The token rides in the fragment, which browsers never send to a server or put in a Referer.
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const live = useQuery({ queryKey: ['auth', 'resetToken', token], queryFn: () => checkResetToken(token).then(() => true), enabled: token.length > 0, retry: false });
  const [banner, setBanner] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PasswordResetFormInput>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setBanner(null);
    try {
      const session = await resetPasswordRequest({ token, newPassword });
      setSession(session);
      navigate(homePathFor(session.user), { replace: true });
    } catch (err) {
      if (applyServerFieldErrors(err, setError, FIELDS)) return;
      setBanner(err instanceof ApiError && err.code === 'reset.invalid' ? t('account.resetInvalid') : t('account.unexpected'));
    }
  });

  const invalid = !token || live.isError;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('account.resetTitle')}</h1>
      {live.isLoading && <Loading />}
      {invalid && (
        <div className="flex flex-col gap-3">
          <Alert tone="error">{t('account.resetInvalid')}</Alert>
          <Link to="/signin" className="font-medium text-brand-800 underline">
            {t('signup.signinLink')}
          </Link>
        </div>
      )}
      {live.isSuccess && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
          {banner && <Alert tone="error">{banner}</Alert>}
          <TextField
            label={t('account.newPassword')}
            hint={t('account.passwordHint')}
            type="password"
            autoComplete="new-password"
            error={fieldMessage(formState.errors.newPassword?.message)}
            {...register('newPassword')}
          />
          <TextField label={t('account.confirmPassword')} type="password" autoComplete="new-password" error={fieldMessage(formState.errors.confirmPassword?.message)} {...register('confirmPassword')} />
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('account.saving') : t('account.resetSave')}
          </Button>
        </form>
      )}
    </div>
  );
}
