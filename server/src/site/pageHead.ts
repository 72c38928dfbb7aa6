import { DEFAULT_SHARE_IMAGE, documentTitle, OPEN_GRAPH_LOCALES, type Language, type PageMeta } from '@nurselab/core';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export interface PageHead {
  meta: PageMeta;
  language: Language;
  product: string;
  /** The page's absolute URL without its query (the canonical one for previews). */
  url: string;
}

/**
 * index.html with the page's language, title, description and Open Graph tags written in, so a
 * link preview or a search engine, which does not run the app, sees what the app would set.
 */
export function withPageHead(html: string, { meta, language, product, url }: PageHead): string {
  const title = documentTitle(meta.title, product);
  const image = new URL(meta.image ?? DEFAULT_SHARE_IMAGE, url).href;
  const tags: [string, string | undefined][] = [
    ['og:title', title],
    ['og:description', meta.description],
    ['og:type', meta.type ?? 'website'],
    ['og:site_name', product],
    ['og:url', url],
    ['og:locale', OPEN_GRAPH_LOCALES[language]],
    ['og:image', image],
  ];
  const openGraph = tags
    .filter((tag): tag is [string, string] => tag[1] !== undefined)
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`)
    .join('');
  let page = html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (meta.description !== undefined) {
    page = page.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
  }
  return page.replace('</head>', `${openGraph}</head>`);
}
