import type { RecordingProblem } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { problemText } from '../lib/answerTexts';

/** What went wrong, dismissible; a camera or format failure adds that a file can be uploaded instead. */
export function ProblemAlert({ problem, onDismiss }: { problem: RecordingProblem; onDismiss: () => void }) {
  const { t } = useTranslation('submissions');
  return (
    <Alert tone="error" onClose={onDismiss} closeLabel={t('errors.dismiss')}>
      <p>{problemText(problem, t)}</p>
      {(problem.code === 'camera' || problem.code === 'noMimeType') && <p className="mt-1">{t('uploadFallback')}</p>}
    </Alert>
  );
}
