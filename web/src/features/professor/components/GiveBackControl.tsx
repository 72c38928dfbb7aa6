import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useGiveBack, type GiveBackAnswer } from '../api/review';
import type { ProfessorAttempt } from '../api/types';
import { PROFESSOR_NS } from '../locales';

const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Issue 20: a lecturer gives an attempt back (the student gets one more try on the lab; the answer
 * and its grade stay). Asked first; once done, says by whom and when.
 */
export function GiveBackControl({ submission }: { submission: ProfessorAttempt }) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const giveBack = useGiveBack();
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<GiveBackAnswer | null>(null);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const returned = answer?.attemptReturned ?? submission.attemptReturned === true;
  const by = answer?.returnedBy ?? submission.attemptReturnedBy ?? null;
  const at = answer?.returnedAt ?? submission.attemptReturnedAt ?? null;

  const confirm = () =>
    giveBack.mutate(submission._id, {
      onSuccess: (result) => {
        setAnswer(result);
        setAsking(false);
      },
      onError: () => setAsking(false),
    });

  return (
    <div className="flex flex-col items-start gap-2" data-testid="give-back">
      {returned ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {by && at ? t('giveBack.doneBy', { name: personName(by), date: format.format(new Date(at)) }) : t('giveBack.doneAutomatically')}
        </p>
      ) : (
        <Button variant="secondary" className="min-h-9 px-3 py-1 text-sm" onClick={() => setAsking(true)} disabled={giveBack.isPending}>
          {t('giveBack.button')}
        </Button>
      )}
      {answer && (
        <Alert tone="success">
          {answer.givenBack ? t('giveBack.given', { count: answer.attemptsLeft }) : t('giveBack.already', { count: answer.attemptsLeft })}
        </Alert>
      )}
      {giveBack.isError && <Alert tone="error">{t('giveBack.failed')}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t('giveBack.title', { attempt: submission.attempt })}
        description={t('giveBack.description')}
        confirmLabel={giveBack.isPending ? t('giveBack.giving') : t('giveBack.confirm')}
        cancelLabel={t('giveBack.cancel')}
        busy={giveBack.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
