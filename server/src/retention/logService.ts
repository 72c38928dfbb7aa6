import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { RetentionRepository } from './repository.js';

/** The retention job's log, for administrators. */
export class RetentionLogService {
  constructor(private readonly repository: RetentionRepository) {}

  async list(principal: Principal) {
    requireAccess(principal, 'privacy.administer', { kind: 'allUniversities' });
    const rows = await this.repository.log();
    return rows.map((r) => ({ ...r, finalAt: r.finalAt.toISOString(), deletedAt: r.deletedAt.toISOString() }));
  }
}
