import { toWallTime, type LabDue, type Subject } from '@nurselab/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { DueDateNote } from '../../../components/ui/DueDateNote';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { useSetDueDate } from '../api/courses';
import { PROFESSOR_NS } from '../locales';

type Result = { tone: 'success' | 'error'; text: string };

/** One lab of the course: its due date (if any) with the time left, a date-and-time field, Save and Remove. */
export function DueDateRow({ subject, timeZone, lab }: { subject: Subject; timeZone: string; lab: { labNumber: number; labName: string; due: LabDue | null } }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const headingId = useId();
  const [value, setValue] = useState(lab.due ? toWallTime(lab.due.at, timeZone) : '');
  const [result, setResult] = useState<Result | null>(null);
  const mutation = useSetDueDate();

  const send = async (dueAt: string | null) => {
    setResult(null);
    try {
      await mutation.mutateAsync({ subject, labNumber: lab.labNumber, dueAt });
      if (dueAt === null) setValue('');
      setResult({ tone: 'success', text: t(dueAt === null ? 'dueDates.cleared' : 'dueDates.saved', { number: lab.labNumber }) });
    } catch (err) {
      const text = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : t('dueDates.failed');
      setResult({ tone: 'error', text });
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setResult({ tone: 'error', text: t('dueDates.required') });
    void send(value);
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={headingId} data-testid="due-date-row">
      <h2 id={headingId} className="flex flex-col">
        <span className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('dashboard.labNumber', { number: lab.labNumber })}</span>
        <span className="text-lg font-bold">
          <KeepThaiWords>{lab.labName}</KeepThaiWords>
        </span>
      </h2>
      {lab.due ? <DueDateNote due={lab.due} /> : <p className="text-sm text-slate-700">{t('dueDates.none')}</p>}
      <form onSubmit={save} noValidate className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <TextField
          type="datetime-local"
          label={t('dueDates.field', { number: lab.labNumber })}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={result?.tone === 'error' ? result.text : undefined}
          className="sm:min-w-64"
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('dueDates.saving') : t('dueDates.save')}
        </Button>
        {lab.due && (
          <Button type="button" variant="secondary" disabled={mutation.isPending} onClick={() => void send(null)}>
            {t('dueDates.clear')}
          </Button>
        )}
      </form>
      {result?.tone === 'success' && <Alert tone="success">{result.text}</Alert>}
    </li>
  );
}
