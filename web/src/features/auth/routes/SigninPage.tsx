import { zodResolver } from '@hookform/resolvers/zod';
import { homePathFor, signinSchema, type SigninInput } from '@nurselab/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { message } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { signinRequest } from '../api';

/** SPEC.md section 8, Signin: the server's message, else "Signin failed"; no response; anything else. */
function signinErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return message('signin.noResponse');
    // The server already answers in the UI language (Accept-Language).
    return err.code.startsWith('http.') ? message('signin.failed') : err.message;
  }
  return message('signin.error');
}

export function SigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SigninInput>({ resolver: zodResolver(signinSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const session = await signinRequest(values);
      setSession(session);
      navigate(homePathFor(session.user), { replace: true });
    } catch (err) {
      setError(signinErrorText(err));
    }
  });

  const fieldError = (code?: string) => (code ? message(code) : undefined);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('signin.title')}</h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label={t('signin.username')} autoComplete="username" autoCapitalize="none" error={fieldError(formState.errors.username?.message)} {...register('username')} />
        <TextField label={t('signin.password')} type="password" autoComplete="current-password" error={fieldError(formState.errors.password?.message)} {...register('password')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('signin.submitting') : t('signin.submit')}
        </Button>
        <Link to="/forgot-password" className="self-start text-sm font-medium text-brand-800 underline">
          {t('signin.forgot')}
        </Link>
        <p className="text-sm">
          {t('signin.noAccount')}{' '}
          <Link to="/signup" className="font-medium text-brand-800 underline">
            {t('signin.signupLink')}
          </Link>
        </p>
      </form>
    </div>
  );
}
