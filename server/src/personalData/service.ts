import type { AdminStudentView, PersonalDataDeletionInput, PersonalDataDeletionView } from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import type { Logger } from '../jobs/context.js';
import type { MediaStorage } from '../storage/index.js';
import type { PersonalDataRepository } from './repository.js';

type DeletionRow = Awaited<ReturnType<PersonalDataRepository['deletions']>>[number];

/**
 * A student's request to delete their personal data (PDPA s.33), handled by an administrator:
 * their recordings, transcripts, comments, notifications, consents and account details go; the
 * anonymous grades stay for the course's statistics; a record says what, when, by whom and at
 * whose request.
 */
export class PersonalDataService {
  constructor(
    private readonly repository: PersonalDataRepository,
    private readonly storage: MediaStorage,
    private readonly log?: Logger,
  ) {}

  async erase(principal: Principal, userId: string, input: PersonalDataDeletionInput): Promise<PersonalDataDeletionView> {
    requireAccess(principal, 'privacy.administer', { kind: 'student', userId, universityId: null });
    const row = await this.repository.transaction(async (tx) => {
      const user = await this.repository.lockUser(tx, userId);
      if (!user) throw notFound('personalData.userNotFound');
      if (user.role !== 'student') throw new ApiError(400, 'personalData.studentsOnly');
      if (user.personalDataDeletedAt) throw conflict('personalData.alreadyDeleted');
      const erased = await this.repository.erase(tx, user);
      const record = await this.repository.record(tx, {
        subjectUserId: user.id,
        universityId: user.universityId,
        performedBy: principal.userId,
        requestedBy: input.requestedBy,
        requestedAt: new Date(`${input.requestedOn}T00:00:00Z`),
        removed: erased.removed,
      });
      // Inside the transaction: if a file cannot be deleted nothing is recorded, and the administrator tries again.
      for (const folder of erased.mediaFolders) await this.storage.deletePrefix(folder);
      return record;
    });
    this.log?.info({ deletion: row.id, subjectUserId: userId }, 'personal data deleted at a request');
    return (await this.deletions(principal)).find((d) => d.id === row.id)!;
  }

  async deletions(principal: Principal): Promise<PersonalDataDeletionView[]> {
    requireAccess(principal, 'privacy.administer', { kind: 'allUniversities' });
    return (await this.repository.deletions()).map(toView);
  }

  async students(principal: Principal, universityId: string): Promise<AdminStudentView[]> {
    requireAccess(principal, 'privacy.administer', { kind: 'allUniversities' });
    const rows = await this.repository.studentsOf(universityId);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), personalDataDeletedAt: r.personalDataDeletedAt?.toISOString() ?? null }));
  }
}

function toView({ deletion, universityName, performedByUsername }: DeletionRow): PersonalDataDeletionView {
  return {
    id: deletion.id,
    subjectUserId: deletion.subjectUserId,
    universityId: deletion.universityId,
    universityName,
    performedBy: deletion.performedBy,
    performedByUsername,
    requestedBy: deletion.requestedBy,
    requestedAt: deletion.requestedAt.toISOString().slice(0, 10),
    deletedAt: deletion.deletedAt.toISOString(),
    removed: deletion.removed,
  };
}
