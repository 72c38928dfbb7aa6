import type { Language } from '../i18n/languages.js';

export interface LibraryArticleSummary {
  id: number;
  /** ISO date (YYYY-MM-DD), formatted by the page in the reader's language. */
  date: string;
  language: Language;
  title: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  readingMinutes: number;
}

export interface LibraryArticle extends LibraryArticleSummary {
  /** Sanitised HTML rendered from the Markdown body. */
  html: string;
}

/** SPEC.md: the id in /library/{id} is parsed as an integer; anything else is no article. */
export function parseArticleId(raw: string | undefined): number | undefined {
  return raw !== undefined && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read a text, counting words as Intl.Segmenter finds them (Thai, Chinese and Japanese have no spaces). */
export function readingMinutes(text: string, language: Language): number {
  let words = 0;
  for (const s of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) if (s.isWordLike) words++;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
