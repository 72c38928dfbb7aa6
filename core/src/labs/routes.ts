import { toLanguage, type Language } from '../i18n/languages.js';
import type { Subject } from '../courses.js';

/** The canonical lab screen. */
export function labPath(subject: Subject, labNumber: number, language?: Language): string {
  return `/student/labs/${subject}/${labNumber}${language ? `?lang=${language}` : ''}`;
}

/** The canonical history screen. */
export const labHistoryPath = (subject: Subject, labNumber: number) => `/student/labs/${subject}/${labNumber}/history`;

/** Where a student's "Back to Dashboard" goes for a subject. */
export const SUBJECT_DASHBOARD: Record<Subject, string> = {
  maternalchild: '/student/dashboard',
  '315': '/student/315/dashboard',
  surgical: '/surgical/dashboard',
  medical: '/medical/dashboard',
  ob: '/ob/dashboard',
  'trial-cssd': '/cssd',
};

const SUFFIX = /^(\d+)(cn|en|jp|indo|id)?$/;

/**
 * Reads a legacy SPEC.md lab URL (/student/maternalchild4en, /student/upload1cn, /student/315/2en,
 * /student/surgical/3 ...) into the lab and language it shows; undefined otherwise.
 */
export function parseLegacyLabPath(pathname: string): { subject: Subject; labNumber: number; language?: Language } | undefined {
  const path = pathname.replace(/\/+$/, '');
  let m = path.match(/^\/student\/(?:maternalchild|upload)(\d+(?:cn|en|jp|indo)?)$/);
  if (m) return fromSuffix('maternalchild', m[1]);
  m = path.match(/^\/student\/(315|surgical|medical|ob)\/(\d+(?:cn|en|jp|indo|id)?)$/);
  if (m) return fromSuffix(m[1] as Subject, m[2]);
  return undefined;
}

function fromSuffix(subject: Subject, value: string) {
  const m = value.match(SUFFIX);
  if (!m) return undefined;
  return { subject, labNumber: Number(m[1]), language: toLanguage(m[2]) };
}

/** SPEC.md's subject language routes (/surgical/cn, /medical/jp, /ob/id ...): that dashboard in that language. */
export function parseLegacyDashboardPath(pathname: string): { subject: Subject; language: Language } | undefined {
  const m = pathname.replace(/\/+$/, '').match(/^\/(surgical|medical|ob)\/(cn|en|jp|id|indo)$/);
  const language = m ? toLanguage(m[2]) : undefined;
  return m && language ? { subject: m[1] as Subject, language } : undefined;
}
