import { randomInt } from 'node:crypto';
import { REGISTER_CODE_LENGTH, REGISTER_CODE_PREFIX, type Subject } from '@nurselab/core';

// No 0/O or 1/I, so a code read aloud or from paper is typed right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 6-character code, starting SUR, MED or OB for those courses (SPEC.md conventions). */
export function generateRegisterCode(course: Subject): string {
  const prefix = REGISTER_CODE_PREFIX[course] ?? '';
  let code = prefix;
  while (code.length < REGISTER_CODE_LENGTH) code += ALPHABET[randomInt(ALPHABET.length)];
  // Other courses must never look like a SUR/MED/OB code, or routing by prefix would misread them.
  if (!prefix && Object.values(REGISTER_CODE_PREFIX).some((p) => code.startsWith(p!))) return generateRegisterCode(course);
  return code;
}
