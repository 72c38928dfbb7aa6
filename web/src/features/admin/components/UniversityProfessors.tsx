import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { TitledSection } from '../../../components/ui/TitledSection';
import { ApiError } from '../../../lib/api';
import { addUniversityProfessor, removeUniversityProfessor, UNIVERSITIES_KEY, type AdminUniversity } from '../api';
import { useConfirmMove } from '../hooks/useConfirmMove';
import { ADMIN_NS } from '../locales';
import type { FormResult } from './AdminFormSection';

const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : fallback);

/** The university's professors: remove one, or add an existing account by username (asking before moving them from another university). */
export function UniversityProfessors({ university }: { university: AdminUniversity }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [result, setResult] = useState<FormResult | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY });
  const remove = useMutation({ mutationFn: (userId: string) => removeUniversityProfessor(university._id, userId), onSuccess: refresh });
  const move = useConfirmMove(
    () => {
      setResult({ tone: 'success', text: t('professorAdded', { username: username.trim() }) });
      setUsername('');
      void refresh();
    },
    (err) => setResult({ tone: 'error', text: errorText(err, t('professorAddFailed')) }),
  );
  const accounts = university.professorAccounts ?? university.professors.map((name) => ({ _id: '', username: name, firstName: '', lastName: '' }));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().toLowerCase();
    if (!name) return setResult({ tone: 'error', text: t('usernameRequired') });
    setResult(null);
    await move.run((answer) => addUniversityProfessor(university._id, { username: name, ...answer }));
  };

  return (
    <TitledSection id="professors-title" title={t('professorsTitle')} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      {accounts.length === 0 ? (
        <p className="text-slate-600">{t('noProfessors')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="university-professors">
          {accounts.map((account) => {
            const name = `${account.firstName} ${account.lastName}`.trim();
            return (
              <li key={account._id || account.username} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
                <span>
                  {name && <span className="font-medium">{name} </span>}
                  <span className="font-mono text-sm text-slate-700">@{account.username}</span>
                </span>
                {account._id && (
                  <Button
                    variant="danger"
                    className="min-h-9 px-3 py-1 text-sm"
                    disabled={remove.isPending}
                    aria-label={t('removeOf', { username: account.username })}
                    onClick={() => remove.mutate(account._id, { onError: (err) => setResult({ tone: 'error', text: errorText(err, t('removeFailed')) }) })}
                  >
                    {t('remove')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField label={t('addProfessor')} autoCapitalize="none" value={username} onChange={(e) => setUsername(e.target.value)} className="flex-1" />
        <Button type="submit">{t('add')}</Button>
      </form>
      {result && (
        <Alert tone={result.tone} onClose={() => setResult(null)} closeLabel={t('common.close', { ns: 'translation' })}>
          {result.text}
        </Alert>
      )}
      {move.dialog}
    </TitledSection>
  );
}
