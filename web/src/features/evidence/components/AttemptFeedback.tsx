import { composeFeedback, isLanguage, type AttemptEvidence, type Language, type QuestionFeedback } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';
import type { SeekTo } from '../types';
import { CriticalFindings } from './CriticalFindings';
import { QuoteButton } from './QuoteButton';

type Level = 3 | 4;
type Titles = { pros: string; recommendations: string };
const points = (n: number) => Math.round(n * 10) / 10;

/** The reader's interface language when NurseLab has it, else the language the answer was graded in. */
export function readerLanguage(uiLanguage: string, evidence: Pick<AttemptEvidence, 'language'>): Language {
  return isLanguage(uiLanguage) ? uiLanguage : evidence.language;
}

/** Texts in the answer's language by question and item, shown above the reader's on a professor's page. */
type Texts = Map<string, string>;
const key = (question: number, itemId: string) => `${question}:${itemId}`;

/**
 * The feedback of a graded attempt, in the reader's interface language and composed from its
 * evidence: dangerous statements first, then per question what was said that earned points
 * (the words themselves, each playing the recording from that moment) and what was missing.
 * Nothing is praised that was not said. With `inAnswerLanguage` (the professor's pages) each
 * text is shown in the language the answer was graded in, the reader's language beside it.
 */
export function AttemptFeedback({
  evidence,
  level,
  idPrefix,
  onSeek,
  inAnswerLanguage = false,
  titles,
}: {
  evidence: AttemptEvidence;
  level: Level;
  idPrefix: string;
  onSeek?: SeekTo;
  inAnswerLanguage?: boolean;
  /** Headings of the two lists, when a page has its own (SPEC.md's "Pros:" and "Recommendations:"). */
  titles?: Titles;
}) {
  const { feedback, original, critical } = useComposedFeedback(evidence, inAnswerLanguage);
  return (
    <div className="flex flex-col gap-4">
      <CriticalFindings findings={critical} onSeek={onSeek} answerLanguage={evidence.language} />
      {feedback.map((question) => (
        <QuestionSection key={question.number} question={question} original={original} answerLanguage={evidence.language} level={level} idPrefix={idPrefix} onSeek={onSeek} titles={titles} />
      ))}
    </div>
  );
}

/** Only the "must not say" findings of AttemptFeedback (the grading page lists the rubric itself). */
export function AttemptCriticalFindings({ evidence, onSeek, inAnswerLanguage = false }: { evidence: AttemptEvidence; onSeek?: SeekTo; inAnswerLanguage?: boolean }) {
  const { critical } = useComposedFeedback(evidence, inAnswerLanguage);
  return <CriticalFindings findings={critical} onSeek={onSeek} answerLanguage={evidence.language} />;
}

function useComposedFeedback(evidence: AttemptEvidence, inAnswerLanguage: boolean) {
  const { i18n } = useTranslation(EVIDENCE_NS);
  const reader = readerLanguage(i18n.language, evidence);
  const feedback = composeFeedback(evidence, reader);
  const answer = inAnswerLanguage && evidence.language !== reader ? composeFeedback(evidence, evidence.language) : [];
  const original: Texts = new Map(
    answer.flatMap((q) => [...q.recommendations.map((r) => [key(q.number, r.itemId), r.text] as const), ...q.critical.map((c) => [key(q.number, c.itemId), c.danger] as const)]),
  );
  const critical = feedback.flatMap((q) =>
    q.critical.map((c) => ({ questionNumber: q.number, itemId: c.itemId, danger: c.danger, original: original.get(key(q.number, c.itemId)), evidence: c.evidence })),
  );
  return { feedback, original, critical };
}

function QuestionSection({
  question,
  original,
  answerLanguage,
  level,
  idPrefix,
  onSeek,
  titles,
}: {
  question: QuestionFeedback;
  original: Texts;
  answerLanguage: Language;
  level: Level;
  idPrefix: string;
  onSeek?: SeekTo;
  titles?: Titles;
}) {
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
          {titles?.pros ?? t('pros')}
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
          {titles?.recommendations ?? t('recommendations')}
        </Sub>
        {question.recommendations.length ? (
          <ul aria-labelledby={`${id}-recs`} className="flex list-disc flex-col gap-1 pl-5">
            {question.recommendations.map((r) => {
              const inAnswer = original.get(key(question.number, r.itemId));
              return (
                <li key={r.itemId} data-testid="feedback-recommendation">
                  {inAnswer && inAnswer !== r.text ? (
                    <>
                      <span lang={answerLanguage}>{inAnswer}</span>
                      <span className="block text-sm text-slate-700">{r.text}</span>
                    </>
                  ) : (
                    r.text
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-slate-700">{t('noRecommendations')}</p>
        )}
      </div>
    </section>
  );
}
