import { DEFAULT_SHARE_IMAGE, documentTitle, OPEN_GRAPH_LOCALES, toLanguage, type PageMeta } from '@nurselab/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from './siteConfig';

export type DocumentMeta = PageMeta;

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** The page's title, description and Open Graph tags, in the page's language. Undefined leaves them to someone else. */
export function useDocumentMeta(meta: DocumentMeta | undefined): void {
  const { i18n } = useTranslation();
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  const type = meta?.type ?? 'website';
  useEffect(() => {
    if (title === undefined) return;
    const product = siteConfig.productName;
    const fullTitle = documentTitle(title, product);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', product);
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
    setMeta('property', 'og:locale', OPEN_GRAPH_LOCALES[toLanguage(i18n.language) ?? 'th']);
    setMeta('property', 'og:image', new URL(image ?? DEFAULT_SHARE_IMAGE, window.location.origin).href);
  }, [title, description, image, type, i18n.language]);
}
