import type { PublicLab } from '@nurselab/core';
import { useTranslation } from 'react-i18next';

/**
 * The place on the lab screen where the answer recorder, the upload and the results go.
 * The submission issue replaces this component; the lab screen passes it the lab and the
 * student's attempts left.
 */
export function AnswerPlaceholder(_props: { lab: PublicLab; attemptsLeft?: number }) {
  const { t } = useTranslation();
  return (
    <section id="answer" aria-labelledby="answer-title" className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-brand-700 bg-brand-50 p-5">
      <h2 id="answer-title" className="text-xl font-semibold">
        {t('labScreen.answer.title')}
      </h2>
      <p>{t('labScreen.answer.note')}</p>
    </section>
  );
}
