import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/speech/en.json';
import id from '../../locales/speech/id.json';
import ja from '../../locales/speech/ja.json';
import th from '../../locales/speech/th.json';
import zh from '../../locales/speech/zh.json';

/** The 'speech' i18next namespace, in all five languages, registered by the components that use it. */
export const SPEECH_NS = 'speech';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, SPEECH_NS)) i18n.addResourceBundle(language, SPEECH_NS, BUNDLES[language], true, true);
}
