import { LANGUAGE_NAMES, isLanguage } from '@nurselab/core';
import type { TFunction } from 'i18next';
import type { LabKey } from '../api/agreement';

export const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
export const decimal = (value: number, language: string, digits = 2) => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** "Lab 2: Newborn care" in the reader's language; the course name first when several courses are shown. */
export function labName(t: TFunction, lab: LabKey, withCourse: boolean): string {
  const name = lab.labTitle ? t('labNameTitled', { number: lab.labNumber, title: lab.labTitle }) : t('labName', { number: lab.labNumber });
  return withCourse ? `${t(`courses.${lab.subject}`, { ns: 'translation' })} · ${name}` : name;
}

export const languageName = (code: string) => (isLanguage(code) ? LANGUAGE_NAMES[code] : code);
export const engineName = (t: TFunction, engine: string) => (engine === 'none' ? t('engineNone') : engine);
