import { zodResolver } from '@hookform/resolvers/zod';
import { assignProfessorSchema, cleanRegisterCodeInput } from '@nurselab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/formErrors';
import { message } from '../../../lib/i18n';
import { assignProfessor, UNIVERSITIES_KEY } from '../api';

type FormInput = z.input<typeof assignProfessorSchema>;
type FormOutput = z.output<typeof assignProfessorSchema>;

export function AssignProfessorForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(assignProfessorSchema),
    defaultValues: { registerCode: '', professorUsername: '' },
  });
  const mutation = useMutation({ mutationFn: assignProfessor });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await mutation.mutateAsync(values);
      setResult({ tone: 'success', text: message('admin.assigned') });
      reset();
      await queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY });
    } catch (err) {
      applyServerFieldErrors(err, setError, ['registerCode', 'professorUsername']);
      const detail = err instanceof ApiError && !err.isNetwork && !err.code.startsWith('http.') ? `: ${err.message}` : '';
      setResult({ tone: 'error', text: message('admin.assignFailed') + detail });
    }
  });

  const registerCode = register('registerCode', { setValueAs: cleanRegisterCodeInput });
  return (
    <section aria-labelledby="assign-professor" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="assign-professor" className="mb-4 text-xl font-semibold">
        {t('admin.assignTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {result && (
          <Alert tone={result.tone} onClose={() => setResult(null)} closeLabel={t('common.close')}>
            {result.text}
          </Alert>
        )}
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
      </form>
    </section>
  );
}
