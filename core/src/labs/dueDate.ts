/**
 * Due dates (issue 22): optional, per lab per course. The server decides "late" from the time it
 * finalised the attempt; dates are entered and shown in the university's time zone.
 */

/** The time zone of a university that has no setting of its own. */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

/** How far ahead a due date may be set. */
export const MAX_DUE_YEARS_AHEAD = 5;

/** An attempt finalised after the due date is late; without a due date nothing is. */
export function isLate(submittedAt: Date | string, dueAt: Date | string | null | undefined): boolean {
  if (!dueAt) return false;
  return new Date(submittedAt).getTime() > new Date(dueAt).getTime();
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock time of an instant in a time zone, as milliseconds of the same fields in UTC. */
function wallMillis(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/**
 * "2026-12-01T17:00" (what a datetime-local field gives) read as a time in the time zone; null
 * when it is not such a date and time.
 */
export function fromWallTime(value: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at the guess, then again at the result (a daylight-saving change in between).
  let instant = asUtc - (wallMillis(asUtc, timeZone) - asUtc);
  instant = asUtc - (wallMillis(instant, timeZone) - instant);
  return new Date(instant);
}

/** An instant as "YYYY-MM-DDTHH:mm" in the time zone, for a datetime-local field. */
export function toWallTime(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Date(wallMillis(new Date(instant).getTime(), timeZone)).toISOString().slice(0, 16);
}

/** The largest unit of the time between now and the due date, for Intl.RelativeTimeFormat. */
export function timeLeft(dueAt: Date | string, now: Date = new Date()): { value: number; unit: 'day' | 'hour' | 'minute'; overdue: boolean } {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const sign = ms < 0 ? -1 : 1;
  if (minutes >= 48 * 60) return { value: sign * Math.round(minutes / (24 * 60)), unit: 'day', overdue: ms < 0 };
  if (minutes >= 90) return { value: sign * Math.round(minutes / 60), unit: 'hour', overdue: ms < 0 };
  return { value: sign * minutes, unit: 'minute', overdue: ms < 0 };
}

/** An IANA time zone name the runtime knows ("Asia/Bangkok", "UTC"); not an offset or abbreviation. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The time zone a university's dates are entered and shown in: its own setting, else Bangkok. */
export const universityTimeZone = (setting: string | null | undefined): string => (isTimeZone(setting) ? setting : DEFAULT_TIME_ZONE);

/** An instant as "YYYY-MM-DD HH:mm" in the time zone (what a spreadsheet reads as a date and time). */
export const toLocalDateTime = (instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string => toWallTime(instant, timeZone).replace('T', ' ');
