import {
  copyRetentionFits,
  courseOf,
  universityTimeZone,
  type AssignProfessorInput,
  type CreateProfessorInput,
  type CreateUniversityInput,
  type MessageCode,
  type Subject,
  type UniversityView,
  type UpdateUniversityInput,
} from '@nurselab/core';
import { newPasswordHash } from '../accounts/passwordPolicy.js';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import type { UniversityRow, UserRow } from '../db/schema/index.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import type { ProfessorQueries } from '../submissions/repository.js';
import { generateRegisterCode } from './registerCode.js';
import type { UniversityChanges, UniversityRepository } from './repository.js';

type ProfessorAccount = UniversityView['professorAccounts'][number];

/** Administrators' work on universities: each method starts with the access check, on the university as stored. */
export class UniversityService {
  constructor(
    private readonly repository: UniversityRepository,
    private readonly professorQueries: ProfessorQueries,
    /** Told the submissions a university's release let through (live pages update). */
    private readonly onReleased: (submissionIds: string[]) => void = () => {},
  ) {}

  /** SPEC.md conventions: a university named Subject315 or Trial-CSSD runs that course unless told otherwise. */
  async create(principal: Principal, input: CreateUniversityInput): Promise<UniversityRow> {
    requireAccess(principal, 'university.administer', { kind: 'allUniversities' });
    const course = input.course ?? courseOf({ universityName: input.universityName });
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.repository.create({ name: input.universityName, course, capacity: input.numberOfStudents, registerCode: generateRegisterCode(course) });
      } catch (err) {
        // A code collision: draw another one.
        if (pgErrorCode(err) !== UNIQUE_VIOLATION || attempt >= 20) throw err;
      }
    }
  }

  async list(principal: Principal): Promise<UniversityView[]> {
    requireAccess(principal, 'university.administer', { kind: 'allUniversities' });
    const rows = await this.repository.all();
    const professors = await this.repository.professors();
    return rows.map((u) => toView(u, professors.filter((p) => p.universityId === u.id)));
  }

  async get(principal: Principal, universityId: string): Promise<UniversityView> {
    const row = await this.administered(principal, this.repository, universityId);
    return toView(row, await this.repository.professors(row.id));
  }

  /** Name, capacity (never below the students already registered), release policy, danger policy, audit share, time zone and approval of new students. */
  async update(principal: Principal, universityId: string, input: UpdateUniversityInput): Promise<UniversityView> {
    const current = await this.get(principal, universityId);
    const changes: UniversityChanges = {};
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
      const updated = await this.repository
        .applyChanges(universityId, changes, input.numberOfStudents)
        .catch((err: unknown) => {
          if (pgErrorCode(err) !== '23514') throw err;
          // The DB checks stand behind the schema: a policy or share out of range is refused as such.
          const constraint = constraintOf(err);
          if (constraint === 'universities_danger_policy') throw new ApiError(400, 'admin.dangerPolicy', [{ field: 'dangerPolicy', code: 'admin.dangerPolicy' }]);
          if (constraint === 'universities_audit_share') throw new ApiError(400, 'admin.auditPercent', [{ field: 'auditPercent', code: 'admin.auditPercent' }]);
          // A concurrent change of the other retention setting: the pair must still fit.
          if (constraint === 'universities_retention_days') throw new ApiError(400, 'admin.copyRetention', [{ field: 'copyRetentionDays', code: 'admin.copyRetention' }]);
          return false;
        });
      if (!updated) {
        const { registeredStudents } = await this.view(universityId);
        throw new ApiError(409, 'admin.capacityBelowRegistered', [{ field: 'numberOfStudents', code: 'admin.capacityBelowRegistered' }], {
          registered: registeredStudents,
        });
      }
    }
    if (input.releasePolicy === 'immediate' && current.releasePolicy === 'held') {
      this.onReleased(await this.professorQueries.releaseAllOf(universityId, principal.userId));
    }
    return this.view(universityId);
  }

  /** SPEC.md's assign-professor: by register code and username, asking before a move. */
  async assignProfessor(principal: Principal, input: AssignProfessorInput): Promise<void> {
    const university = await this.repository.byRegisterCode(input.registerCode.toUpperCase());
    if (!university) throw notFound('admin.unknownRegisterCode');
    await this.addProfessor(principal, university.id, { username: input.professorUsername, confirmMove: input.confirmMove, alsoTeach: input.alsoTeach });
  }

  /**
   * Makes an existing account a lecturer of a university. A student account promoted this way
   * gives its seat back. A lecturer of other courses either also teaches this one (alsoTeach) or
   * moves here, leaving them (confirmMove); without either answer the administrator is asked (409).
   */
  async addProfessor(principal: Principal, universityId: string, input: { username: string; confirmMove?: boolean; alsoTeach?: boolean }): Promise<UniversityView> {
    await this.repository.transaction(async (tx) => {
      const university = await this.administered(principal, tx, universityId);
      const user = await tx.userForUpdate(input.username);
      if (!user) throw notFound('admin.userNotFound');
      if (user.role === 'admin') throw new ApiError(400, 'admin.cannotAssignAdmin');
      const courses = user.role === 'professor' ? await tx.coursesOf(user.id) : [];
      if (courses.includes(university.id)) return;
      if (input.alsoTeach && !input.confirmMove) {
        if (user.role !== 'professor') throw new ApiError(400, 'admin.onlyMoveStudent', [], { username: user.username });
        await tx.addCourse(user.id, university.id);
        if (!user.universityId) await tx.setDefaultCourse(user.id, university.id);
        return;
      }
      await askBeforeMove(tx, user, courses, university, input.confirmMove);
      if (user.role === 'student' && user.universityId) await tx.freeSeat(user.universityId);
      // A move: the lecturer leaves every other course.
      await tx.leaveAllCourses(user.id);
      await tx.addCourse(user.id, university.id);
      await tx.makeProfessor(user.id, university.id);
    });
    return this.view(universityId);
  }

  /** The lecturer stops teaching this course (their other courses stay); the account stays and can be assigned again. */
  async removeProfessor(principal: Principal, universityId: string, userId: string): Promise<UniversityView> {
    await this.repository.transaction(async (tx) => {
      // An unknown university has no such lecturer either: the same 404 as before the check.
      await this.administered(principal, tx, universityId, 'admin.notProfessorHere');
      const user = await tx.professorForUpdate(userId);
      const removed = user ? await tx.leaveCourse(userId, universityId) : false;
      if (!user || !removed) throw notFound('admin.notProfessorHere');
      // The default course stays one the lecturer teaches.
      if (user.universityId === universityId) {
        const [next] = await tx.coursesOf(userId);
        await tx.setDefaultCourse(userId, next ?? null);
      }
    });
    return this.view(universityId);
  }

  /** A new professor account of a university, made by the administrator. */
  async createProfessor(principal: Principal, input: CreateProfessorInput): Promise<{ professor: ProfessorAccount; university: UniversityView }> {
    await this.administered(principal, this.repository, input.universityId);
    const passwordHash = await newPasswordHash(input.password, 'password');
    const professor = await this.repository
      .transaction(async (tx) => {
        const university = await existingUniversity(tx, input.universityId);
        return tx.insertProfessor({ username: input.username, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash, universityId: university.id });
      })
      .catch((err: unknown) => {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) throw conflict('signup.usernameTaken', [{ field: 'username', code: 'signup.usernameTaken' }]);
        throw err;
      });
    return { professor, university: await this.view(input.universityId) };
  }

  /** The university as stored, once the principal may administer it (404 for one that does not exist). */
  private async administered(principal: Principal, repository: UniversityRepository, universityId: string, notFoundCode: MessageCode = 'admin.universityNotFound'): Promise<UniversityRow> {
    const university = await repository.byId(universityId);
    if (!university) throw notFound(notFoundCode);
    requireAccess(principal, 'university.administer', { kind: 'university', universityId: university.id });
    return university;
  }

  /** A university's view after a change the method has already been allowed to make. */
  private async view(universityId: string): Promise<UniversityView> {
    const row = await existingUniversity(this.repository, universityId);
    return toView(row, await this.repository.professors(universityId));
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

async function existingUniversity(repository: UniversityRepository, universityId: string): Promise<UniversityRow> {
  const university = await repository.byId(universityId);
  if (!university) throw notFound('admin.universityNotFound');
  return university;
}

/** 409 admin.confirmMove naming where the account is now, unless the administrator said yes. */
async function askBeforeMove(repository: UniversityRepository, user: UserRow, courses: string[], target: UniversityRow, confirmMove?: boolean): Promise<void> {
  // A student of the target university is promoted there: no move.
  const current = (user.role === 'professor' ? courses : user.universityId ? [user.universityId] : []).filter((id) => id !== target.id);
  if (!current.length || confirmMove) return;
  const named = await repository.named(current);
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
