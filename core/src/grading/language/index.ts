import type { Language } from '../../i18n/languages.js';
import { en } from './en.js';
import { id } from './id.js';
import { ja } from './ja.js';
import { th } from './th.js';
import type { LanguagePack } from './types.js';
import { zh } from './zh.js';

export type { LanguagePack } from './types.js';

const PACKS: Record<Language, LanguagePack> = { en, id, ja, th, zh };

/** The grader's knowledge of a language. */
export function packOf(language: Language): LanguagePack {
  return PACKS[language];
}
