import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TitledSection } from '../../../components/ui/TitledSection';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { DELETIONS_KEY, deletePersonalData, fetchStudents, studentsKey, UNIVERSITIES_KEY, type AdminStudentView, type AdminUniversity } from '../api';
import { ADMIN_NS } from '../locales';
import type { FormResult } from './AdminFormSection';
import { DeletePersonalDataDialog } from './DeletePersonalDataDialog';

/** A university's students; an administrator deletes one's personal data at a request (PDPA), after a confirmation. */
export function UniversityStudents({ university }: { university: AdminUniversity }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const students = useQuery({ queryKey: studentsKey(university._id), queryFn: () => fetchStudents(university._id) });
  const [asking, setAsking] = useState<AdminStudentView | null>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const erase = useMutation({
    mutationFn: ({ student, answer }: { student: AdminStudentView; answer: Parameters<typeof deletePersonalData>[1] }) => deletePersonalData(student._id, answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentsKey(university._id) }),
        queryClient.invalidateQueries({ queryKey: DELETIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY }),
      ]),
  });

  return (
    <TitledSection id="students-title" title={t('students.title')} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" data-testid="university-students">
      {result && (
        <Alert tone={result.tone} onClose={() => setResult(null)} closeLabel={t('common.close', { ns: 'translation' })}>
          {result.text}
        </Alert>
      )}
      {students.data?.length === 0 && <p className="text-slate-600">{t('students.none')}</p>}
      <ul className="flex flex-col gap-2">
        {students.data?.map((student) => {
          const deleted = student.personalDataDeletedAt !== null;
          const name = `${student.firstName} ${student.lastName}`.trim();
          return (
            <li key={student._id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
              {deleted ? (
                <span className="text-slate-600">{t('students.deleted', { date: formatDateTime(student.personalDataDeletedAt!, i18n.language) })}</span>
              ) : (
                <span>
                  {name && <span className="font-medium">{name} </span>}
                  <span className="font-mono text-sm text-slate-700">@{student.username}</span>
                  {student.studentId && <span className="text-sm text-slate-600"> · {student.studentId}</span>}
                </span>
              )}
              {!deleted && (
                <Button
                  variant="danger"
                  className="min-h-9 px-3 py-1 text-sm"
                  disabled={erase.isPending}
                  aria-label={t('deletion.buttonOf', { username: student.username })}
                  onClick={() => {
                    setResult(null);
                    setAsking(student);
                  }}
                >
                  {t('deletion.button')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <DeletePersonalDataDialog
        key={asking?._id ?? 'none'}
        student={asking}
        onCancel={() => setAsking(null)}
        onConfirm={(answer) => {
          const student = asking!;
          setAsking(null);
          erase.mutate(
            { student, answer },
            {
              onSuccess: () => setResult({ tone: 'success', text: t('deletion.done', { username: student.username }) }),
              onError: (err) => setResult({ tone: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('deletion.failed') }),
            },
          );
        }}
      />
    </TitledSection>
  );
}
