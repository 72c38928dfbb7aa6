import { zodResolver } from '@hookform/resolvers/zod';
import { demoRequestSchema, LANGUAGE_NAMES, LANGUAGES, type DemoRequest, type DemoRequestInput } from '@nurselab/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/formErrors';
import { currentLanguage } from '../../../lib/i18n';
import { siteConfig } from '../../../lib/siteConfig';
import { sendDemoRequest } from '../api';
import { SITE_NS } from '../locales';

const FIELDS = ['name', 'institution', 'email', 'phone', 'students', 'language', 'message'] as const;

/** The demo request form: validated by core's schema here and again by the server. */
export function DemoRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation(SITE_NS);
  const [banner, setBanner] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<DemoRequestInput, unknown, DemoRequest>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: { name: '', institution: '', email: '', phone: '', students: '' as unknown as number, language: currentLanguage(), message: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await sendDemoRequest(values);
        onSent(values.email);
      } catch (err) {
        if (applyServerFieldErrors(err, setError, FIELDS)) setBanner(t('demo.fixErrors'));
        else if (err instanceof ApiError && err.status === 429) setBanner(err.message);
        else setBanner(t('demo.failed', { email: siteConfig.contactEmail }));
      }
    },
    () => setBanner(t('demo.fixErrors')),
  );
  const error = (field: (typeof FIELDS)[number]) => fieldMessage(formState.errors[field]?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
      {banner && (
        <div className="sm:col-span-2">
          <Alert tone="error">{banner}</Alert>
        </div>
      )}
      <TextField label={t('demo.name')} autoComplete="name" required error={error('name')} {...register('name')} />
      <TextField label={t('demo.institution')} autoComplete="organization" required error={error('institution')} {...register('institution')} />
      <TextField label={t('demo.email')} type="email" autoComplete="email" required error={error('email')} {...register('email')} />
      <TextField label={t('demo.phone')} hint={t('demo.optional')} type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
      <TextField label={t('demo.students')} type="number" inputMode="numeric" min={1} required error={error('students')} {...register('students')} />
      <SelectField
        label={t('demo.language')}
        error={error('language')}
        options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        {...register('language')}
      />
      <TextAreaField className="sm:col-span-2" label={t('demo.message')} hint={t('demo.messageHint')} error={error('message')} {...register('message')} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('demo.submitting') : t('demo.submit')}
        </Button>
      </div>
    </form>
  );
}
