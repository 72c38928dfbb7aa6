import {
  copyRetentionFits,
  courseOf,
  universityTimeZone,
  type AssignProfessorInput,
  type CreateProfessorInput,
  type CreateUniversityInput,
  type Subject,
  type UniversityView,
  type UpdateUniversityInput,
} from '@nurselab/core';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { newPasswordHash } from '../accounts/passwordPolicy.js';
import type { Db } from '../db/client.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { professorCourses, universities, users, type UniversityRow, type UserRow } from '../db/schema/index.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import type { ProfessorQueries } from '../submissions/repository.js';
import { generateRegisterCode } from './registerCode.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ProfessorAccount = UniversityView['professorAccounts'][number];

export class UniversityService {
  constructor(
    private readonly db: Db,
    private readonly professorQueries: ProfessorQueries,
    /** Told the submissions a university's release let through (live pages update). */
    private readonly onReleased: (submissionIds: string[]) => void = () => {},
  ) {}

  /** SPEC.md conventions: a university named Subject315 or Trial-CSSD runs that course unless told otherwise. */
  async create(input: CreateUniversityInput): Promise<UniversityRow> {
    const course = input.course ?? courseOf({ universityName: input.universityName });
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await this.db
          .insert(universities)
          .values({ name: input.universityName, course, capacity: input.numberOfStudents, registerCode: generateRegisterCode(course) })
          .returning();
        return row;
      } catch (err) {
        // A code collision: draw another one.
        if (pgErrorCode(err) !== UNIQUE_VIOLATION || attempt >= 20) throw err;
      }
    }
  }

  async list(): Promise<UniversityView[]> {
    const rows = await this.db.select().from(universities).orderBy(asc(universities.createdAt), asc(universities.name));
    const professors = await this.professors();
    return rows.map((u) => toView(u, professors.filter((p) => p.universityId === u.id)));
  }

  async get(universityId: string): Promise<UniversityView> {
    const [row] = await this.db.select().from(universities).where(eq(universities.id, universityId));
    if (!row) throw notFound('admin.universityNotFound');
    return toView(row, await this.professors(universityId));
  }

  /** Name, capacity (never below the students already registered), release policy, danger policy, audit share, time zone and approval of new students. */
  async update(universityId: string, input: UpdateUniversityInput, adminId: string): Promise<UniversityView> {
    const current = await this.get(universityId);
    const changes: Partial<typeof universities.$inferInsert> = {};
    if (input.universityName !== undefined) changes.name = input.universityName;
    if (input.releasePolicy !== undefined) changes.releasePolicy = input.releasePolicy;
    if (input.numberOfStudents !== undefined) changes.capacity = input.numberOfStudents;
    if (input.dangerPolicy !== undefined) changes.dangerPolicy = input.dangerPolicy;
    if (input.auditPercent !== undefined) changes.auditShare = auditShareOf(input.auditPercent);
    if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
    if (input.originalRetentionDays !== undefined) changes.originalRetentionDays = input.originalRetentionDays;
    if (input.copyRetentionDays !== undefined) changes.copyRetentionDays = input.copyRetentionDays;
    if (input.controllerName !== undefined) changes.controllerName = input.controllerName;
    if (input.controllerEmail !== undefined) changes.controllerEmail = input.controllerEmail;
    const originalDays = input.originalRetentionDays === undefined ? current.originalRetentionDays : input.originalRetentionDays;
    const copyDays = input.copyRetentionDays === undefined ? current.copyRetentionDays : input.copyRetentionDays;
    if (!copyRetentionFits(originalDays, copyDays)) throw new ApiError(400, 'admin.copyRetention', [{ field: 'copyRetentionDays', code: 'admin.copyRetention' }]);
    if (input.requiresApproval !== undefined) changes.requiresApproval = input.requiresApproval;
    if (Object.keys(changes).length) {
      // The condition and the seat check constraint keep this right against concurrent sign-ups.
      const capacityFits = input.numberOfStudents === undefined ? undefined : lte(universities.registeredStudents, input.numberOfStudents);
      const updated = await this.db
        .update(universities)
        .set(changes)
        .where(and(eq(universities.id, universityId), capacityFits))
        .returning({ id: universities.id })
        .catch((err: unknown) => {
          if (pgErrorCode(err) !== '23514') throw err;
          // The DB checks stand behind the schema: a policy or share out of range is refused as such.
          const constraint = constraintOf(err);
          if (constraint === 'universities_danger_policy') throw new ApiError(400, 'admin.dangerPolicy', [{ field: 'dangerPolicy', code: 'admin.dangerPolicy' }]);
          if (constraint === 'universities_audit_share') throw new ApiError(400, 'admin.auditPercent', [{ field: 'auditPercent', code: 'admin.auditPercent' }]);
          // A concurrent change of the other retention setting: the pair must still fit.
          if (constraint === 'universities_retention_days') throw new ApiError(400, 'admin.copyRetention', [{ field: 'copyRetentionDays', code: 'admin.copyRetention' }]);
          return [];
        });
      if (!updated.length) {
        const { registeredStudents } = await this.get(universityId);
        throw new ApiError(409, 'admin.capacityBelowRegistered', [{ field: 'numberOfStudents', code: 'admin.capacityBelowRegistered' }], {
          registered: registeredStudents,
        });
      }
    }
    if (input.releasePolicy === 'immediate' && current.releasePolicy === 'held') {
      this.onReleased(await this.professorQueries.releaseAllOf(universityId, adminId));
    }
    return this.get(universityId);
  }

  /** SPEC.md's assign-professor: by register code and username, asking before a move. */
  async assignProfessor(input: AssignProfessorInput): Promise<void> {
    const [university] = await this.db.select().from(universities).where(eq(universities.registerCode, input.registerCode.toUpperCase()));
    if (!university) throw notFound('admin.unknownRegisterCode');
    await this.addProfessor(university.id, { username: input.professorUsername, confirmMove: input.confirmMove, alsoTeach: input.alsoTeach });
  }

  /**
   * Makes an existing account a lecturer of a university. A student account promoted this way
   * gives its seat back. A lecturer of other courses either also teaches this one (alsoTeach) or
   * moves here, leaving them (confirmMove); without either answer the administrator is asked (409).
   */
  async addProfessor(universityId: string, input: { username: string; confirmMove?: boolean; alsoTeach?: boolean }): Promise<UniversityView> {
    await this.db.transaction(async (tx) => {
      const university = await this.existingUniversity(tx, universityId);
      // The row lock serialises concurrent changes of one account's courses.
      const [user] = await tx.select().from(users).where(eq(users.username, input.username)).for('update');
      if (!user) throw notFound('admin.userNotFound');
      if (user.role === 'admin') throw new ApiError(400, 'admin.cannotAssignAdmin');
      const courses = user.role === 'professor' ? await this.coursesOf(tx, user.id) : [];
      if (courses.includes(university.id)) return;
      if (input.alsoTeach && !input.confirmMove) {
        if (user.role !== 'professor') throw new ApiError(400, 'admin.onlyMoveStudent', [], { username: user.username });
        await tx.insert(professorCourses).values({ userId: user.id, universityId: university.id }).onConflictDoNothing();
        if (!user.universityId) await tx.update(users).set({ universityId: university.id }).where(eq(users.id, user.id));
        return;
      }
      await this.askBeforeMove(tx, user, courses, university, input.confirmMove);
      if (user.role === 'student' && user.universityId) {
        await tx
          .update(universities)
          .set({ registeredStudents: sql`${universities.registeredStudents} - 1` })
          .where(eq(universities.id, user.universityId));
      }
      // A move: the lecturer leaves every other course.
      await tx.delete(professorCourses).where(eq(professorCourses.userId, user.id));
      await tx.insert(professorCourses).values({ userId: user.id, universityId: university.id }).onConflictDoNothing();
      await tx.update(users).set({ role: 'professor', universityId: university.id }).where(eq(users.id, user.id));
    });
    return this.get(universityId);
  }

  /** The lecturer stops teaching this course (their other courses stay); the account stays and can be assigned again. */
  async removeProfessor(universityId: string, userId: string): Promise<UniversityView> {
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.role, 'professor'))).for('update');
      const removed = user
        ? await tx
            .delete(professorCourses)
            .where(and(eq(professorCourses.userId, userId), eq(professorCourses.universityId, universityId)))
            .returning({ id: professorCourses.userId })
        : [];
      if (!user || !removed.length) throw notFound('admin.notProfessorHere');
      // The default course stays one the lecturer teaches.
      if (user.universityId === universityId) {
        const [next] = await this.coursesOf(tx, userId);
        await tx.update(users).set({ universityId: next ?? null }).where(eq(users.id, userId));
      }
    });
    return this.get(universityId);
  }

  /** A new professor account of a university, made by the administrator. */
  async createProfessor(input: CreateProfessorInput): Promise<{ professor: ProfessorAccount; university: UniversityView }> {
    const passwordHash = await newPasswordHash(input.password, 'password');
    const professor = await this.db
      .transaction(async (tx) => {
        const university = await this.existingUniversity(tx, input.universityId);
        const [row] = await tx
          .insert(users)
          .values({ username: input.username, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash, role: 'professor', universityId: university.id })
          .returning({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName });
        await tx.insert(professorCourses).values({ userId: row._id, universityId: university.id });
        return row;
      })
      .catch((err: unknown) => {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) throw conflict('signup.usernameTaken', [{ field: 'username', code: 'signup.usernameTaken' }]);
        throw err;
      });
    return { professor, university: await this.get(input.universityId) };
  }

  private async existingUniversity(tx: Tx, universityId: string): Promise<UniversityRow> {
    const [university] = await tx.select().from(universities).where(eq(universities.id, universityId));
    if (!university) throw notFound('admin.universityNotFound');
    return university;
  }

  private async coursesOf(tx: Tx, userId: string): Promise<string[]> {
    const rows = await tx
      .select({ universityId: professorCourses.universityId })
      .from(professorCourses)
      .where(eq(professorCourses.userId, userId))
      .orderBy(asc(professorCourses.createdAt), asc(professorCourses.universityId));
    return rows.map((r) => r.universityId);
  }

  /** 409 admin.confirmMove naming where the account is now, unless the administrator said yes. */
  private async askBeforeMove(tx: Tx, user: UserRow, courses: string[], target: UniversityRow, confirmMove?: boolean): Promise<void> {
    // A student of the target university is promoted there: no move.
    const current = (user.role === 'professor' ? courses : user.universityId ? [user.universityId] : []).filter((id) => id !== target.id);
    if (!current.length || confirmMove) return;
    const named = await tx.select({ id: universities.id, name: universities.name }).from(universities).where(inArray(universities.id, current)).orderBy(asc(universities.name));
    const first = named.find((u) => u.id === user.universityId) ?? named[0];
    throw new ApiError(
      409,
      'admin.confirmMove',
      [],
      { username: user.username, university: named.map((u) => u.name).join(', '), target: target.name },
      {
        currentUniversity: { _id: first?.id ?? current[0], universityName: first?.name ?? '' },
        currentUniversities: named.map((u) => ({ _id: u.id, universityName: u.name })),
        role: user.role,
      },
    );
  }

  /** Lecturers with their courses: of one university, or of every university. */
  private async professors(universityId?: string) {
    return this.db
      .select({ _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, universityId: professorCourses.universityId })
      .from(professorCourses)
      .innerJoin(users, eq(users.id, professorCourses.userId))
      .where(and(eq(users.role, 'professor'), universityId ? eq(professorCourses.universityId, universityId) : undefined))
      .orderBy(asc(users.username));
  }
}

export function toView(u: UniversityRow, professors: (ProfessorAccount & { universityId?: string | null })[] = []): UniversityView {
  return {
    _id: u.id,
    universityName: u.name,
    course: u.course as Subject,
    registerCode: u.registerCode,
    numberOfStudents: u.capacity,
    registeredStudents: u.registeredStudents,
    professors: professors.map((p) => p.username),
    professorAccounts: professors.map(({ _id, username, firstName, lastName }) => ({ _id, username, firstName, lastName })),
    releasePolicy: u.releasePolicy,
    dangerPolicy: u.dangerPolicy,
    auditPercent: auditPercentOf(u.auditShare),
    timeZone: universityTimeZone(u.timeZone),
    originalRetentionDays: u.originalRetentionDays,
    copyRetentionDays: u.copyRetentionDays,
    controllerName: u.controllerName,
    controllerEmail: u.controllerEmail,
    requiresApproval: u.requiresApproval,
    createdAt: u.createdAt.toISOString(),
  };
}

/** The stored share (0-1, a real) as the percentage administrators edit, to one decimal. */
export const auditPercentOf = (share: number) => Math.round(share * 1000) / 10;
/** The percentage administrators edit as the stored share (0-1). */
export const auditShareOf = (percent: number) => Math.round(percent * 10) / 1000;

function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
