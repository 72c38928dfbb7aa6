import { registerNamespace } from '../../lib/i18n';

/** The 'site' namespace (public pages, demo requests): only the reader's language is downloaded. */
export const SITE_NS = 'site';

registerNamespace(SITE_NS, {
  th: () => import('../../locales/site/th.json'),
  zh: () => import('../../locales/site/zh.json'),
  en: () => import('../../locales/site/en.json'),
  ja: () => import('../../locales/site/ja.json'),
  id: () => import('../../locales/site/id.json'),
});
