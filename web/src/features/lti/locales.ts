import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/lti/en.json';
import id from '../../locales/lti/id.json';
import ja from '../../locales/lti/ja.json';
import th from '../../locales/lti/th.json';
import zh from '../../locales/lti/zh.json';

/** The 'lti' i18next namespace, registered when an LTI page loads. */
export const LTI_NS = 'lti';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, LTI_NS)) i18n.addResourceBundle(language, LTI_NS, BUNDLES[language], true, true);
}
