import { registerNamespace } from '../../lib/i18n';

/** The 'privacy' namespace (the notice and the consent before recording): only the reader's language is downloaded. */
export const PRIVACY_NS = 'privacy';

registerNamespace(PRIVACY_NS, {
  th: () => import('../../locales/privacy/th.json'),
  zh: () => import('../../locales/privacy/zh.json'),
  en: () => import('../../locales/privacy/en.json'),
  ja: () => import('../../locales/privacy/ja.json'),
  id: () => import('../../locales/privacy/id.json'),
});
