import { formatClock, type ItemEvidence } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';
import type { SeekTo } from '../types';

/** The quoted words of a piece of evidence; pressing it plays the recording from that moment. */
export function QuoteButton({ evidence, onSeek, tone = 'met' }: { evidence: ItemEvidence; onSeek?: SeekTo; tone?: 'met' | 'critical' }) {
  const { t } = useTranslation(EVIDENCE_NS);
  const time = formatClock(evidence.start);
  const colours = tone === 'critical' ? 'border-red-400 bg-white text-red-900 hover:bg-red-100' : 'border-green-400 bg-white text-green-950 hover:bg-green-100';
  const body = (
    <>
      <span className="font-mono text-xs text-slate-600" aria-hidden="true">
        {time}
      </span>
      <q className="italic">{evidence.quote}</q>
    </>
  );
  if (!onSeek) return <span className={`inline-flex items-baseline gap-2 rounded-md border px-2 py-1 text-left ${colours}`}>{body}</span>;
  return (
    <button
      type="button"
      onClick={() => onSeek(evidence.start)}
      aria-label={t('playQuote', { time, quote: evidence.quote })}
      className={`inline-flex min-h-9 items-baseline gap-2 rounded-md border px-2 py-1 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${colours}`}
      data-testid="evidence-quote"
      data-start={evidence.start}
    >
      <span aria-hidden="true">▶</span>
      {body}
    </button>
  );
}
