import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGES, isLanguage, type Language } from '@nurselab/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import id from '../locales/id.json';
import ja from '../locales/ja.json';
import th from '../locales/th.json';
import zh from '../locales/zh.json';

const UI = { th, zh, en, ja, id };
const STORAGE_KEY = 'nurselab.language';

function initialLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

// UI strings live here; domain messages (validation, API errors) come from core, shared with the server.
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: UI[l], messages: MESSAGES[l] }])),
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  keySeparator: '.',
  returnNull: false,
});

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  localStorage.setItem(STORAGE_KEY, language);
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** A message code of core (e.g. signup.username) in the UI language. */
export function message(code: string, values?: Record<string, unknown>): string {
  return i18n.t(code, { ns: 'messages', keySeparator: false, ...values });
}

export default i18n;
