import { composeFeedback, isLanguage, type AttemptEvidence, type QuestionFeedback } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';
import type { SeekTo } from '../types';
import { CriticalFindings } from './CriticalFindings';
import { QuoteButton } from './QuoteButton';

type Level = 3 | 4;
const points = (n: number) => Math.round(n * 10) / 10;

/**
 * The feedback of a graded attempt for the student, in the reader's interface language and
 * composed from its evidence: dangerous statements first, then per question what the student
 * said that earned points (their own words, each playing the recording from that moment) and
 * what was missing. Nothing is praised that was not said.
 */
export function AttemptFeedback({ evidence, level, idPrefix, onSeek }: { evidence: AttemptEvidence; level: Level; idPrefix: string; onSeek?: SeekTo }) {
  const { i18n } = useTranslation(EVIDENCE_NS);
  const reader = isLanguage(i18n.language) ? i18n.language : evidence.language;
  const feedback = composeFeedback(evidence, reader);
  const critical = feedback.flatMap((q) => q.critical.map((c) => ({ questionNumber: q.number, itemId: c.itemId, danger: c.danger, evidence: c.evidence })));
  return (
    <div className="flex flex-col gap-4">
      <CriticalFindings findings={critical} onSeek={onSeek} />
      {feedback.map((question) => (
        <QuestionSection key={question.number} question={question} level={level} idPrefix={idPrefix} onSeek={onSeek} />
      ))}
    </div>
  );
}

function QuestionSection({ question, level, idPrefix, onSeek }: { question: QuestionFeedback; level: Level; idPrefix: string; onSeek?: SeekTo }) {
  const { t } = useTranslation(EVIDENCE_NS);
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h4' | 'h5';
  const id = `${idPrefix}-q${question.number}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <Heading id={id} className="font-semibold">
        {t('questionPoints', { number: question.number, earned: points(question.earned), points: points(question.points) })}
      </Heading>
      <div className="flex flex-col gap-2 border-l-4 border-green-600 pl-3">
        <Sub id={`${id}-pros`} className="font-semibold">
          {t('pros')}
        </Sub>
        {question.pros.length ? (
          <ul aria-labelledby={`${id}-pros`} className="flex flex-col items-start gap-2">
            {question.pros.map((p) => (
              <li key={p.itemId}>
                <QuoteButton evidence={p.evidence} onSeek={onSeek} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('noPros')}</p>
        )}
      </div>
      <div className="flex flex-col gap-2 border-l-4 border-amber-500 pl-3">
        <Sub id={`${id}-recs`} className="font-semibold">
          {t('recommendations')}
        </Sub>
        {question.recommendations.length ? (
          <ul aria-labelledby={`${id}-recs`} className="flex list-disc flex-col gap-1 pl-5">
            {question.recommendations.map((r) => (
              <li key={r.itemId}>{r.text}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('noRecommendations')}</p>
        )}
      </div>
    </section>
  );
}
