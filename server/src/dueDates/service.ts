import { fromWallTime, MAX_DUE_YEARS_AHEAD, type LabDue } from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { ApiError } from '../http/errors.js';
import type { DueDateRepository } from './repository.js';

/** A due date with the time zone of its course (DueDateRepository.timeZoneOf), for the pages to show. */
export const toLabDue = (dueAt: Date | null | undefined, timeZone: string): LabDue | null => (dueAt ? { at: dueAt.toISOString(), timeZone } : null);

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A due date as given: an instant with its offset, or a wall time in the course's time zone; null clears. */
export function parseDueDate(value: string | null, timeZone: string, now = new Date()): Date | null {
  if (value === null) return null;
  const text = value.trim();
  const parsed = WITH_OFFSET.test(text) ? new Date(text) : fromWallTime(text, timeZone);
  if (!parsed || Number.isNaN(parsed.getTime())) throw new ApiError(400, 'dueDate.invalid', [{ field: 'dueAt', code: 'dueDate.invalid' }]);
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_DUE_YEARS_AHEAD);
  if (parsed > limit) throw new ApiError(400, 'dueDate.tooFar', [{ field: 'dueAt', code: 'dueDate.tooFar' }]);
  return parsed;
}

/** Lecturers set and clear the due dates of their course's labs. */
export class DueDateService {
  constructor(readonly repository: DueDateRepository) {}

  async set(principal: Principal, universityId: string, labId: string, value: string | null): Promise<LabDue | null> {
    requireAccess(principal, 'university.teach', { kind: 'university', universityId });
    const timeZone = await this.repository.timeZoneOf(universityId);
    const dueAt = parseDueDate(value, timeZone);
    await this.repository.set(universityId, labId, dueAt, principal.userId);
    return toLabDue(dueAt, timeZone);
  }
}
