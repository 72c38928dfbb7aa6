import { isSubject, universityTimeZone, type Subject } from '@nurselab/core';
import { requireAccess, staffUniversity } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { forbidden, notFound } from '../http/errors.js';
import type { ProfessorRepository } from './repository.js';

export interface StaffTarget {
  universityId: string;
  subject: Subject;
  numberOfStudents: number;
  registeredStudents: number;
  timeZone: string;
}

/**
 * The one access check of the professor API's university-wide reads and writes. The university is
 * the lecturer's active course unless they name another (staffUniversity); the database then has
 * the last word: a professor must teach it in professor_courses now (whatever the caller passed
 * or the principal carries), and it must exist (404).
 */
export class StaffScope {
  constructor(private readonly repository: ProfessorRepository) {}

  /** The university a staff request is about, checked against the database. */
  async university(principal: Principal, requested: string | undefined, action: 'university.read' | 'university.teach' = 'university.read'): Promise<string> {
    const universityId = staffUniversity(principal, requested);
    requireAccess(principal, action, { kind: 'university', universityId });
    if (principal.role !== 'admin' && !(await this.repository.teaches(principal.userId, universityId))) throw forbidden();
    return universityId;
  }

  /** The checked university with its course, seats and time zone; the subject a path names, if it may be used. */
  async target(principal: Principal, requested: string | undefined, subject?: Subject, action?: 'university.read' | 'university.teach'): Promise<StaffTarget> {
    const universityId = await this.university(principal, requested, action);
    const university = await this.repository.university(universityId);
    if (!university || !isSubject(university.course)) throw notFound();
    const course = subject ?? university.course;
    requireAccess(principal, 'subject.use', { kind: 'subject', subject: course });
    return {
      universityId,
      subject: course,
      numberOfStudents: university.capacity,
      registeredStudents: university.registeredStudents,
      timeZone: universityTimeZone(university.timeZone),
    };
  }
}
