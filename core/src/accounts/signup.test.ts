import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/messages/index.js';
import { cleanRegisterCodeInput, cleanUsernameInput, signupSchema } from './signup.js';

const valid = { username: 'ploy_s1', firstName: 'Ploy', lastName: 'Srisuk', password: 'secret', studentId: '6601001', registerCode: 'AB12CD' };

function errorFor(field: string, value: string) {
  const result = signupSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : formatMessage(result.error.issues[0].message as never);
}

describe('sign-up rules (SPEC.md section 5)', () => {
  it('accepts a valid form, Thai and hyphenated names included', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
    expect(signupSchema.safeParse({ ...valid, firstName: 'สมหญิง', lastName: 'Kaew-Manee' }).success).toBe(true);
  });

  it.each([
    ['username', 'Ploy', 'Username must contain only lowercase letters, numbers, and underscores'],
    ['username', 'ploy-s', 'Username must contain only lowercase letters, numbers, and underscores'],
    ['firstName', 'Pl0y', 'First name must contain only letters'],
    ['lastName', 'S.', 'Last name must contain only letters'],
    ['password', '12345', 'Password must be at least 6 characters long'],
    ['studentId', '66O1', 'Student ID must contain only numbers'],
    ['registerCode', 'AB12C', 'Register code must be 6 alphanumeric characters'],
    ['registerCode', 'AB12CDE', 'Register code must be 6 alphanumeric characters'],
    ['registerCode', 'AB 2CD', 'Register code must be 6 alphanumeric characters'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it('a password of exactly 6 characters is enough', () => {
    expect(errorFor('password', '123456')).toBeUndefined();
  });

  it('cleans the username and register code while typing', () => {
    expect(cleanUsernameInput('Ploy S.-1_x')).toBe('ploys1_x');
    expect(cleanRegisterCodeInput('ab-12cd99')).toBe('AB12CD');
  });

  it('has every message in all five languages', async () => {
    const { MESSAGES } = await import('../i18n/messages/index.js');
    const keys = Object.keys(MESSAGES.en).sort();
    for (const [language, messages] of Object.entries(MESSAGES)) {
      expect(Object.keys(messages).sort(), language).toEqual(keys);
      for (const text of Object.values(messages)) expect(text.trim().length, language).toBeGreaterThan(0);
    }
  });
});
