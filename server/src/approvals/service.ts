import { requireAccess, staffUniversity } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { ApiError, notFound } from '../http/errors.js';
import type { NotificationService } from '../notifications/service.js';
import type { ApprovalRepository } from './repository.js';

/**
 * A university may require a lecturer's approval of new students: they sign in and wait
 * (pending) until one of the university's lecturers approves or refuses them.
 */
export class ApprovalService {
  constructor(
    private readonly repository: ApprovalRepository,
    private readonly notifications?: NotificationService,
  ) {}

  async pending(principal: Principal, universityId?: string) {
    const university = staffUniversity(principal, universityId);
    const rows = await this.repository.pendingOf(university);
    return { students: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  }

  async decide(principal: Principal, userId: string, decision: 'approved' | 'refused'): Promise<{ approval: 'approved' | 'refused' }> {
    const student = await this.repository.student(userId);
    if (!student?.universityId) throw notFound();
    requireAccess(principal, 'student.approve', { kind: 'student', userId, universityId: student.universityId });
    if (!(await this.repository.decide(userId, student.universityId, decision, principal.userId))) throw new ApiError(409, 'approval.alreadyDecided');
    return { approval: decision };
  }

  /** Tells the university's lecturers that a new student waits for them (never fails the sign-up). */
  async studentWaiting(studentId: string, universityId: string): Promise<void> {
    if (!this.notifications) return;
    await this.notifications.notify(await this.notifications.professorsOf(universityId), { kind: 'studentWaiting', submissionId: null, actorId: studentId });
  }
}
