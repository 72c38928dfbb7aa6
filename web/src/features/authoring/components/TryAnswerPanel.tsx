import { LANGUAGE_NAMES, type Language, type Subject } from '@nurselab/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { ApiError } from '../../../lib/api';
import { AnswerRecorder } from '../../submissions';
import { useTryAnswer, useTryRecording, type TryResult } from '../api/authoring';
import { AUTHORING_NS } from '../locales';

type Way = 'type' | 'record';

/**
 * "Try an answer": a typed, pasted or recorded answer graded exactly as a student's, before
 * publishing (a recording is transcribed by the engine a student's would get). Nothing is kept as an attempt.
 */
export function TryAnswerPanel({ draftId, languages, subject }: { draftId: string; languages: Language[]; subject: Subject }) {
  const { t } = useTranslation(AUTHORING_NS);
  const [language, setLanguage] = useState<Language>(languages[0]);
  const [way, setWay] = useState<Way>('type');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const typed = useTryAnswer(draftId);
  const recorded = useTryRecording(draftId);
  // The result shown is the last one asked for, typed or recorded.
  const [last, setLast] = useState<Way>('type');
  const grade = last === 'type' ? typed : recorded;
  const titleId = useId();
  const wayName = `${titleId}-way`;
  const submit = () => {
    setMissing(!text.trim());
    if (!text.trim()) return;
    setLast('type');
    typed.mutate({ language, text });
  };
  const submitRecording = (recording: Blob) => {
    setLast('record');
    recorded.mutate({ language, recording });
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4" data-testid="try-answer">
      <h2 id={titleId} className="text-xl font-semibold">
        {t('try.title')}
      </h2>
      <p className="text-slate-700">{t('try.intro')}</p>
      {languages.length > 1 && (
        <SelectField label={t('try.language')} value={language} options={languages.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} onChange={(e) => setLanguage(e.target.value as Language)} />
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 font-medium">{t('try.way')}</legend>
        {(['type', 'record'] as const).map((w) => (
          <label key={w} className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ${w === way ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white ring-slate-400'}`}>
            <input type="radio" name={wayName} className="sr-only" checked={w === way} onChange={() => setWay(w)} />
            {t(`try.ways.${w}`)}
          </label>
        ))}
      </fieldset>
      {way === 'type' ? (
        <>
          <TextAreaField id="try-answer-text" lang={language} rows={6} label={t('try.answer')} value={text} error={missing ? t('try.empty') : undefined} onChange={(e) => setText(e.target.value)} />
          <Button className="self-start" onClick={submit} disabled={typed.isPending}>
            {typed.isPending ? t('try.grading') : t('try.submit')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('try.recordIntro')}</p>
          <AnswerRecorder subject={subject} onRecorded={submitRecording} busy={recorded.isPending} />
          {recorded.isPending && (
            <p role="status" className="font-medium">
              {t('try.transcribing')}
            </p>
          )}
        </>
      )}
      {grade.isError && (
        <p role="alert" className="font-medium text-red-700">
          {grade.error instanceof ApiError && grade.error.status < 500 ? grade.error.message : t('errors.failed')}
        </p>
      )}
      {grade.data && <TryResultView result={grade.data} />}
    </section>
  );
}

function TryResultView({ result }: { result: TryResult }) {
  const { t } = useTranslation(AUTHORING_NS);
  return (
    <div role="status" className="flex flex-col gap-3" data-testid="try-result">
      {result.heard && (
        <p className="rounded-lg bg-slate-100 p-2">
          <span className="font-semibold">{t('try.heard', { engine: result.heard.engine })}</span> <q>{result.heard.text}</q>
        </p>
      )}
      <p className="text-2xl font-bold">
        {t('try.score', { score: result.score })} · <span className={result.isPass ? 'text-green-800' : 'text-red-800'}>{t(result.isPass ? 'try.pass' : 'try.fail')}</span>
      </p>
      {result.release.automatic ? (
        <p className="font-medium text-green-900">{t('try.released')}</p>
      ) : (
        <div className="text-amber-950">
          <p className="font-medium">{t('try.held')}</p>
          <ul className="list-disc ps-6">
            {[...new Set(result.release.reasons.filter((r) => r.code !== 'audit').map((r) => r.code))].map((code) => (
              <li key={code}>{t(`try.reason.${code}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {result.critical.map((c, i) => (
        <p key={i} className="rounded-lg bg-red-50 p-2 font-medium text-red-900">
          {t('try.danger', { quote: c.quote, danger: c.danger })}
        </p>
      ))}
      {result.questions.map((q) => (
        <div key={q.number} className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('try.questionScore', { number: q.number, earned: q.earned, points: q.points })}</h3>
          <ul className="flex flex-col gap-1">
            {q.items.map((item) => (
              <li key={item.itemId} className="flex flex-wrap gap-x-2">
                <span className={`font-semibold ${item.met ? 'text-green-800' : 'text-slate-600'}`}>{t(item.met ? 'try.met' : 'try.missed')}</span>
                <span>{item.feedback}</span>
                {item.quote && <span className="text-slate-700">({t('try.said', { quote: item.quote })})</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
