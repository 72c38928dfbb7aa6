/** Content and UI languages, in the order the product offers them (Thai first). */
export const LANGUAGES = ['th', 'zh', 'en', 'ja', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * SPEC.md names languages as th, zh, en, jp, id and the legacy URLs use the suffixes
 * cn, en, jp and indo. Every spelling maps onto one canonical code.
 */
const ALIASES: Record<string, Language> = {
  th: 'th',
  zh: 'zh',
  cn: 'zh',
  en: 'en',
  ja: 'ja',
  jp: 'ja',
  id: 'id',
  indo: 'id',
};

export function toLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  return ALIASES[code.toLowerCase()];
}

/** Native names, shown in language selectors whatever the UI language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  th: 'ไทย',
  zh: '中文',
  en: 'English',
  ja: '日本語',
  id: 'Bahasa Indonesia',
};
