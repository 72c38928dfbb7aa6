import { LANGUAGES } from '@nurselab/core';
import i18n from '../../lib/i18n';
import en from '../../locales/evidence/en.json';
import id from '../../locales/evidence/id.json';
import ja from '../../locales/evidence/ja.json';
import th from '../../locales/evidence/th.json';
import zh from '../../locales/evidence/zh.json';

/** The 'evidence' i18next namespace, registered when a page using the evidence view loads. */
export const EVIDENCE_NS = 'evidence';
const BUNDLES = { th, zh, en, ja, id };

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, EVIDENCE_NS)) i18n.addResourceBundle(language, EVIDENCE_NS, BUNDLES[language], true, true);
}
