import { z } from 'zod';

/**
 * A whole number of at least `min`, as a JSON number or a plain decimal string: "" and "0x1",
 * " 1", "1e3", arrays and the like are refused rather than coerced.
 */
export function strictCount(min: number, message?: string) {
  return z
    .union([z.number().int(), z.string().regex(/^(0|[1-9][0-9]{0,8})$/).transform(Number)], message ? { message } : undefined)
    .pipe(z.number().int().min(min, message).max(999_999_999, message));
}
