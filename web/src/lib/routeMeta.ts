import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useDocumentMeta } from './documentMeta';
import { uiLanguageParam } from './i18n';

/**
 * What a route says about its document title: a translation key, or that the page sets its own
 * title and description (public pages, pages whose title is their content).
 */
export type RouteMetaHandle = { title: string } | { ownMeta: true };

/** The deepest matching route's title (and the product's description), unless the page sets its own. */
export function useRouteMeta(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => m.handle)?.handle as RouteMetaHandle | undefined;
  const own = handle !== undefined && 'ownMeta' in handle;
  useDocumentMeta(own ? undefined : { title: t(handle && 'title' in handle ? handle.title : 'meta.default'), description: t('meta.description') });
}

/** ?lang=th|zh|en|ja|id (and SPEC.md's jp, cn, indo) on any URL but the lab screen's switches the UI language. */
export function useLanguageFromUrl(): void {
  const { i18n } = useTranslation();
  const asked = uiLanguageParam(useLocation());
  useEffect(() => {
    if (asked && asked !== i18n.language) void i18n.changeLanguage(asked);
  }, [asked, i18n]);
}
