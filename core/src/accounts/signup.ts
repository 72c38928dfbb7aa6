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

/** Every new password: required, at least 6 characters (SPEC.md); the server also refuses common ones. */
const newPassword = z.string().min(1, 'form.required').min(MIN_PASSWORD_LENGTH, 'signup.password').max(200, 'signup.passwordTooLong');

export const signupSchema = z.object({
  username: z.string().min(1, 'form.required').max(40, 'signup.usernameTooLong').regex(USERNAME_PATTERN, 'signup.username'),
  firstName: z.string().trim().min(1, 'form.required').max(60, 'signup.nameTooLong').regex(NAME_PATTERN, 'signup.firstName'),
  lastName: z.string().trim().min(1, 'form.required').max(60, 'signup.nameTooLong').regex(NAME_PATTERN, 'signup.lastName'),
  password: newPassword,
  studentId: z.string().min(1, 'form.required').max(30, 'signup.studentIdTooLong').regex(STUDENT_ID_PATTERN, 'signup.studentId'),
  registerCode: z.string().min(1, 'form.required').regex(REGISTER_CODE_PATTERN, 'signup.registerCode'),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The sign-up form: the API's fields plus the password typed twice (the API takes it once). */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string().min(1, 'form.required') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'account.passwordsDiffer' });
export type SignupFormInput = z.infer<typeof signupFormSchema>;

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
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** A new password typed twice (change and reset forms). */
const samePassword = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const differ = { path: ['confirmPassword'], message: 'account.passwordsDiffer' };
const confirmPassword = z.string().min(1, 'form.required');
export const passwordChangeFormSchema = passwordChangeSchema.extend({ confirmPassword }).refine(samePassword, differ);
export type PasswordChangeFormInput = z.infer<typeof passwordChangeFormSchema>;

/** Setting a new password with a one-time reset link's token. */
export const passwordResetSchema = z.object({
  token: z.string().min(20, 'reset.invalid').max(200, 'reset.invalid'),
  newPassword,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export const passwordResetFormSchema = z.object({ newPassword, confirmPassword }).refine(samePassword, differ);
export type PasswordResetFormInput = z.infer<typeof passwordResetFormSchema>;

/** Asking for a reset e-mail: by username (the answer never tells whether it exists). */
export const passwordResetRequestSchema = z.object({
  username: z.string().trim().min(1, 'form.required').max(40, 'signin.username').transform((s) => s.toLowerCase()),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** How long a reset link works. */
export const PASSWORD_RESET_HOURS = 24;
