import type { Language } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format';
import { useScoringModes } from '../hooks/useScoringModes';
import { SPEECH_NS } from '../locales';

/**
 * Before recording: will this answer be scored at once, or by the professor? When scored at once,
 * how long after the upload on this server (its measured speed and queue), never a fixed figure.
 * Nothing while unknown.
 */
export function ScoringNotice({ language }: { language: Language }) {
  const { t, i18n } = useTranslation(SPEECH_NS);
  const query = useScoringModes();
  const mode = query.data?.languages[language];
  if (!mode) return null;
  const estimate = query.data?.estimate;
  const text =
    mode === 'professor'
      ? t('notice.professor')
      : estimate && estimate.seconds !== null
        ? t('notice.automaticEstimate', { length: formatDuration(estimate.audioSeconds, i18n.language), time: formatDuration(estimate.seconds, i18n.language) })
        : t('notice.automatic');
  return (
    <p
      data-scoring={mode}
      className={
        mode === 'automatic'
          ? 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900'
          : 'rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900'
      }
    >
      {text}
    </p>
  );
}
