import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ApiError } from '../../../lib/api';
import { useDecideStudent, usePendingStudents, type PendingStudent } from '../api/pendingStudents';
import { PROFESSOR_NS } from '../locales';

/**
 * New students waiting for a lecturer's approval (a university setting), at the top of the
 * dashboard while there are any: approve lets them record; refuse frees their seat.
 */
export function PendingStudentsPanel() {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const headingId = useId();
  const pending = usePendingStudents();
  const decide = useDecideStudent();
  const [refusing, setRefusing] = useState<PendingStudent | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const students = pending.data?.students ?? [];
  if (!students.length && !message) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const name = (s: PendingStudent) => `${s.firstName} ${s.lastName}`;

  const act = (student: PendingStudent, decision: 'approve' | 'refuse') =>
    decide.mutate(
      { userId: student._id, decision },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t(decision === 'approve' ? 'pending.approved' : 'pending.refused', { name: name(student) }) }),
        onError: (err) => setMessage({ tone: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('pending.failed') }),
      },
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-4" data-testid="pending-students">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('pending.title', { count: students.length })}
      </h2>
      {message && (
        <Alert tone={message.tone} onClose={() => setMessage(null)} closeLabel={t('pending.close')}>
          {message.text}
        </Alert>
      )}
      {students.length > 0 && <p className="text-slate-800">{t('pending.intro')}</p>}
      <ul className="flex flex-col gap-2">
        {students.map((s) => (
          <li key={s._id} className="flex flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="pending-student">
            <div className="min-w-0">
              <p className="font-medium break-words">{name(s)}</p>
              <p className="text-sm text-slate-700 break-words">
                {t('pending.details', { username: s.username, studentId: s.studentId ?? '-', date: date.format(new Date(s.createdAt)) })}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button onClick={() => act(s, 'approve')} disabled={decide.isPending} aria-label={t('pending.approveOf', { name: name(s) })}>
                {t('pending.approve')}
              </Button>
              <Button variant="secondary" onClick={() => setRefusing(s)} disabled={decide.isPending} aria-label={t('pending.refuseOf', { name: name(s) })}>
                {t('pending.refuse')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={refusing !== null}
        title={refusing ? t('pending.confirmTitle', { name: name(refusing) }) : ''}
        description={t('pending.confirmBody')}
        confirmLabel={t('pending.refuse')}
        cancelLabel={t('pending.cancel')}
        busy={decide.isPending}
        onConfirm={() => {
          if (refusing) act(refusing, 'refuse');
          setRefusing(null);
        }}
        onCancel={() => setRefusing(null)}
      />
    </section>
  );
}
