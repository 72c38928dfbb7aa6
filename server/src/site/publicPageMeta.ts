import { existsSync, readFileSync } from 'node:fs';
import { LANGUAGES, publicPageAt, type Language, type PageMeta, type PublicPageKey } from '@nurselab/core';
import { z } from 'zod';
import type { LibraryService } from './libraryService.js';

const text = z.object({ title: z.string(), description: z.string().optional() });
const siteMetaTexts = z.object({
  home: text,
  contact: text,
  sale: text,
  requestDemo: text,
  library: text,
  cssd: text,
  notFound: text,
}) satisfies z.ZodType<Record<PublicPageKey | 'notFound', unknown>>;
/** An exhaustive record: every language must be in the file. */
const pageMetaFile = z.record(z.enum(LANGUAGES), siteMetaTexts);
type PageMetaFile = z.infer<typeof pageMetaFile>;

/** Reads the texts the web build wrote (dist/page-meta.json); without a build there are none. */
export function readPageMetaFile(file: string): PageMetaFile | undefined {
  return existsSync(file) ? pageMetaFile.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/** The title, description and preview picture of a public page in a language; undefined for any other page. */
export class PublicPageMeta {
  constructor(
    private readonly texts: PageMetaFile,
    private readonly library: LibraryService,
    private readonly product: string,
  ) {}

  async forPath(pathname: string, language: Language): Promise<PageMeta | undefined> {
    const page = publicPageAt(pathname);
    if (!page) return undefined;
    const texts = this.texts[language];
    if (page.kind === 'page') return this.filled(texts[page.key]);
    const article = page.id === undefined ? undefined : await this.library.get(page.id, language).catch(() => undefined);
    if (!article) return this.filled({ title: texts.notFound.title, description: texts.library.description });
    return { title: article.title, description: article.description, image: article.imageUrl, type: 'article' };
  }

  private filled({ title, description }: z.infer<typeof text>): PageMeta {
    const fill = (s: string) => s.replaceAll('{{product}}', this.product);
    return { title: fill(title), description: description === undefined ? undefined : fill(description) };
  }
}
