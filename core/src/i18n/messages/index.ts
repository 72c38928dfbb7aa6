import type { Language } from '../languages.js';
import { en, type MessageCode } from './en.js';
import { id } from './id.js';
import { ja } from './ja.js';
import { th } from './th.js';
import { zh } from './zh.js';

export type { MessageCode };
export const MESSAGES: Record<Language, Record<MessageCode, string>> = { th, zh, en, ja, id };

export function isMessageCode(code: string): code is MessageCode {
  return code in en;
}

/** The message in a language, with {{name}} placeholders filled in. */
export function formatMessage(code: MessageCode, language: Language = 'en', values: Record<string, string | number> = {}): string {
  const template = MESSAGES[language][code] ?? en[code];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
