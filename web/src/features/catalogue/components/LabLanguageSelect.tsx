import { LANGUAGE_NAMES, type Language } from '@nurselab/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The lab's own languages only; the UI language is chosen in the navigation bar. */
export function LabLanguageSelect({ value, languages, onChange }: { value: Language; languages: Language[]; onChange: (language: Language) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium">
        {t('labScreen.language')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as Language)}
        className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2"
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
