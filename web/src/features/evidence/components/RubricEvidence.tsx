import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';
import type { EvidenceItem, EvidenceQuestion, SeekTo } from '../types';
import { QuoteButton } from './QuoteButton';

/** Every question's rubric items, each met (with the quoted words) or missed; the mark is a word and an icon, never colour alone. */
export function RubricEvidence({ questions, onSeek }: { questions: EvidenceQuestion[]; onSeek?: SeekTo }) {
  const { t } = useTranslation(EVIDENCE_NS);
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="rubric-evidence-title" className="flex flex-col gap-4">
      <h3 id="rubric-evidence-title" className="text-lg font-semibold">
        {t('rubricTitle')}
      </h3>
      {questions.map((question) => (
        <div key={question.number} className="flex flex-col gap-2">
          <h4 className="font-semibold">
            {t('questionPoints', { number: question.number, earned: round(question.earned), points: round(question.points) })}
          </h4>
          {question.text && <p className="text-slate-700">{question.text}</p>}
          <ul className="flex flex-col gap-2" aria-label={t('question', { number: question.number })}>
            {question.items.map((item) => (
              <RubricItemRow key={item.itemId} item={item} onSeek={onSeek} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function RubricItemRow({ item, onSeek }: { item: EvidenceItem; onSeek?: SeekTo }) {
  const { t } = useTranslation(EVIDENCE_NS);
  return (
    <li
      className={`flex flex-col gap-1 rounded-lg border px-3 py-2 ${item.met ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-slate-50'}`}
      data-testid="rubric-item"
      data-met={item.met}
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <span className={`inline-flex items-center gap-1 text-sm font-bold ${item.met ? 'text-green-800' : 'text-slate-700'}`}>
          <span aria-hidden="true">{item.met ? '✓' : '✗'}</span>
          {item.met ? t('met') : t('missed')}
        </span>
        <span className="text-sm text-slate-600">{t('weight', { weight: round(item.weight) })}</span>
        {item.label && <span className="font-medium">{item.label}</span>}
      </div>
      <p>{item.feedback}</p>
      {item.met && item.evidence && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">{t('heard')}</span>
          <QuoteButton evidence={item.evidence} onSeek={onSeek} />
        </div>
      )}
    </li>
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
