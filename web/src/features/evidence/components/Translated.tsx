import { LANGUAGE_NAMES, type Language } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_NS } from '../locales';

/**
 * A feedback text in the answer's language, said once; the same text in the reader's interface
 * language, when that differs, folded below it.
 */
export function Translated({ text, language, translation, readerLanguage }: { text: string; language: Language; translation?: string; readerLanguage: Language }) {
  const { t } = useTranslation(EVIDENCE_NS);
  const folded = translation && translation !== text ? translation : null;
  return (
    <span className="flex flex-col gap-1">
      <span lang={language}>{text}</span>
      {folded && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {t('inLanguage', { language: LANGUAGE_NAMES[readerLanguage] })}
          </summary>
          <span lang={readerLanguage}>{folded}</span>
        </details>
      )}
    </span>
  );
}
