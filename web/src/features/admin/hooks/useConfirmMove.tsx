import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ADMIN_NS } from '../locales';

/** The administrator's answer: none yet, move the account here, or (a lecturer) also teach here. */
export type MoveAnswer = { confirmMove?: true; alsoTeach?: true };

interface Pending {
  text: string;
  /** A lecturer can keep their other courses and also teach this one; a student can only move. */
  canAlsoTeach: boolean;
  retry: (answer: MoveAnswer) => Promise<void>;
}

/**
 * Adding someone who belongs to another university needs the administrator's answer: the server
 * answers 409 admin.confirmMove; the question is asked and the same request is sent again with
 * the answer: confirmMove (a move), or for a lecturer alsoTeach (they teach both, issue 22).
 * `run(send)` calls send({}) first; the dialog element must be rendered.
 */
export function useConfirmMove(onDone: () => void, onError: (err: unknown) => void) {
  const { t } = useTranslation(ADMIN_NS);
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async (send: (answer: MoveAnswer) => Promise<unknown>) => {
    try {
      await send({});
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.code === 'admin.confirmMove') {
        const named = (err.details.currentUniversities as { universityName?: string }[] | undefined)?.map((u) => u.universityName ?? '').filter(Boolean);
        const current = named?.length
          ? named.join(', ')
          : typeof err.details.currentUniversity === 'string'
            ? err.details.currentUniversity
            : (err.details.currentUniversity as { universityName?: string } | undefined)?.universityName;
        const canAlsoTeach = err.details.role === 'professor';
        setPending({
          text: canAlsoTeach ? t('move.teachQuestion', { university: current ?? '' }) : err.message || t('move.question', { university: current ?? '' }),
          canAlsoTeach,
          retry: async (answer) => {
            setPending(null);
            try {
              await send(answer);
              onDone();
            } catch (again) {
              onError(again);
            }
          },
        });
        return;
      }
      onError(err);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.canAlsoTeach ? t('move.teachTitle') : t('move.title')}
      confirmLabel={t('move.confirm')}
      cancelLabel={t('move.cancel')}
      extra={pending?.canAlsoTeach ? { label: t('move.alsoTeach'), onClick: () => void pending.retry({ alsoTeach: true }) } : undefined}
      onConfirm={() => void pending?.retry({ confirmMove: true })}
      onCancel={() => setPending(null)}
    >
      <p>{pending?.text}</p>
    </ConfirmDialog>
  );
  return { run, dialog };
}
