import { isLanguage, type JudgeGrade, type JudgesSideBySide as Judges } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { QuoteButton, type SeekTo } from '../../evidence';
import { phrasingsIn } from '../api/reviewForm';
import type { ReviewForm } from '../api/types';
import { PROFESSOR_NS } from '../locales';

type LabQuestions = ReviewForm['lab']['questions'];

/**
 * Both judges of a held answer side by side (stacked on a phone): the language model's grade and
 * the rubric grader's, each with its score, pass or fail, every rubric item met with its quote
 * (pressing it plays the recording from there) and the dangers it found; then the dangers the
 * model named whose quotes are not in the transcript, in its own words.
 */
export function JudgesSideBySide({ judges, questions, language, onSeek }: { judges: Judges; questions: LabQuestions; language: string; onSeek: SeekTo }) {
  const { t } = useTranslation(PROFESSOR_NS);
  return (
    <section aria-labelledby="judges-side-by-side" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="judges-side-by-side">
      <h2 id="judges-side-by-side" className="text-lg font-semibold">
        {t('judges.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('judges.intro')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <JudgeColumn
          id="judge-llm"
          title={t('judges.llm', { model: judges.llm.model })}
          note={t('judges.quotesRejected', { count: judges.llm.quotesRejected, checked: judges.llm.quotesChecked })}
          grade={judges.llm}
          questions={questions}
          language={language}
          onSeek={onSeek}
        >
          {judges.unverifiedDangers.length > 0 && (
            <div className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-2" data-testid="unverified-dangers">
              <h4 className="font-semibold text-amber-900">{t('judges.unverifiedTitle')}</h4>
              <ul className="mt-1 flex flex-col gap-2">
                {judges.unverifiedDangers.map((danger, i) => (
                  <li key={i} className="text-sm">
                    <p lang={language} className="font-medium">
                      {danger.name}
                    </p>
                    <p className="text-slate-700">
                      {t('judges.unverifiedQuote')} <q lang={language} className="italic">{danger.quote}</q>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </JudgeColumn>
        <JudgeColumn id="judge-rubric" title={t('judges.rubric')} grade={judges.rubric} questions={questions} language={language} onSeek={onSeek} />
      </div>
    </section>
  );
}

function JudgeColumn({
  id,
  title,
  note,
  grade,
  questions,
  language,
  onSeek,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  grade: JudgeGrade;
  questions: LabQuestions;
  language: string;
  onSeek: SeekTo;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const reader = isLanguage(i18n.language) ? i18n.language : 'en';
  const itemName = (questionNumber: number, itemId: string) => {
    const item = questions.find((q) => q.number === questionNumber)?.rubric.find((r) => r.id === itemId);
    return item ? phrasingsIn(item.phrasings, language, 2) : itemId;
  };
  return (
    <article aria-labelledby={id} className="flex min-w-0 flex-col gap-2 rounded-lg bg-slate-50 p-3" data-judge={id}>
      <h3 id={id} className="font-semibold wrap-anywhere">
        {title}
      </h3>
      <p className="text-lg">
        <span className="font-bold tabular-nums">{t('judges.score', { score: grade.score })}</span>{' '}
        <span className={grade.isPass ? 'font-semibold text-emerald-800' : 'font-semibold text-red-800'}>{grade.isPass ? t('judges.pass') : t('judges.fail')}</span>
      </p>
      {note && <p className="text-sm text-slate-700">{note}</p>}
      {grade.critical.length > 0 && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-2">
          <h4 className="font-semibold text-red-900">{t('judges.dangers')}</h4>
          <ul className="mt-1 flex flex-col gap-1">
            {grade.critical.map((finding) => (
              <li key={finding.itemId} className="flex flex-col items-start gap-1 text-sm">
                <span>{finding.dangerTexts[reader] ?? finding.danger}</span>
                <QuoteButton evidence={finding.evidence} onSeek={onSeek} tone="critical" />
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
      {grade.questions.map((question) => (
        <div key={question.number}>
          <h4 className="text-sm font-semibold">{t('judges.question', { number: question.number, earned: question.earned, points: question.points })}</h4>
          <ul className="mt-1 flex flex-col gap-1">
            {question.items.map((item) => (
              <li key={item.itemId} className="flex flex-col items-start gap-1 text-sm" data-met={item.met}>
                <span>
                  <span aria-hidden="true" className={item.met ? 'text-emerald-700' : 'text-slate-500'}>
                    {item.met ? '✓ ' : '✗ '}
                  </span>
                  <span className="sr-only">{item.met ? t('judges.met') : t('judges.missed')}: </span>
                  <span lang={language}>{itemName(question.number, item.itemId)}</span>
                </span>
                {item.met && item.evidence && <QuoteButton evidence={item.evidence} onSeek={onSeek} />}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </article>
  );
}
