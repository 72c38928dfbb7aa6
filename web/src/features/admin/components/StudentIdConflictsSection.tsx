import { STUDENT_ID_PATTERN } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { CONFLICTS_KEY, fetchStudentIdConflicts, resolveStudentIdConflict, type StudentIdConflict } from '../api';
import { ADMIN_NS } from '../locales';

/**
 * Student IDs the unique-ID migration took from later duplicate accounts: each with the account
 * that kept the ID; the administrator settles one by giving the account its right student ID.
 */
export function StudentIdConflictsSection() {
  const { t } = useTranslation(ADMIN_NS);
  const headingId = useId();
  const list = useQuery({ queryKey: CONFLICTS_KEY, queryFn: fetchStudentIdConflicts });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6" data-testid="student-id-conflicts">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('conflicts.title')}
      </h2>
      <p className="text-slate-700">{t('conflicts.intro')}</p>
      {list.isPending && <Loading />}
      {list.isError && <Alert tone="error">{t('conflicts.loadFailed')}</Alert>}
      {list.data && list.data.conflicts.length === 0 && <p>{t('conflicts.none')}</p>}
      {list.data && list.data.conflicts.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.data.conflicts.map((c) => (
            <ConflictItem key={c.user._id} conflict={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConflictItem({ conflict }: { conflict: StudentIdConflict }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = (p: { firstName: string; lastName: string; username: string }) => `${p.firstName} ${p.lastName} (${p.username})`;
  const save = useMutation({
    mutationFn: (studentId: string) => resolveStudentIdConflict(conflict.user._id, studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONFLICTS_KEY }),
    onError: (err) => setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? (err.errors[0]?.message ?? err.message) : t('conflicts.saveFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const studentId = value.trim();
    if (!STUDENT_ID_PATTERN.test(studentId) || studentId.length > 30) return setError(t('conflicts.invalid'));
    setError(null);
    save.mutate(studentId);
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="student-id-conflict">
      <p className="break-words">
        {t('conflicts.line', { student: name(conflict.user), studentId: conflict.studentId, university: conflict.university.universityName })}
      </p>
      <p className="text-sm text-slate-700">{conflict.holder ? t('conflicts.holder', { holder: name(conflict.holder) }) : t('conflicts.noHolder')}</p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('conflicts.newId', { student: conflict.user.username })}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          error={error ?? undefined}
          maxLength={30}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('conflicts.save')}
        </Button>
      </form>
    </li>
  );
}
