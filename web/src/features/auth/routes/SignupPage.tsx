import { zodResolver } from '@hookform/resolvers/zod';
import { cleanRegisterCodeInput, cleanUsernameInput, homePathFor, signupFormSchema, type SignupFormInput } from '@nurselab/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/formErrors';
import { message } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { signupRequest } from '../api';

const FIELDS = ['firstName', 'lastName', 'username', 'password', 'confirmPassword', 'studentId', 'registerCode'] as const;

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', username: '', password: '', confirmPassword: '', studentId: '', registerCode: '' },
  });

  const onSubmit = handleSubmit(
    async ({ confirmPassword: _typedTwice, ...values }) => {
      setBanner(null);
      try {
        const session = await signupRequest(values);
        setSession(session);
        navigate(homePathFor(session.user), { replace: true });
      } catch (err) {
        // SPEC.md section 8, Signup: field errors under each field, else the message, else a generic one.
        if (applyServerFieldErrors(err, setError, FIELDS)) {
          setBanner(message('signup.correctErrors'));
        } else if (err instanceof ApiError && !err.isNetwork && !err.code.startsWith('http.')) {
          setBanner(err.message);
        } else {
          setBanner(message('signup.unexpected'));
        }
      }
    },
    () => setBanner(message('signup.fixErrors')),
  );

  const errorOf = (field: (typeof FIELDS)[number]) => {
    const code = formState.errors[field]?.message;
    return code ? message(code) : undefined;
  };
  // SPEC.md section 5: the username is lower-cased and stripped, the register code cut to 6, as the user types.
  const username = register('username', { setValueAs: cleanUsernameInput });
  const registerCode = register('registerCode', { setValueAs: cleanRegisterCodeInput });

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-6 text-3xl font-bold">{t('signup.title')}</h1>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2">
        {banner && (
          <div className="sm:col-span-2">
            <Alert tone="error">{banner}</Alert>
          </div>
        )}
        <TextField label={t('signup.firstName')} autoComplete="given-name" error={errorOf('firstName')} {...register('firstName')} />
        <TextField label={t('signup.lastName')} autoComplete="family-name" error={errorOf('lastName')} {...register('lastName')} />
        <TextField
          label={t('signup.username')}
          hint={t('signup.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          error={errorOf('username')}
          {...username}
          onChange={(e) => {
            e.target.value = cleanUsernameInput(e.target.value);
            return username.onChange(e);
          }}
        />
        <TextField label={t('signup.password')} hint={t('signup.passwordHint')} type="password" autoComplete="new-password" error={errorOf('password')} {...register('password')} />
        <TextField label={t('signup.confirmPassword')} type="password" autoComplete="new-password" error={errorOf('confirmPassword')} {...register('confirmPassword')} />
        <TextField label={t('signup.studentId')} inputMode="numeric" error={errorOf('studentId')} {...register('studentId')} />
        <TextField
          label={t('signup.registerCode')}
          hint={t('signup.registerCodeHint')}
          autoCapitalize="characters"
          maxLength={6}
          error={errorOf('registerCode')}
          {...registerCode}
          onChange={(e) => {
            e.target.value = cleanRegisterCodeInput(e.target.value);
            return registerCode.onChange(e);
          }}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <p className="text-sm text-slate-700">
            {t('signup.privacyNote')}{' '}
            <Link to="/privacy" className="font-medium text-brand-800 underline">
              {t('signup.privacyLink')}
            </Link>
          </p>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('signup.submitting') : t('signup.submit')}
          </Button>
          <p className="text-sm">
            {t('signup.haveAccount')}{' '}
            <Link to="/signin" className="font-medium text-brand-800 underline">
              {t('signup.signinLink')}
            </Link>
          </p>
        </div>
      </form>
    </div>
  );
}
