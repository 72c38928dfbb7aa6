import { isSubject, universityTimeZone, type Language, type Subject } from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import { toLabDue, type DueDateService } from '../dueDates/service.js';
import { notFound } from '../http/errors.js';
import { currentLabId } from '../submissions/history.js';
import type { SubmissionRepository } from '../submissions/repository.js';
import type { UrlSigner } from '../submissions/signing.js';
import { professorAttempts } from './attempts.js';
import { professorDashboard } from './dashboard.js';
import type { ProfessorRepository } from './repository.js';
import { attemptScoresCsv, studentScoresCsv, type CsvOptions } from './scoresCsv.js';
import type { StaffScope } from './staffScope.js';

export interface StaffStudent {
  userId: string;
  universityId: string | null;
  course: Subject;
  firstName: string;
  lastName: string;
  studentId: string | null;
  university: string | null;
}

/** What a score export is asked for: the university and subject are checked by the service. */
export interface ExportRequest {
  universityId?: string;
  subject?: Subject;
  labNumber?: number;
  csv: Omit<CsvOptions, 'timeZone'>;
}

export interface ProfessorServiceDeps {
  repository: SubmissionRepository;
  professors: ProfessorRepository;
  scope: StaffScope;
  catalogue: CatalogueService;
  signer: UrlSigner;
  dueDates: DueDateService;
}

/**
 * The professor API. Every method starts with its access check: university-wide ones with
 * StaffScope (the university the lecturer may work in, from the database), a student's with the
 * student's own university from their record.
 */
export class ProfessorService {
  constructor(private readonly deps: ProfessorServiceDeps) {}

  /** The courses (universities) a lecturer teaches, by name: to switch between. */
  async taughtCourses(principal: Principal) {
    const rows = await this.deps.professors.universitiesNamed(principal.courses);
    return rows.map((u) => ({ _id: u.id, universityName: u.name, course: u.course, registerCode: u.registerCode }));
  }

  /** SPEC.md: GET /api/v1/professor/university answers students and numberOfStudents. */
  async university(principal: Principal, requested: string | undefined) {
    const universityId = await this.deps.scope.university(principal, requested);
    const university = await this.deps.professors.university(universityId);
    if (!university) throw notFound();
    const students = await this.deps.repository.professor.students(universityId);
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

  /** SPEC.md's dashboard of a course's labs and students. */
  async dashboard(principal: Principal, requested: string | undefined, subject: Subject | undefined, language: Language) {
    const target = await this.deps.scope.target(principal, requested, subject);
    const dashboard = await professorDashboard(this.deps.repository.professor, this.deps.catalogue, target.universityId, target.subject, language);
    return { ...dashboard, numberOfStudents: target.numberOfStudents, registeredStudents: target.registeredStudents };
  }

  /** student_scores.csv of the course. */
  async studentScores(principal: Principal, request: ExportRequest): Promise<string> {
    const target = await this.deps.scope.target(principal, request.universityId, request.subject);
    const existing = (await this.deps.catalogue.currentLabs(target.subject, { universityId: target.universityId })).map((c) => c.lab.labNumber);
    return studentScoresCsv(this.deps.repository.professor, target.universityId, target.subject, existing, { ...request.csv, timeZone: target.timeZone });
  }

  /** student_attempts.csv of the course (one lab, or all). */
  async attemptScores(principal: Principal, request: ExportRequest): Promise<string> {
    const target = await this.deps.scope.target(principal, request.universityId, request.subject);
    const content = (id: string) => this.deps.catalogue.versionContent(id);
    return attemptScoresCsv(this.deps.repository.professor, target.universityId, target.subject, content, request.labNumber, { ...request.csv, timeZone: target.timeZone });
  }

  /** Issue 22: the due dates of the course's labs. */
  async dueDates(principal: Principal, requested: string | undefined, language: Language) {
    const target = await this.deps.scope.target(principal, requested);
    const { repository } = this.deps.dueDates;
    const [labs, dues, timeZone] = await Promise.all([
      this.deps.catalogue.currentLabs(target.subject, { universityId: target.universityId }),
      repository.ofUniversity(target.universityId),
      repository.timeZoneOf(target.universityId),
    ]);
    return {
      universityId: target.universityId,
      subject: target.subject,
      timeZone,
      labs: labs.map(({ lab, content }) => ({ _id: lab.id, labNumber: lab.labNumber, labName: content.title[language], due: toLabDue(dues.get(lab.id), timeZone) })),
    };
  }

  /** Sets or clears a lab's due date in the course. */
  async setDueDate(principal: Principal, requested: string | undefined, subject: Subject, labNumber: number, dueAt: string | null) {
    const target = await this.deps.scope.target(principal, requested, subject, 'university.teach');
    const labId = await currentLabId(this.deps.catalogue, target.subject, labNumber, target.universityId);
    return { labNumber, due: await this.deps.dueDates.set(principal, target.universityId, labId, dueAt) };
  }

  /**
   * The student a professor asks about, if the professor may see them: a professor only their
   * own university's students (the university from the student's record), an administrator anyone's.
   */
  async student(principal: Principal, userId: string): Promise<StaffStudent> {
    const student = await this.deps.repository.studentOf(userId);
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

  /** SPEC.md: the student's labs, sorted by lab number, with the student card. */
  async studentLabs(principal: Principal, userId: string, subject: Subject | undefined, language: Language) {
    const student = await this.student(principal, userId);
    const labs = await this.deps.catalogue.studentLabs(student, subject ?? student.course, language, 'staff');
    return {
      labs: labs.sort((a, b) => a.labNumber - b.labNumber),
      student: { _id: student.userId, firstName: student.firstName, lastName: student.lastName, studentId: student.studentId, university: student.university },
    };
  }

  /** A student's attempts at one lab (of their own course unless a path names another). */
  async studentAttempts(principal: Principal, userId: string, subject: Subject | undefined, labNumber: number) {
    const student = await this.student(principal, userId);
    const course = subject ?? student.course;
    const labId = await currentLabId(this.deps.catalogue, course, labNumber, student.universityId);
    const rows = await this.deps.repository.labAttemptsOf(student.userId, labId);
    return { labSubmissions: await professorAttempts(this.deps.repository.professor, this.deps.catalogue, this.deps.signer, rows, { subject: course, labNumber }, principal.userId) };
  }
}
