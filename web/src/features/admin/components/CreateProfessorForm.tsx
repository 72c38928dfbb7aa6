import { cleanUsernameInput, MIN_PASSWORD_LENGTH } from '@nurselab/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { createProfessor, fetchUniversities, UNIVERSITIES_KEY } from '../api';
import { useConfirmMove } from '../hooks/useConfirmMove';
import { ADMIN_NS } from '../locales';
import { AdminFormSection, type FormResult } from './AdminFormSection';

const EMPTY = { username: '', firstName: '', lastName: '', password: '', universityId: '' };
type Field = keyof typeof EMPTY;

/** A professor account made by the administrator for a university (the lecturer signs in with it). */
export function CreateProfessorForm({ defaultUniversityId }: { defaultUniversityId: string | null }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const universities = useQuery({ queryKey: UNIVERSITIES_KEY, queryFn: fetchUniversities });
  const [values, setValues] = useState({ ...EMPTY, universityId: defaultUniversityId ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<FormResult | null>(null);
  const [busy, setBusy] = useState(false);
  const universityId = values.universityId || defaultUniversityId || universities.data?.[0]?._id || '';
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const move = useConfirmMove(
    () => {
      setResult({ tone: 'success', text: t('professorCreated', { username: values.username }) });
      setValues({ ...EMPTY, universityId });
      void queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY });
    },
    (err) => {
      if (err instanceof ApiError) setErrors(Object.fromEntries(err.errors.map((e) => [e.field, e.message])));
      setResult({ tone: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('professorCreateFailed') });
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['username', 'firstName', 'lastName'] as const) if (!values[field].trim()) found[field] = t('required');
    if (values.password.length < MIN_PASSWORD_LENGTH) found.password = t('passwordShort', { min: MIN_PASSWORD_LENGTH });
    if (!universityId) found.universityId = t('required');
    setErrors(found);
    if (Object.keys(found).length) return setResult({ tone: 'error', text: t('fixErrors') });
    setResult(null);
    setBusy(true);
    const body = { username: values.username, firstName: values.firstName.trim(), lastName: values.lastName.trim(), password: values.password, universityId };
    await move.run(({ confirmMove }) => createProfessor(confirmMove ? { ...body, confirmMove } : body));
    setBusy(false);
  };

  return (
    <AdminFormSection id="create-professor" title={t('createProfessorTitle')} onSubmit={(e) => void submit(e)} result={result} onCloseResult={() => setResult(null)}>
      <SelectField
        label={t('university')}
        wrapChosen
        value={universityId}
        onChange={(e) => set('universityId', e.target.value)}
        options={(universities.data ?? []).map((u) => ({ value: u._id, label: `${u.universityName} (${u.registerCode})` }))}
        error={errors.universityId}
      />
      <TextField label={t('username')} autoCapitalize="none" value={values.username} onChange={(e) => set('username', cleanUsernameInput(e.target.value))} error={errors.username} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('firstName')} value={values.firstName} onChange={(e) => set('firstName', e.target.value)} error={errors.firstName} />
        <TextField label={t('lastName')} value={values.lastName} onChange={(e) => set('lastName', e.target.value)} error={errors.lastName} />
      </div>
      <TextField label={t('password')} type="password" autoComplete="new-password" value={values.password} onChange={(e) => set('password', e.target.value)} hint={t('passwordHint', { min: MIN_PASSWORD_LENGTH })} error={errors.password} />
      <Button type="submit" disabled={busy}>
        {busy ? t('creatingProfessor') : t('createProfessor')}
      </Button>
      {move.dialog}
    </AdminFormSection>
  );
}
