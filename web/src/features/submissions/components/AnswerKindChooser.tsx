import { MAX_RECORDING_SECONDS, type AnswerKind } from '@nurselab/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const KINDS: AnswerKind[] = ['video', 'audio'];

/** Before Ready: the intro, video or audio, and what Ready will ask for (hintId describes the Ready button). */
export function AnswerKindChooser({ kind, disabled, hintId, onChoose }: { kind: AnswerKind; disabled: boolean; hintId: string; onChoose: (kind: AnswerKind) => void }) {
  const { t } = useTranslation('submissions');
  const name = `${useId()}-kind`;
  return (
    <>
      <p>{t('intro', { minutes: MAX_RECORDING_SECONDS / 60 })}</p>
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-1 font-medium">{t('kind.legend')}</legend>
        {KINDS.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" name={name} value={option} checked={kind === option} onChange={() => onChoose(option)} className="h-5 w-5 accent-brand-700" />
            <span>{t(`kind.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <p id={hintId} className="text-sm text-slate-700">
        {t(`readyHint.${kind}`)}
      </p>
    </>
  );
}
