import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { conflict, notFound } from '../http/errors.js';
import type { StudentIdConflictRepository } from './repository.js';

/** Administrators settle the student-ID conflicts the unique-ID migration recorded. */
export class StudentIdConflictService {
  constructor(private readonly repository: StudentIdConflictRepository) {}

  async list(principal: Principal) {
    requireAccess(principal, 'audit.read', { kind: 'allUniversities' });
    const rows = await this.repository.list();
    return {
      conflicts: rows.map((r) => ({
        user: { _id: r.userId, username: r.username, firstName: r.firstName, lastName: r.lastName, studentId: r.currentStudentId },
        studentId: r.studentId,
        university: { _id: r.universityId, universityName: r.universityName },
        holder: r.holder?._id ? r.holder : null,
        recordedAt: r.recordedAt.toISOString(),
      })),
    };
  }

  async resolve(principal: Principal, userId: string, studentId: string): Promise<void> {
    requireAccess(principal, 'audit.read', { kind: 'allUniversities' });
    const settled = await this.repository.resolve(userId, studentId).catch((err: unknown) => {
      if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err) === 'users_university_student_id') {
        throw conflict('signup.studentIdTaken', [{ field: 'studentId', code: 'signup.studentIdTaken' }]);
      }
      throw err;
    });
    if (!settled) throw notFound('admin.studentIdConflictGone');
  }
}
