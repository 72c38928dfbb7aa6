import { composeFeedback, isLanguage, type AttemptEvidence, type Language, type QuestionFeedback } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';
import type { SeekTo } from '../types';
import { CriticalFindings } from './CriticalFindings';
import { QuoteButton } from './QuoteButton';
import { Translated } from './Translated';

type Level = 3 | 4;
type Titles = { pros: string; recommendations: string };
const points = (n: number) => Math.round(n * 10) / 10;

/** The reader's interface language when NurseLab has it, else the language the answer was graded in. */
export function readerLanguage(uiLanguage: string, evidence: Pick<AttemptEvidence, 'language'>): Language {
  return isLanguage(uiLanguage) ? uiLanguage : evidence.language;
}

/** Texts in the reader's language by question and item, folded below the answer language's. */
type Texts = Map<string, string>;
const key = (question: number, itemId: string) => `${question}:${itemId}`;

/**
 * The feedback of a graded attempt, composed from its evidence: dangerous statements first, then
 * per question what was said that earned points (what it shows, and the words themselves, each
 * playing the recording from that moment) and what was missing. Nothing is praised that was not
 * said. Each text is said once, in the language the answer was given in; the reader's interface
 * language, when it differs, is folded below it.
 */
export function AttemptFeedback({
  evidence,
  level,
  idPrefix,
  onSeek,
  titles,
}: {
  evidence: AttemptEvidence;
  level: Level;
  idPrefix: string;
  onSeek?: SeekTo;
  /** Headings of the two lists, when a page has its own (SPEC.md's "Pros:" and "Recommendations:"). */
  titles?: Titles;
}) {
  const { feedback, translations, critical, reader } = useComposedFeedback(evidence);
  return (
    <div className="flex flex-col gap-4">
      <CriticalFindings findings={critical} onSeek={onSeek} answerLanguage={evidence.language} readerLanguage={reader} />
      {feedback.map((question) => (
        <QuestionSection
          key={question.number}
          question={question}
          translations={translations}
          answerLanguage={evidence.language}
          readerLanguage={reader}
          level={level}
          idPrefix={idPrefix}
          onSeek={onSeek}
          titles={titles}
        />
      ))}
    </div>
  );
}

/** Only the "must not say" findings of AttemptFeedback (the grading page lists the rubric itself). */
export function AttemptCriticalFindings({ evidence, onSeek }: { evidence: AttemptEvidence; onSeek?: SeekTo }) {
  const { critical, reader } = useComposedFeedback(evidence);
  return <CriticalFindings findings={critical} onSeek={onSeek} answerLanguage={evidence.language} readerLanguage={reader} />;
}

function useComposedFeedback(evidence: AttemptEvidence) {
  const { i18n } = useTranslation(EVIDENCE_NS);
  const reader = readerLanguage(i18n.language, evidence);
  const feedback = composeFeedback(evidence, evidence.language);
  const inReader = reader !== evidence.language ? composeFeedback(evidence, reader) : [];
  const translations: Texts = new Map(
    inReader.flatMap((q) => [
      ...q.recommendations.map((r) => [key(q.number, r.itemId), r.text] as const),
      ...q.pros.map((p) => [key(q.number, p.itemId), p.shows] as const),
      ...q.critical.map((c) => [key(q.number, c.itemId), c.danger] as const),
    ]),
  );
  const critical = feedback.flatMap((q) =>
    q.critical.map((c) => ({ questionNumber: q.number, itemId: c.itemId, danger: c.danger, translation: translations.get(key(q.number, c.itemId)), evidence: c.evidence })),
  );
  return { feedback, translations, critical, reader };
}

function QuestionSection({
  question,
  translations,
  answerLanguage,
  readerLanguage,
  level,
  idPrefix,
  onSeek,
  titles,
}: {
  question: QuestionFeedback;
  translations: Texts;
  answerLanguage: Language;
  readerLanguage: Language;
  level: Level;
  idPrefix: string;
  onSeek?: SeekTo;
  titles?: Titles;
}) {
  const { t } = useTranslation(EVIDENCE_NS);
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h4' | 'h5';
  const id = `${idPrefix}-q${question.number}`;
  const translated = (itemId: string, text: string) => (
    <Translated text={text} language={answerLanguage} translation={translations.get(key(question.number, itemId))} readerLanguage={readerLanguage} />
  );
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
          <ul aria-labelledby={`${id}-pros`} className="flex flex-col items-start gap-3">
            {question.pros.map((p) => (
              <li key={p.itemId} className="flex flex-col items-start gap-1" data-testid="feedback-pro">
                {p.shows && translated(p.itemId, p.shows)}
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
          <ul aria-labelledby={`${id}-recs`} className="flex list-disc flex-col gap-2 pl-5">
            {question.recommendations.map((r) => (
              <li key={r.itemId} data-testid="feedback-recommendation">
                {translated(r.itemId, r.text)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('noRecommendations')}</p>
        )}
      </div>
    </section>
  );
}
