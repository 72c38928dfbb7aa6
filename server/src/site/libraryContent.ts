import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, libraryArticleSchema, libraryFrontMatterSchema, readingMinutes, type Language, type LibraryArticle } from '@nurselab/core';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../catalogue/contentFiles.js';

export const LIBRARY_DIR = path.join(CONTENT_DIR, 'library');
export const LIBRARY_MEDIA_DIR = path.join(LIBRARY_DIR, 'images');
export const LIBRARY_MEDIA_URL = '/api/v1/library/images/';

/** Only the tags and attributes Markdown produces for prose; links keep http(s) and mailto. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { h1: 'h2' },
};

/** Markdown to HTML that holds no script, style, event handler or raw HTML from the file. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), SANITIZE);
}

function splitFrontMatter(text: string): { front: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('missing front matter (--- title, description, imageAlt ---)');
  return { front: parse(match[1]), body: match[2] };
}

/** Every article in every language, with {product} and {email} filled in; a bad file stops the load with its name. */
export async function loadLibrary(values: { product: string; email: string }, dir = LIBRARY_DIR): Promise<Map<number, Map<Language, LibraryArticle>>> {
  const fill = (s: string) => s.replaceAll('{product}', values.product).replaceAll('{email}', values.email);
  const articles = new Map<number, Map<Language, LibraryArticle>>();
  for (const entry of (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory() && /^\d+-/.test(d.name))) {
    const folder = path.join(dir, entry.name);
    const meta = libraryArticleSchema.parse(parse(await readFile(path.join(folder, 'article.yaml'), 'utf8')));
    const byLanguage = new Map<Language, LibraryArticle>();
    for (const language of LANGUAGES) {
      const file = path.join(folder, `${language}.md`);
      try {
        const { front, body } = splitFrontMatter(await readFile(file, 'utf8'));
        const head = libraryFrontMatterSchema.parse(front);
        const text = fill(body);
        byLanguage.set(language, {
          id: meta.id,
          date: meta.date,
          language,
          title: fill(head.title),
          description: fill(head.description),
          imageUrl: LIBRARY_MEDIA_URL + meta.image,
          imageAlt: fill(head.imageAlt),
          readingMinutes: readingMinutes(text, language),
          html: renderMarkdown(text),
        });
      } catch (err) {
        throw new Error(`content/library/${entry.name}/${language}.md: ${(err as Error).message}`);
      }
    }
    articles.set(meta.id, byLanguage);
  }
  return articles;
}
