import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/authoring/en.json';
import id from '../../locales/authoring/id.json';
import ja from '../../locales/authoring/ja.json';
import th from '../../locales/authoring/th.json';
import zh from '../../locales/authoring/zh.json';

/** The 'authoring' i18next namespace, registered when an editor page or link loads. */
export const AUTHORING_NS = 'authoring';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, AUTHORING_NS)) i18n.addResourceBundle(language, AUTHORING_NS, BUNDLES[language], true, true);
}
