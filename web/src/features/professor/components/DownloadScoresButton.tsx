import type { ProfessorCourse } from '@nurselab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { downloadScores } from '../api/download';
import { PROFESSOR_NS } from '../locales';

/** SPEC.md's Download Scores: idle -> downloading -> idle, with a dismissible notice of the outcome. */
export function DownloadScoresButton({ course }: { course: ProfessorCourse }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await downloadScores(course);
      setOutcome('success');
    } catch {
      setOutcome('failure');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={() => void download()} disabled={busy} aria-busy={busy}>
        <span aria-hidden="true">⬇</span>
        {busy ? t('dashboard.downloading') : t('dashboard.download')}
      </Button>
      {outcome && (
        <Alert tone={outcome === 'success' ? 'success' : 'error'} onClose={() => setOutcome(null)} closeLabel={t('common.close', { ns: 'translation' })}>
          {outcome === 'success' ? t('dashboard.downloadSuccess') : t('dashboard.downloadFailure')}
        </Alert>
      )}
    </div>
  );
}
