import type { MessageCode } from '@nurselab/core';

export interface FieldError {
  field: string;
  code: MessageCode;
}

/**
 * An error the client should show. The body is `{ message, code, errors: [{ field, message, code }] }`,
 * with messages in the language the request asked for (Accept-Language).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly fieldErrors: FieldError[] = [],
    readonly values: Record<string, string | number> = {},
    /** Facts the client may act on, sent as `details` (e.g. the university a professor is in). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export const badRequest = (code: MessageCode, fieldErrors: FieldError[] = []) => new ApiError(400, code, fieldErrors);
export const unauthorized = (code: MessageCode = 'auth.required') => new ApiError(401, code);
export const forbidden = () => new ApiError(403, 'auth.forbidden');
export const notFound = (code: MessageCode = 'request.notFound') => new ApiError(404, code);
export const conflict = (code: MessageCode, fieldErrors: FieldError[] = []) => new ApiError(409, code, fieldErrors);
