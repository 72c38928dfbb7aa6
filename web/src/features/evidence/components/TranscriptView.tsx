import type { Transcript } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/ui/TitledSection';
import { transcriptSegments } from '../lib';
import { EVIDENCE_NS } from '../locales';

/** What the recognition heard, with the words that earned rubric items marked. */
export function TranscriptView({ transcript, spans }: { transcript: Transcript | null; spans: { start: number; end: number }[] }) {
  const { t } = useTranslation(EVIDENCE_NS);
  const segments = transcript ? transcriptSegments(transcript, spans) : [];
  return (
    <TitledSection id="transcript-title" title={t('transcriptTitle')}>
      {segments.length === 0 ? (
        <p className="text-slate-600">{t('noTranscript')}</p>
      ) : (
        <p lang={transcript?.language === 'ja' ? 'ja' : transcript?.language} className="rounded-lg border border-slate-200 bg-white p-3 leading-relaxed" data-testid="transcript">
          {segments.map((segment, index) =>
            segment.quoted ? (
              <mark key={index} className="rounded bg-green-100 px-0.5 text-green-950">
                {segment.text}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
      )}
      {segments.some((s) => s.quoted) && <p className="text-sm text-slate-600">{t('transcriptLegend')}</p>}
    </TitledSection>
  );
}
