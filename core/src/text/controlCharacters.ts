/**
 * Text the product accepts never holds control characters (NUL and the other C0 and C1 codes,
 * DEL) or half of a surrogate pair: a database cannot store NUL, and the rest is never typed by
 * a person. Tab, line feed and carriage return stay allowed (comments, feedback).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * The first field of a request's input (JSON body, query or route parameters) whose text, or
 * whose name, holds a control character: its path such as "username" or "items.2.text", "" for
 * a bare string. `undefined` when all text is clean.
 */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  // Only parsed JSON, query and parameters: never bytes, streams or other class instances.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, inner] of entries) {
    if (hasControlCharacter(key)) return [...path, key].join('.');
    const found = findControlCharacter(inner, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
