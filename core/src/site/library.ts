import { z } from 'zod';
import type { Language } from '../i18n/languages.js';

/** content/library/<NN>-<slug>/article.yaml: what every language of one article shares. */
export const libraryArticleSchema = z.object({
  id: z.number().int().positive(),
  date: z.iso.date(),
  image: z.string().regex(/^[a-z0-9-]+\.svg$/),
});

/** The front matter of content/library/<NN>-<slug>/<lang>.md. */
export const libraryFrontMatterSchema = z.object({
  title: z.string().min(1).max(160),
  description: z.string().min(1).max(400),
  imageAlt: z.string().min(1).max(200),
});

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
