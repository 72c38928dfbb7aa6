import type { ProfessorCourse } from '@nurselab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { downloadAttempts, downloadScores } from '../api/download';
import { PROFESSOR_NS } from '../locales';

/** SPEC.md's Download Scores: idle -> downloading -> idle, with a dismissible notice of the outcome. */
export function DownloadScoresButton({ course }: { course: ProfessorCourse }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const [busy, setBusy] = useState<'scores' | 'attempts' | null>(null);
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const download = async (which: 'scores' | 'attempts') => {
    setBusy(which);
    setOutcome(null);
    try {
      await (which === 'scores' ? downloadScores(course) : downloadAttempts());
      setOutcome('success');
    } catch {
      setOutcome('failure');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void download('scores')} disabled={busy !== null} aria-busy={busy === 'scores'}>
          <span aria-hidden="true">⬇</span>
          {busy === 'scores' ? t('dashboard.downloading') : t('dashboard.download')}
        </Button>
        <Button variant="secondary" onClick={() => void download('attempts')} disabled={busy !== null} aria-busy={busy === 'attempts'}>
          {busy === 'attempts' ? t('dashboard.downloading') : t('dashboard.downloadAttempts')}
        </Button>
      </div>
      {outcome && (
        <Alert tone={outcome === 'success' ? 'success' : 'error'} onClose={() => setOutcome(null)} closeLabel={t('common.close', { ns: 'translation' })}>
          {outcome === 'success' ? t('dashboard.downloadSuccess') : t('dashboard.downloadFailure')}
        </Alert>
      )}
    </div>
  );
}
