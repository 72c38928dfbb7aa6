import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';
import { message } from './i18n';

/** Puts the server's field errors under their fields; true when there were any. */
export function applyServerFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(err instanceof ApiError)) return false;
  const known = err.errors.filter((e) => fields.includes(e.field));
  for (const e of known) setError(e.field as Path<T>, { message: e.code });
  return known.length > 0;
}

/** The text of a form field's error (a core message code). */
export const fieldMessage = (code: string | undefined) => (code ? message(code) : undefined);

/** SPEC.md's failure text ("Failed to ...") followed by what the server said, when it said something. */
export function failureText(code: string, err: unknown): string {
  const detail = err instanceof ApiError && !err.isNetwork && !err.code.startsWith('http.') ? `: ${err.message}` : '';
  return message(code) + detail;
}
