import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';
import type { CriticalFinding, SeekTo } from '../types';
import { QuoteButton } from './QuoteButton';

/**
 * "Must not say" statements found in the answer: shown first, in red, with the danger named (in
 * the reader's language; `original`, in the answer's, above it when given) and the words said
 * with their time.
 */
export function CriticalFindings({ findings, onSeek, answerLanguage }: { findings: (CriticalFinding & { original?: string })[]; onSeek?: SeekTo; answerLanguage?: string }) {
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
            {finding.original && finding.original !== finding.danger && (
              <span lang={answerLanguage} className="font-semibold">
                {finding.original}
              </span>
            )}
            <span className={finding.original && finding.original !== finding.danger ? 'text-sm' : 'font-semibold'}>{finding.danger}</span>
            <QuoteButton evidence={finding.evidence} onSeek={onSeek} tone="critical" />
          </li>
        ))}
      </ul>
    </section>
  );
}
