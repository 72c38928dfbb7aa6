/**
 * The kinds of course a university can run, and the subject keys used in URLs and APIs.
 * A university runs exactly one course; its labs are that subject's labs.
 */
export const SUBJECTS = ['maternalchild', '315', 'surgical', 'medical', 'ob', 'trial-cssd'] as const;
export type Subject = (typeof SUBJECTS)[number];
export const DEFAULT_SUBJECT: Subject = 'maternalchild';

export function isSubject(value: unknown): value is Subject {
  return typeof value === 'string' && (SUBJECTS as readonly string[]).includes(value);
}

/** SPEC.md conventions: these courses are recognised by a register-code prefix ... */
export const REGISTER_CODE_PREFIX: Partial<Record<Subject, string>> = {
  surgical: 'SUR',
  medical: 'MED',
  ob: 'OB',
};
/** ... and these by the university's name. */
export const UNIVERSITY_NAME_FOR: Partial<Record<Subject, string>> = {
  '315': 'Subject315',
  'trial-cssd': 'Trial-CSSD',
};

/** The course a university runs, read from its code and name as SPEC.md section 4 does. */
export function courseOf(university: { registerCode?: string | null; universityName?: string | null }): Subject {
  const code = (university.registerCode ?? '').toUpperCase();
  for (const [subject, prefix] of Object.entries(REGISTER_CODE_PREFIX)) {
    if (code.startsWith(prefix)) return subject as Subject;
  }
  for (const [subject, name] of Object.entries(UNIVERSITY_NAME_FOR)) {
    if (university.universityName === name) return subject as Subject;
  }
  return DEFAULT_SUBJECT;
}

/** Number of labs each subject's dashboards show (SPEC.md section 9). */
export const DASHBOARD_LAB_COUNT: Record<Subject, number> = {
  maternalchild: 20,
  '315': 10,
  surgical: 5,
  medical: 5,
  ob: 5,
  'trial-cssd': 3,
};
