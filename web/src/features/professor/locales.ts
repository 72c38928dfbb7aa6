import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/professor/en.json';
import id from '../../locales/professor/id.json';
import ja from '../../locales/professor/ja.json';
import th from '../../locales/professor/th.json';
import zh from '../../locales/professor/zh.json';

/** The 'professor' i18next namespace, registered when a professor page loads. */
export const PROFESSOR_NS = 'professor';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, PROFESSOR_NS)) i18n.addResourceBundle(language, PROFESSOR_NS, BUNDLES[language], true, true);
}
