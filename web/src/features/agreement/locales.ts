import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/agreement/en.json';
import id from '../../locales/agreement/id.json';
import ja from '../../locales/agreement/ja.json';
import th from '../../locales/agreement/th.json';
import zh from '../../locales/agreement/zh.json';

/** The 'agreement' i18next namespace, registered when an agreement page or link loads. */
export const AGREEMENT_NS = 'agreement';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, AGREEMENT_NS)) i18n.addResourceBundle(language, AGREEMENT_NS, BUNDLES[language], true, true);
}
