import { LANGUAGE_NAMES, type Language } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { SPEECH_NS } from '../locales';

/** Says so when an answer was graded in the language it was spoken in rather than the lab's. */
export function SpokenLanguageNote({ language }: { language?: { lab: Language; spoken: Language } }) {
  const { t } = useTranslation(SPEECH_NS);
  if (!language || language.lab === language.spoken) return null;
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-900" data-testid="spoken-language">
      {t('spokenLanguage', { spoken: LANGUAGE_NAMES[language.spoken], lab: LANGUAGE_NAMES[language.lab] })}
    </p>
  );
}
