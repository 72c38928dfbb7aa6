import type { Language } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';
import type { CriticalFinding, SeekTo } from '../types';
import { QuoteButton } from './QuoteButton';
import { Translated } from './Translated';

/**
 * "Must not say" statements found in the answer: shown first, in red, with the danger named (in
 * the answer's language, the reader's folded below it) and the words said with their time.
 */
export function CriticalFindings({
  findings,
  onSeek,
  answerLanguage,
  readerLanguage,
}: {
  findings: (CriticalFinding & { translation?: string })[];
  onSeek?: SeekTo;
  answerLanguage: Language;
  readerLanguage: Language;
}) {
  const { t } = useTranslation(EVIDENCE_NS);
  if (findings.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="critical-findings-title" className="flex flex-col gap-3 rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-950" data-testid="critical-findings">
      <h3 id="critical-findings-title" className="flex items-center gap-2 text-lg font-bold">
        <span aria-hidden="true">⚠</span>
        {t('criticalTitle', { count: findings.length })}
      </h3>
      <p>{t('criticalNote')}</p>
      <ul className="flex flex-col gap-3">
        {findings.map((finding) => (
          <li key={`${finding.questionNumber}:${finding.itemId}`} className="flex flex-col items-start gap-1">
            <span className="text-sm font-semibold">{t('question', { number: finding.questionNumber })}</span>
            <span className="font-semibold">
              <Translated text={finding.danger} language={answerLanguage} translation={finding.translation} readerLanguage={readerLanguage} />
            </span>
            <QuoteButton evidence={finding.evidence} onSeek={onSeek} tone="critical" />
          </li>
        ))}
      </ul>
    </section>
  );
}
