import type { Language } from '../i18n/languages.js';
import { parseArticleId } from './library.js';

/** What a page tells browsers and link previews about itself: title, description, Open Graph. */
export interface PageMeta {
  title: string;
  description?: string;
  /** An absolute path or URL of a picture for link previews. */
  image?: string;
  type?: 'website' | 'article';
}

/** The public pages whose texts live under `meta.<key>` of the web's site namespace. */
export type PublicPageKey = 'home' | 'contact' | 'sale' | 'requestDemo' | 'library' | 'cssd';

const PUBLIC_PAGES: Record<string, PublicPageKey> = {
  '/': 'home',
  '/contact': 'contact',
  '/sale': 'sale',
  '/request-demo': 'requestDemo',
  '/library': 'library',
  '/cssd': 'cssd',
  '/trial-cssd': 'cssd',
};

/** A public page of the site, by its path: a fixed page, a library article, or none. */
export type PublicPage = { kind: 'page'; key: PublicPageKey } | { kind: 'article'; id: number | undefined } | undefined;

export function publicPageAt(pathname: string): PublicPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = PUBLIC_PAGES[path];
  if (key) return { kind: 'page', key };
  const article = /^\/library\/([^/]+)$/.exec(path);
  return article ? { kind: 'article', id: parseArticleId(decodeURIComponent(article[1])) } : undefined;
}

export const DEFAULT_SHARE_IMAGE = '/images/lab-screen.jpg';

export const OPEN_GRAPH_LOCALES: Record<Language, string> = { th: 'th_TH', zh: 'zh_CN', en: 'en_US', ja: 'ja_JP', id: 'id_ID' };

/** "Contact us | NurseLab"; a title that already names the product stays as it is. */
export function documentTitle(title: string, product: string): string {
  return title.includes(product) ? title : `${title} | ${product}`;
}
