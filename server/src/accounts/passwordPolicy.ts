import { dictionary } from '@zxcvbn-ts/language-common';
import { hashPassword } from '../auth/passwords.js';
import { badRequest } from '../http/errors.js';

/** zxcvbn-ts's list of the most common passwords (about 49,000, from leaked-password corpora). */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** Length is the schema's rule; this is the one the server alone can check without shipping the list. */
export function requireUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest('account.commonPassword', [{ field, code: 'account.commonPassword' }]);
}

/**
 * The one way a password anyone chooses becomes a stored hash (sign-up, change, reset, a
 * lecturer's account made by an administrator): refused when common, hashed otherwise.
 */
export async function newPasswordHash(password: string, field: string): Promise<string> {
  requireUncommonPassword(password, field);
  return hashPassword(password);
}
