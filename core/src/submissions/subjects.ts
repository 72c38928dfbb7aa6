import { isSubject, type Subject } from '../courses.js';

/** Subject spellings found in SPEC.md's paths besides the canonical keys. */
const SUBJECT_ALIASES: Record<string, Subject> = { maternalandchild: 'maternalchild' };

export function toSubject(value: string): Subject | undefined {
  const key = value.toLowerCase();
  return isSubject(key) ? key : SUBJECT_ALIASES[key];
}
