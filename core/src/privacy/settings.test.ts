import { describe, expect, it } from 'vitest';
import { copyRetentionFits, updateUniversitySchema } from '../accounts/admin.js';
import { personalDataDeletionSchema } from './deletion.js';

describe('a university’s privacy settings', () => {
  it('takes whole days from 1 to 3650, or null for "kept indefinitely"', () => {
    expect(updateUniversitySchema.parse({ originalRetentionDays: 30, copyRetentionDays: null })).toMatchObject({ originalRetentionDays: 30, copyRetentionDays: null });
    for (const bad of [0, -1, 1.5, 3651, '30']) {
      const result = updateUniversitySchema.safeParse({ originalRetentionDays: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('admin.retentionDays');
    }
  });

  it('never keeps the copy shorter than the original, nor sets it while originals are kept indefinitely', () => {
    expect(copyRetentionFits(30, 365)).toBe(true);
    expect(copyRetentionFits(30, 30)).toBe(true);
    expect(copyRetentionFits(30, null)).toBe(true);
    expect(copyRetentionFits(null, null)).toBe(true);
    expect(copyRetentionFits(60, 30)).toBe(false);
    expect(copyRetentionFits(null, 30)).toBe(false);
  });

  it('trims the data controller, clears it when empty, and checks the e-mail', () => {
    expect(updateUniversitySchema.parse({ controllerName: '  Faculty of Nursing  ', controllerEmail: ' dpo@example.ac.th ' })).toMatchObject({
      controllerName: 'Faculty of Nursing',
      controllerEmail: 'dpo@example.ac.th',
    });
    expect(updateUniversitySchema.parse({ controllerName: '', controllerEmail: '' })).toMatchObject({ controllerName: null, controllerEmail: null });
    expect(updateUniversitySchema.safeParse({ controllerEmail: 'dpo at example' }).error!.issues[0]!.message).toBe('admin.controllerEmail');
  });

  it('asks whose deletion request it is and the day it arrived, not a future one', () => {
    expect(personalDataDeletionSchema.safeParse({ requestedBy: 'student', requestedOn: '2026-11-01' }).success).toBe(true);
    expect(personalDataDeletionSchema.safeParse({ requestedBy: 'teacher', requestedOn: '2026-11-01' }).success).toBe(false);
    expect(personalDataDeletionSchema.safeParse({ requestedBy: 'student', requestedOn: '2999-01-01' }).success).toBe(false);
    expect(personalDataDeletionSchema.safeParse({ requestedBy: 'student', requestedOn: '01/11/2026' }).success).toBe(false);
  });
});
