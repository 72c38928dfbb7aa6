import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { mustAskBeforeSpending } from '../lib/waitingGate';

/**
 * Issue 20: while an answer to this lab waits for a lecturer, a new answer is not spent without
 * the student being told and confirming. `guard(action)` runs the action at once when nothing
 * waits (or the student already confirmed), else asks first; `confirmed` goes with the finalise
 * (confirmWhileWaiting) so the server, which enforces the rule, lets it through.
 */
export function useWaitingConfirm(pendingReview: boolean, attemptsLeft: number) {
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const asks = mustAskBeforeSpending({ pendingReview, confirmed, attemptsLeft });
  const guard = useCallback(
    (action: () => void) => {
      if (asks) setPending(() => action);
      else action();
    },
    [asks],
  );
  const confirm = () => {
    setConfirmed(true);
    const action = pending;
    setPending(null);
    action?.();
  };
  return { guard, confirmed, asking: pending !== null, confirm, cancel: () => setPending(null), reset: () => setConfirmed(false) };
}

/** The notice above the recorder, and the question itself. */
export function WaitingNotice({
  waitingAttempt,
  attemptsLeft,
  asking,
  onConfirm,
  onCancel,
}: {
  waitingAttempt: number | null;
  attemptsLeft: number;
  asking: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}): ReactNode {
  const { t } = useTranslation('submissions');
  const text = t('waiting.notice', { attempt: waitingAttempt ?? '', count: attemptsLeft });
  return (
    <>
      <p className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950" data-testid="waiting-notice">
        {text}
      </p>
      <ConfirmDialog
        open={asking}
        title={t('waiting.title')}
        description={t('waiting.question', { attempt: waitingAttempt ?? '', count: attemptsLeft })}
        confirmLabel={t('waiting.confirm')}
        cancelLabel={t('waiting.cancel')}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}
