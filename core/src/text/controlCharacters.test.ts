import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './controlCharacters.js';

describe('control characters', () => {
  it('finds NUL, other C0/C1 codes, DEL and lone surrogates; tabs, new lines, Thai and emoji are text', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085', 'a\uD800', '\uDC00b']) expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['line one\nline two\r\n\tindented', 'สวัสดีค่ะ', '你好', 'こんにちは', 'Halo 👋🏽', '']) expect(hasControlCharacter(good), good).toBe(false);
  });

  it('names the field that holds one, in nested bodies and keys', () => {
    expect(findControlCharacter({ username: 'ok', password: 'p\u0000' })).toBe('password');
    expect(findControlCharacter({ items: [{ text: 'ok' }, { text: 'bad\u0001' }] })).toBe('items.1.text');
    expect(findControlCharacter({ ['ke\u0000y']: 1 })).toBe('ke\u0000y');
    expect(findControlCharacter('\u0000')).toBe('');
    expect(findControlCharacter({ a: 1, b: true, c: null, d: ['x'] })).toBeUndefined();
    expect(findControlCharacter(new Uint8Array([0, 1, 2]))).toBeUndefined();
  });
});
