import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, REGISTER_CODE_LENGTH } from '../constants.js';

/**
 * Sign-up rules of SPEC.md section 5. Each message is a message code (see i18n/messages),
 * so the form and the server show the same text in the user's language.
 */
export const USERNAME_PATTERN = /^[a-z0-9_]+$/;
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '-][\p{L}\p{M}]+)*$/u;
export const STUDENT_ID_PATTERN = /^[0-9]+$/;
export const REGISTER_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${REGISTER_CODE_LENGTH}}$`);

export const signupSchema = z.object({
  username: z.string().min(1, 'signup.username').max(40, 'signup.usernameTooLong').regex(USERNAME_PATTERN, 'signup.username'),
  firstName: z.string().trim().min(1, 'signup.firstName').max(60, 'signup.nameTooLong').regex(NAME_PATTERN, 'signup.firstName'),
  lastName: z.string().trim().min(1, 'signup.lastName').max(60, 'signup.nameTooLong').regex(NAME_PATTERN, 'signup.lastName'),
  password: z.string().min(MIN_PASSWORD_LENGTH, 'signup.password').max(200, 'signup.passwordTooLong'),
  studentId: z.string().min(1, 'signup.studentId').max(30, 'signup.studentIdTooLong').regex(STUDENT_ID_PATTERN, 'signup.studentId'),
  registerCode: z.string().regex(REGISTER_CODE_PATTERN, 'signup.registerCode'),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** What the form does while typing (SPEC.md section 5): lowercase, strip, cut. */
export function cleanUsernameInput(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_]/g, '');
}
export function cleanRegisterCodeInput(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, REGISTER_CODE_LENGTH).toUpperCase();
}

export const signinSchema = z.object({
  username: z.string().trim().min(1, 'signin.username').max(40, 'signin.username').transform((s) => s.toLowerCase()),
  password: z.string().min(1, 'signin.password').max(200, 'signin.password'),
});
export type SigninInput = z.infer<typeof signinSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'signin.password').max(200, 'signin.password'),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, 'signup.password').max(200, 'signup.passwordTooLong'),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
