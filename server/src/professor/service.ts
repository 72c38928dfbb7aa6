import { isSubject, universityTimeZone, type Subject } from '@nurselab/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { requireAccess, staffUniversity } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { Db } from '../db/client.js';
import { universities, users } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import type { SubmissionRepository } from '../submissions/repository.js';

export interface StaffStudent {
  userId: string;
  universityId: string | null;
  course: Subject;
  firstName: string;
  lastName: string;
  studentId: string | null;
  university: string | null;
}

export class ProfessorService {
  constructor(
    private readonly db: Db,
    readonly repository: SubmissionRepository,
  ) {}

  /**
   * The university a staff request is about (the lecturer's active course unless they name another
   * they teach) and the subject: the university's course unless a path names one it may use.
   */
  async scope(principal: Principal, universityId: string | undefined, subject?: Subject) {
    const id = staffUniversity(principal, universityId);
    const facts = await this.universityFacts(id);
    const course = subject ?? facts.course;
    requireAccess(principal, 'subject.use', { kind: 'subject', subject: course });
    return { universityId: id, subject: course, ...facts };
  }

  /** The courses (universities) a lecturer teaches, by name: to switch between. */
  async taughtCourses(principal: Principal) {
    if (!principal.courses.length) return [];
    const rows = await this.db.select().from(universities).where(inArray(universities.id, principal.courses)).orderBy(asc(universities.name));
    return rows.map((u) => ({ _id: u.id, universityName: u.name, course: u.course, registerCode: u.registerCode }));
  }

  /** A university's course, seats and time zone; 404 when there is no such university. */
  async universityFacts(universityId: string): Promise<{ course: Subject; numberOfStudents: number; registeredStudents: number; timeZone: string }> {
    const [university] = await this.db
      .select({ course: universities.course, capacity: universities.capacity, registered: universities.registeredStudents, timeZone: universities.timeZone })
      .from(universities)
      .where(eq(universities.id, universityId));
    if (!university || !isSubject(university.course)) throw notFound();
    return { course: university.course, numberOfStudents: university.capacity, registeredStudents: university.registered, timeZone: universityTimeZone(university.timeZone) };
  }

  /** SPEC.md: GET /api/v1/professor/university answers students and numberOfStudents. */
  async university(universityId: string) {
    const [university] = await this.db.select().from(universities).where(eq(universities.id, universityId));
    if (!university) throw notFound();
    const students = await this.db
      .select({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, studentId: users.studentId })
      .from(users)
      .where(and(eq(users.universityId, universityId), eq(users.role, 'student')))
      .orderBy(asc(users.studentId), asc(users.lastName));
    return {
      _id: university.id,
      universityName: university.name,
      registerCode: university.registerCode,
      course: university.course,
      numberOfStudents: university.capacity,
      registeredStudents: university.registeredStudents,
      releasePolicy: university.releasePolicy,
      timeZone: universityTimeZone(university.timeZone),
      students,
    };
  }

  /**
   * The student a professor asks about, if the professor may see them: a professor only their
   * own university's students, an administrator anyone's.
   */
  async student(principal: Principal, userId: string): Promise<StaffStudent> {
    const student = await this.repository.studentOf(userId);
    if (!student || !isSubject(student.course)) throw notFound();
    requireAccess(principal, 'student.read', { kind: 'student', userId: student.id, universityId: student.universityId });
    return {
      userId: student.id,
      universityId: student.universityId,
      course: student.course,
      firstName: student.firstName,
      lastName: student.lastName,
      studentId: student.studentId,
      university: student.universityName,
    };
  }
}
