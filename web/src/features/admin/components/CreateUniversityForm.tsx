import { zodResolver } from '@hookform/resolvers/zod';
import { createUniversitySchema, SUBJECTS } from '@nurselab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { applyServerFieldErrors, failureText, fieldMessage } from '../../../lib/formErrors';
import { AdminFormSection, type FormResult } from './AdminFormSection';
import { message } from '../../../lib/i18n';
import { createUniversity, UNIVERSITIES_KEY } from '../api';

type FormInput = z.input<typeof createUniversitySchema>;
type FormOutput = z.output<typeof createUniversitySchema>;

export function CreateUniversityForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<FormResult | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createUniversitySchema),
    defaultValues: { universityName: '', numberOfStudents: '', course: 'maternalchild' },
  });
  const mutation = useMutation({ mutationFn: createUniversity });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const created = await mutation.mutateAsync(values);
      setResult({ tone: 'success', text: message('admin.created', { code: created.registerCode }) });
      reset();
      await queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['universityName', 'numberOfStudents', 'course']);
      setResult({ tone: 'error', text: failureText('admin.createFailed', err) });
    }
  });

  return (
    <AdminFormSection id="create-university" title={t('admin.createTitle')} onSubmit={onSubmit} result={result} onCloseResult={() => setResult(null)}>
      <TextField label={t('admin.universityName')} required error={fieldMessage(formState.errors.universityName?.message)} {...register('universityName')} />
      <TextField
        label={t('admin.numberOfStudents')}
        required
        inputMode="numeric"
        error={fieldMessage(formState.errors.numberOfStudents?.message)}
        {...register('numberOfStudents')}
      />
      <SelectField
        label={t('admin.course')}
        options={SUBJECTS.map((s) => ({ value: s, label: t(`courses.${s}`) }))}
        error={fieldMessage(formState.errors.course?.message)}
        {...register('course')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('admin.creating') : t('admin.create')}
      </Button>
    </AdminFormSection>
  );
}
