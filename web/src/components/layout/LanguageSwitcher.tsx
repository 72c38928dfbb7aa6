import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@nurselab/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The UI language; Thai first. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => void i18n.changeLanguage(e.target.value as Language)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
