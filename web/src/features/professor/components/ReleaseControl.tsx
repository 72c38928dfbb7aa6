import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useRelease } from '../api/review';
import { PROFESSOR_NS } from '../locales';

/**
 * A held result: says the student does not see it yet, and releases it (or every held result of
 * its lab). Rendered whatever `held` is, so that once released (the attempt refetched, no longer
 * held) the confirmation stays on screen.
 */
export function ReleaseControl({ held, submissionId, subject, labNumber }: { held: boolean; submissionId: string; subject: string; labNumber: number }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const release = useRelease();
  const [done, setDone] = useState<string | null>(null);
  if (!held && !done) return null;
  const run = (target: Parameters<typeof release.mutate>[0], all: boolean) =>
    release.mutate(target, {
      onSuccess: (answer) => setDone(all ? t('detail.releasedLab', { count: answer?.released ?? 0 }) : t('detail.released')),
    });
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950" data-testid="held-result">
      {!done && <p className="font-semibold">{t('detail.held')}</p>}
      {!done && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => run({ submissionId }, false)} disabled={release.isPending}>
            {release.isPending ? t('detail.releasing') : t('detail.release')}
          </Button>
          <Button variant="secondary" onClick={() => run({ subject, labNumber }, true)} disabled={release.isPending}>
            {t('detail.releaseLab', { number: labNumber })}
          </Button>
        </div>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {release.isError && <Alert tone="error">{t('detail.releaseFailed')}</Alert>}
    </div>
  );
}
