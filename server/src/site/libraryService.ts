import type { Language, LibraryArticle, LibraryArticleSummary } from '@nurselab/core';
import { notFound } from '../http/errors.js';
import { loadLibrary } from './libraryContent.js';

/** The library articles, read and rendered once, then served from memory. */
export class LibraryService {
  private articles?: Promise<Map<number, Map<Language, LibraryArticle>>>;

  constructor(private readonly values: { product: string; email: string }) {}

  private all() {
    this.articles ??= loadLibrary(this.values);
    return this.articles;
  }

  async list(language: Language): Promise<LibraryArticleSummary[]> {
    const articles = await this.all();
    return [...articles.keys()]
      .sort((a, b) => a - b)
      .map((id) => {
        const { html: _html, ...summary } = articles.get(id)!.get(language)!;
        return summary;
      });
  }

  async get(id: number, language: Language): Promise<LibraryArticle> {
    const article = (await this.all()).get(id)?.get(language);
    if (!article) throw notFound();
    return article;
  }
}
