import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@nurselab/core';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadFontsFor } from './fonts';
import { siteConfig } from './siteConfig';

export const LANGUAGE_STORAGE_KEY = 'nurselab.language';
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * Only the reader's language is downloaded: the UI strings (locales/<lang>.json) and the domain
 * messages of core (validation, API errors), shared with the server. Features add their own
 * namespaces when their chunks load.
 */
const UI: Record<Language, () => Promise<{ default: object }>> = {
  th: () => import('../locales/th.json'),
  zh: () => import('../locales/zh.json'),
  en: () => import('../locales/en.json'),
  ja: () => import('../locales/ja.json'),
  id: () => import('../locales/id.json'),
};
const MESSAGES: Record<Language, () => Promise<object>> = {
  th: async () => (await import('@nurselab/core/messages/th')).th,
  zh: async () => (await import('@nurselab/core/messages/zh')).zh,
  en: async () => (await import('@nurselab/core/messages/en')).en,
  ja: async () => (await import('@nurselab/core/messages/ja')).ja,
  id: async () => (await import('@nurselab/core/messages/id')).id,
};
type Loader = (language: Language) => Promise<object>;
const loaders: Record<string, Loader> = {
  translation: async (language) => (await UI[language]()).default,
  messages: (language) => MESSAGES[language](),
};

/**
 * A feature's own namespace, downloaded in the reader's language when a component first asks
 * for it (useTranslation suspends meanwhile).
 */
export function registerNamespace(namespace: string, byLanguage: Record<Language, () => Promise<{ default: object }>>): void {
  loaders[namespace] ??= async (language) => (await byLanguage[language]()).default;
}

/**
 * On the lab screen ?lang= is the lab's language, not the interface's (a Thai student may
 * answer a lab in English); everywhere else it sets the interface.
 */
export function uiLanguageParam(location: { pathname: string; search: string }): Language | undefined {
  if (location.pathname.startsWith('/student/labs/')) return undefined;
  return toLanguage(new URLSearchParams(location.search).get(LANGUAGE_QUERY_PARAM));
}

/**
 * The UI language, in this order: ?lang= on the URL (links can be shared in a language), the
 * reader's earlier choice, the browser's preferred languages; Thai when none of the five is among them.
 * Any spelling SPEC.md uses (jp, cn, indo, zh-CN ...) counts.
 */
function detectLanguage(): Language {
  const preferred = (navigator.languages?.length ? navigator.languages : [navigator.language]).map((tag) => toLanguage(tag) ?? toLanguage(tag.split('-')[0]));
  return uiLanguageParam(window.location) ?? toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? preferred.find((l) => l !== undefined) ?? DEFAULT_LANGUAGE;
}

void i18n
  .use(resourcesToBackend((language: string, namespace: string) => loaders[namespace]?.(toLanguage(language) ?? DEFAULT_LANGUAGE) ?? Promise.resolve({})))
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    partialBundledLanguages: true,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false, defaultVariables: { product: siteConfig.productName } },
    keySeparator: '.',
    returnNull: false,
  });

function applyLanguage(language: string) {
  const lang = toLanguage(language) ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = lang;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  loadFontsFor(lang);
}
applyLanguage(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', applyLanguage);

/** The UI language as one of the five codes. */
export const currentLanguage = (): Language => toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;

/** A message code of core (e.g. signup.username) in the UI language. */
export function message(code: string, values?: Record<string, unknown>): string {
  return i18n.t(code, { ns: 'messages', keySeparator: false, ...values });
}

export default i18n;
