import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/submissions/en.json';
import id from '../../locales/submissions/id.json';
import ja from '../../locales/submissions/ja.json';
import th from '../../locales/submissions/th.json';
import zh from '../../locales/submissions/zh.json';

/**
 * The 'submissions' i18next namespace, in all five languages. It is registered by the feature's
 * lazy chunks (answer area, history pages) when they load, so its strings stay out of the first
 * download of every public page; switching languages afterwards needs no further loading.
 */
export const SUBMISSIONS_NS = 'submissions';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, SUBMISSIONS_NS)) i18n.addResourceBundle(language, SUBMISSIONS_NS, BUNDLES[language], true, true);
}
