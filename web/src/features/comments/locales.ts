import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/comments/en.json';
import id from '../../locales/comments/id.json';
import ja from '../../locales/comments/ja.json';
import th from '../../locales/comments/th.json';
import zh from '../../locales/comments/zh.json';

/** The 'comments' namespace (comments and the notifications page), registered when these chunks load. */
export const COMMENTS_NS = 'comments';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, COMMENTS_NS)) i18n.addResourceBundle(language, COMMENTS_NS, BUNDLES[language], true, true);
}
