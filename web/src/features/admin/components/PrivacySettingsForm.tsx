import { copyRetentionFits } from '@nurselab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { MAX_RETENTION_DAYS, UNIVERSITIES_KEY, updateUniversity, type AdminUniversity } from '../api';
import { ADMIN_NS } from '../locales';
import { AdminFormSection, type FormResult } from './AdminFormSection';

/** Empty: kept indefinitely (null); a whole number of days 1-3650; anything else undefined (invalid). */
function parseDays(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days >= 1 && days <= MAX_RETENTION_DAYS ? days : undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A university's privacy settings (PDPA): how many days after the final grade original
 * recordings are deleted, and the playback copy with transcript and evidence (empty: kept
 * indefinitely), and the data controller its students see on the privacy page.
 */
export function PrivacySettingsForm({ university }: { university: AdminUniversity }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const [original, setOriginal] = useState(university.originalRetentionDays?.toString() ?? '');
  const [copy, setCopy] = useState(university.copyRetentionDays?.toString() ?? '');
  const [name, setName] = useState(university.controllerName ?? '');
  const [email, setEmail] = useState(university.controllerEmail ?? '');
  const [result, setResult] = useState<FormResult | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof updateUniversity>[1]) => updateUniversity(university._id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY }),
  });
  const originalDays = parseDays(original);
  const copyDays = parseDays(copy);
  const copyFits = originalDays === undefined || copyDays === undefined || copyRetentionFits(originalDays, copyDays);
  const emailValid = !email.trim() || EMAIL.test(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (originalDays === undefined || copyDays === undefined) return setResult({ tone: 'error', text: t('retention.daysInvalid') });
    if (!copyFits) return setResult({ tone: 'error', text: t('retention.copyTooShort') });
    if (!emailValid) return setResult({ tone: 'error', text: t('controller.emailInvalid') });
    setResult(null);
    mutation.mutate(
      { originalRetentionDays: originalDays, copyRetentionDays: copyDays, controllerName: name, controllerEmail: email },
      {
        onSuccess: () => setResult({ tone: 'success', text: t('saved') }),
        onError: (err) => setResult({ tone: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('saveFailed') }),
      },
    );
  };

  return (
    <AdminFormSection id="privacy-settings" title={t('retention.title')} onSubmit={submit} result={result} onCloseResult={() => setResult(null)}>
      <p className="text-sm text-slate-600">{t('retention.intro')}</p>
      <TextField
        label={t('retention.original')}
        hint={t('retention.originalHint')}
        inputMode="numeric"
        value={original}
        onChange={(e) => setOriginal(e.target.value.replace(/\D/g, ''))}
        error={originalDays === undefined ? t('retention.daysInvalid') : undefined}
        data-testid="original-retention-days"
      />
      <TextField
        label={t('retention.copy')}
        hint={t('retention.copyHint')}
        inputMode="numeric"
        value={copy}
        onChange={(e) => setCopy(e.target.value.replace(/\D/g, ''))}
        error={copyDays === undefined ? t('retention.daysInvalid') : copyFits ? undefined : t('retention.copyTooShort')}
        data-testid="copy-retention-days"
      />
      <TextField
        label={t('controller.name')}
        hint={t('controller.nameHint')}
        value={name}
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
        data-testid="controller-name"
      />
      <TextField
        label={t('controller.email')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailValid ? undefined : t('controller.emailInvalid')}
        data-testid="controller-email"
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('saving') : t('retention.save')}
      </Button>
    </AdminFormSection>
  );
}
