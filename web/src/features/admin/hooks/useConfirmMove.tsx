import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ADMIN_NS } from '../locales';

interface Pending {
  text: string;
  retry: () => Promise<void>;
}

/**
 * Moving a professor who belongs to another university needs the administrator's yes: the server
 * answers 409 admin.confirmMove; the question is asked and, on yes, the same request is sent with
 * confirmMove. `run(send)` calls send(false) first; the dialog element must be rendered.
 */
export function useConfirmMove(onDone: () => void, onError: (err: unknown) => void) {
  const { t } = useTranslation(ADMIN_NS);
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async (send: (confirmMove: boolean) => Promise<unknown>) => {
    try {
      await send(false);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.code === 'admin.confirmMove') {
        const current = typeof err.details.currentUniversity === 'string' ? err.details.currentUniversity : (err.details.currentUniversity as { universityName?: string } | undefined)?.universityName;
        setPending({
          text: err.message || t('move.question', { university: current ?? '' }),
          retry: async () => {
            setPending(null);
            try {
              await send(true);
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
      title={t('move.title')}
      confirmLabel={t('move.confirm')}
      cancelLabel={t('move.cancel')}
      onConfirm={() => void pending?.retry()}
      onCancel={() => setPending(null)}
    >
      <p>{pending?.text}</p>
    </ConfirmDialog>
  );
  return { run, dialog };
}
