import { describe, expect, it } from 'vitest';
import { fromWallTime, isLate, isTimeZone, timeLeft, toLocalDateTime, toWallTime, universityTimeZone } from './dueDate.js';

describe('due dates', () => {
  it('reads a wall time in the university time zone (Bangkok +07:00 by default) and back', () => {
    expect(fromWallTime('2026-12-01T17:00')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(fromWallTime('2026-12-01T00:30', 'Asia/Bangkok')?.toISOString()).toBe('2026-11-30T17:30:00.000Z');
    expect(toWallTime('2026-12-01T10:00:00.000Z')).toBe('2026-12-01T17:00');
    // A zone with daylight saving: summer and winter offsets differ.
    expect(fromWallTime('2026-07-01T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(fromWallTime('2026-01-15T12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const bad of ['', '2026-13-01T10:00', '2026-02-30T10:00', '2026-02-01T24:00', '2026-02-01', 'tomorrow']) expect(fromWallTime(bad)).toBeNull();
  });

  it('is late only after the due date, and never without one', () => {
    const due = '2026-12-01T10:00:00.000Z';
    expect(isLate('2026-12-01T10:00:00.000Z', due)).toBe(false);
    expect(isLate('2026-12-01T10:00:00.001Z', due)).toBe(true);
    expect(isLate(new Date('2026-11-30T00:00:00Z'), due)).toBe(false);
    expect(isLate('2030-01-01T00:00:00Z', null)).toBe(false);
  });

  it('says the time left in its largest unit', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(timeLeft('2026-12-04T00:00:00Z', now)).toEqual({ value: 3, unit: 'day', overdue: false });
    expect(timeLeft('2026-12-01T05:00:00Z', now)).toEqual({ value: 5, unit: 'hour', overdue: false });
    expect(timeLeft('2026-12-01T00:45:00Z', now)).toEqual({ value: 45, unit: 'minute', overdue: false });
    expect(timeLeft('2026-11-29T00:00:00Z', now)).toEqual({ value: -2, unit: 'day', overdue: true });
  });
});

describe('university time zones', () => {
  it('accepts IANA names and refuses the rest', () => {
    for (const good of ['Asia/Bangkok', 'Asia/Jakarta', 'Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(good), good).toBe(true);
    for (const bad of ['', 'Mars/Olympus', 'GMT+7 ', '+07:00', 'Asia/Bangkok; drop', 42, null, 'a'.repeat(80)]) expect(isTimeZone(bad), String(bad)).toBe(false);
  });

  it('falls back to Bangkok and writes local times for a spreadsheet', () => {
    expect(universityTimeZone(null)).toBe('Asia/Bangkok');
    expect(universityTimeZone('Nowhere/City')).toBe('Asia/Bangkok');
    expect(universityTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(toLocalDateTime('2026-12-01T10:00:00.000Z')).toBe('2026-12-01 17:00');
    expect(toLocalDateTime('2026-12-01T10:00:00.000Z', 'Asia/Tokyo')).toBe('2026-12-01 19:00');
  });
});
