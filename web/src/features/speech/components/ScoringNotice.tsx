import type { Language } from '@nurselab/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchScoringModes, SCORING_KEY } from '../api';
import { SPEECH_NS } from '../locales';

/** Before recording: will this answer be scored at once, or by the professor? Nothing while unknown. */
export function ScoringNotice({ language }: { language: Language }) {
  const { t } = useTranslation(SPEECH_NS);
  const query = useQuery({ queryKey: SCORING_KEY, queryFn: fetchScoringModes, staleTime: 5 * 60_000 });
  const mode = query.data?.languages[language];
  if (!mode) return null;
  return (
    <p
      data-scoring={mode}
      className={
        mode === 'automatic'
          ? 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900'
          : 'rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900'
      }
    >
      {t(mode === 'automatic' ? 'notice.automatic' : 'notice.professor')}
    </p>
  );
}
