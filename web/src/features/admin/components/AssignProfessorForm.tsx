import { zodResolver } from '@hookform/resolvers/zod';
import { assignProfessorSchema, cleanRegisterCodeInput } from '@nurselab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { applyServerFieldErrors, failureText, fieldMessage } from '../../../lib/formErrors';
import { AdminFormSection, type FormResult } from './AdminFormSection';
import { message } from '../../../lib/i18n';
import { assignProfessor, UNIVERSITIES_KEY } from '../api';
import { useConfirmMove } from '../hooks/useConfirmMove';

type FormInput = z.input<typeof assignProfessorSchema>;
type FormOutput = z.output<typeof assignProfessorSchema>;

export function AssignProfessorForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<FormResult | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(assignProfessorSchema),
    defaultValues: { registerCode: '', professorUsername: '' },
  });
  const mutation = useMutation({ mutationFn: assignProfessor });

  const move = useConfirmMove(
    () => {
      setResult({ tone: 'success', text: message('admin.assigned') });
      reset();
      void queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY });
    },
    (err) => {
      applyServerFieldErrors(err, setError, ['registerCode', 'professorUsername']);
      setResult({ tone: 'error', text: failureText('admin.assignFailed', err) });
    },
  );

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    await move.run((answer) => mutation.mutateAsync({ ...values, ...answer }));
  });

  const registerCode = register('registerCode', { setValueAs: cleanRegisterCodeInput });
  return (
    <AdminFormSection id="assign-professor" title={t('admin.assignTitle')} onSubmit={onSubmit} result={result} onCloseResult={() => setResult(null)}>
      <TextField
        label={t('admin.registerCode')}
        required
        maxLength={6}
        autoCapitalize="characters"
        error={fieldMessage(formState.errors.registerCode?.message)}
        {...registerCode}
        onChange={(e) => {
          e.target.value = cleanRegisterCodeInput(e.target.value);
          return registerCode.onChange(e);
        }}
      />
      <TextField
        label={t('admin.professorUsername')}
        required
        autoCapitalize="none"
        error={fieldMessage(formState.errors.professorUsername?.message)}
        {...register('professorUsername')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('admin.assigning') : t('admin.assign')}
      </Button>
      {move.dialog}
    </AdminFormSection>
  );
}
