import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { RELEASE_POLICIES, UNIVERSITIES_KEY, updateUniversity, type AdminUniversity, type ReleasePolicy } from '../api';
import { ADMIN_NS } from '../locales';
import { AdminFormSection, type FormResult } from './AdminFormSection';

/** Capacity up or down (never below the registered count: the server says so in the user's language) and the release policy. */
export function EditUniversityForm({ university }: { university: AdminUniversity }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const [capacity, setCapacity] = useState(String(university.numberOfStudents));
  const [policy, setPolicy] = useState<ReleasePolicy>(university.releasePolicy ?? 'immediate');
  const [result, setResult] = useState<FormResult | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof updateUniversity>[1]) => updateUniversity(university._id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY }),
  });
  const capacityValue = /^\d{1,6}$/.test(capacity.trim()) ? Number(capacity.trim()) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (capacityValue === null || capacityValue < 1) return setResult({ tone: 'error', text: t('capacityInvalid') });
    setResult(null);
    mutation.mutate(
      { numberOfStudents: capacityValue, releasePolicy: policy },
      {
        onSuccess: () => setResult({ tone: 'success', text: t('saved') }),
        onError: (err) => setResult({ tone: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('saveFailed') }),
      },
    );
  };

  return (
    <AdminFormSection id="edit-university" title={t('editTitle')} onSubmit={submit} result={result} onCloseResult={() => setResult(null)}>
      <TextField
        label={t('capacity')}
        hint={t('capacityHint', { registered: university.registeredStudents })}
        inputMode="numeric"
        value={capacity}
        onChange={(e) => setCapacity(e.target.value.replace(/\D/g, ''))}
        error={capacityValue === null ? t('capacityInvalid') : undefined}
      />
      <SelectField
        label={t('releasePolicy')}
        value={policy}
        onChange={(e) => setPolicy(e.target.value as ReleasePolicy)}
        options={RELEASE_POLICIES.map((p) => ({ value: p, label: t(`policy.${p}`) }))}
      />
      <p className="text-sm text-slate-600">{t(`policyHint.${policy}`)}</p>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('saving') : t('save')}
      </Button>
    </AdminFormSection>
  );
}
