import type { DataController } from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { DataControllerRepository } from './controllerRepository.js';

/** The data controller the privacy page names to a signed-in user: their university's, when it set one; else null (the general text). */
export class DataControllerService {
  constructor(private readonly repository: DataControllerRepository) {}

  async forUser(principal: Principal): Promise<DataController | null> {
    requireAccess(principal, 'privacy.read', { kind: 'person', userId: principal.userId });
    if (!principal.universityId) return null;
    const row = await this.repository.ofUniversity(principal.universityId);
    if (!row?.name) return null;
    return { universityName: row.universityName, name: row.name, email: row.email };
  }
}
