import type { ItemEvidence } from '@nurselab/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteButton, type SeekTo } from '../../evidence';
import { inLanguage, phrasingsIn } from '../api/reviewForm';
import type { ReviewForm } from '../api/types';
import { PROFESSOR_NS } from '../locales';

/**
 * Every rubric item of every question with its weight, in the lab's language with the
 * professor's beside it, to tick when met; the automatic evidence's quote plays from that moment.
 * "Must not say" items are ticked when the student said them: that caps the score below the pass mark.
 */
export function RubricChecklist({
  questions,
  language,
  ticked,
  suggested,
  evidence,
  onToggle,
  onSeek,
}: {
  questions: ReviewForm['lab']['questions'];
  language: string;
  ticked: ReadonlySet<string>;
  suggested: ReadonlySet<string>;
  evidence: Map<string, ItemEvidence>;
  onToggle: (id: string) => void;
  onSeek: SeekTo;
}) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  const ui = i18n.language;
  const both = (lab: string, mine: string) => (lab === mine ? lab : `${lab} · ${mine}`);
  return (
    <div className="flex flex-col gap-5">
      {questions.map((question) => (
        <fieldset key={question.number} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
          <legend className="px-1 font-semibold">{t('review.question', { number: question.number, points: question.points })}</legend>
          <p lang={language}>{inLanguage(question.text, language)}</p>
          {ui !== language && (
            <p lang={ui} className="text-sm text-slate-600">
              {inLanguage(question.text, ui)}
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {question.rubric.map((item) => {
              const quote = evidence.get(item.id);
              return (
                <li key={item.id} className={`flex flex-col gap-1 rounded-lg border px-3 py-2 ${ticked.has(item.id) ? 'border-green-400 bg-green-50' : 'border-slate-200'}`}>
                  <ItemCheckbox id={`item-${question.number}-${item.id}`} itemId={item.id} tone="rubric" checked={ticked.has(item.id)} onToggle={onToggle}>
                    <span className="flex flex-col gap-0.5">
                      <span lang={language} className="font-medium">
                        {phrasingsIn(item.phrasings, language)}
                      </span>
                      {ui !== language && (
                        <span lang={ui} className="text-sm text-slate-700">
                          {phrasingsIn(item.phrasings, ui)}
                        </span>
                      )}
                      <span className="text-sm text-slate-600">
                        {t('review.itemWeight', { weight: item.weight })}
                        {suggested.has(item.id) && ` · ${t('review.autoMet')}`}
                      </span>
                    </span>
                  </ItemCheckbox>
                  {quote && (
                    <div className="pl-8">
                      <QuoteButton evidence={quote} onSeek={onSeek} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {question.critical.length > 0 && (
            <div className="flex flex-col gap-1 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-950">
              <p className="font-semibold">
                <span aria-hidden="true">⚠ </span>
                {t('review.critical')}
              </p>
              <p className="text-sm">{t('review.criticalHint')}</p>
              <ul className="flex flex-col gap-2 text-sm">
                {question.critical.map((item) => (
                  <li key={item.id}>
                    <ItemCheckbox id={`critical-${question.number}-${item.id}`} itemId={item.id} tone="critical" checked={ticked.has(item.id)} onToggle={onToggle}>
                      <span lang={language} className="font-medium">
                        {phrasingsIn(item.phrasings, language, 2)}
                      </span>
                      : {both(inLanguage(item.danger, language), inLanguage(item.danger, ui))}
                      {suggested.has(item.id) && ` · ${t('review.autoMet')}`}
                    </ItemCheckbox>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>
      ))}
    </div>
  );
}

/** One item to tick: a rubric item met, or a "must not say" statement said (red). */
function ItemCheckbox({ id, itemId, tone, checked, onToggle, children }: { id: string; itemId: string; tone: 'rubric' | 'critical'; checked: boolean; onToggle: (id: string) => void; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(itemId)}
        className={`mt-1 size-5 shrink-0 ${tone === 'critical' ? 'accent-red-700' : 'accent-green-700'}`}
        data-testid={tone === 'critical' ? 'critical-checkbox' : 'rubric-checkbox'}
        data-item={itemId}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
