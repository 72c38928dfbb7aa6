import type { Language } from '../i18n/languages.js';

/**
 * The frames of the plain-text feedback lines ({prefix} is the question frame or nothing).
 * The words inside them are the student's own (quote) or the rubric's (danger, advice).
 */
export const FEEDBACK_TEMPLATES: Record<Language, { question: string; said: string; critical: string }> = {
  th: { question: 'ข้อ {n}: ', said: '{prefix}คุณพูดว่า “{quote}” ({time})', critical: '{prefix}อันตราย: {danger} คุณพูดว่า “{quote}” ({time})' },
  zh: { question: '第{n}题：', said: '{prefix}你说了“{quote}”（{time}）', critical: '{prefix}危险：{danger}你说了“{quote}”（{time}）' },
  en: { question: 'Question {n}: ', said: '{prefix}You said “{quote}” ({time}).', critical: '{prefix}Dangerous: {danger} You said “{quote}” ({time}).' },
  ja: { question: '問{n}：', said: '{prefix}「{quote}」と述べました（{time}）。', critical: '{prefix}危険：{danger}「{quote}」と述べました（{time}）。' },
  id: { question: 'Soal {n}: ', said: '{prefix}Anda mengatakan “{quote}” ({time}).', critical: '{prefix}Berbahaya: {danger} Anda mengatakan “{quote}” ({time}).' },
};
