import { registerNamespace } from '../../lib/i18n';

/** The 'devicecheck' namespace: only the reader's language is downloaded. */
export const DEVICECHECK_NS = 'devicecheck';

registerNamespace(DEVICECHECK_NS, {
  th: () => import('../../locales/devicecheck/th.json'),
  zh: () => import('../../locales/devicecheck/zh.json'),
  en: () => import('../../locales/devicecheck/en.json'),
  ja: () => import('../../locales/devicecheck/ja.json'),
  id: () => import('../../locales/devicecheck/id.json'),
});
