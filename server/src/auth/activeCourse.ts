import { isSubject, type Subject } from '@nurselab/core';
import type { FastifyRequest } from 'fastify';
import type { UniversityRow } from '../db/schema/index.js';
import { ApiError } from '../http/errors.js';
import type { AuthRepository } from './repository.js';

/**
 * The header a lecturer's requests name their active course (a university id) with. The web
 * keeps the choice with the session and sends it on every request; without it a lecturer works
 * in their default course (users.university_id).
 */
export const ACTIVE_COURSE_HEADER = 'x-nurselab-course';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requestedCourse(request: FastifyRequest): string | undefined {
  const value = request.headers[ACTIVE_COURSE_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/**
 * A lecturer's active course: the one the request names, if they teach it (else 403
 * course.notTaught, so the web can fall back), or their default course, or their first one.
 */
export async function activeCourse(
  repository: Pick<AuthRepository, 'university'>,
  courses: string[],
  defaultCourse: { id: string | null; row: UniversityRow | null },
  requested: string | undefined,
): Promise<{ universityId: string | null; course: Subject | null }> {
  if (requested !== undefined && (!UUID.test(requested) || !courses.includes(requested))) throw new ApiError(403, 'course.notTaught');
  const chosen = requested ?? (defaultCourse.id && courses.includes(defaultCourse.id) ? defaultCourse.id : courses[0]) ?? null;
  if (!chosen) return { universityId: null, course: null };
  const row = chosen === defaultCourse.id ? defaultCourse.row : await repository.university(chosen);
  return { universityId: chosen, course: row && isSubject(row.course) ? row.course : null };
}
