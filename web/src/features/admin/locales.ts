import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/admin/en.json';
import id from '../../locales/admin/id.json';
import ja from '../../locales/admin/ja.json';
import th from '../../locales/admin/th.json';
import zh from '../../locales/admin/zh.json';

/** The 'adminPanel' i18next namespace (the shared 'admin' keys stay in the main bundle), registered with the admin page. */
export const ADMIN_NS = 'adminPanel';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, ADMIN_NS)) i18n.addResourceBundle(language, ADMIN_NS, BUNDLES[language], true, true);
}
