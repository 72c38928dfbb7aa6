import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { toCsv } from '../professor/scoresCsv.js';
import type { AuditFilter, AuditRepository } from './repository.js';

export const AUDIT_PAGE_SIZE = 50;
/** A CSV export holds at most this many rows (newest first); narrow the filter for older ones. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

type AuditRow = Awaited<ReturnType<AuditRepository['all']>>[number];

const toView = (r: AuditRow) => ({
  _id: r.id,
  kind: r.kind,
  createdAt: r.createdAt.toISOString(),
  actor: r.actorUsername ? { _id: r.actorId, username: r.actorUsername, name: r.actorName } : null,
  university: r.universityId ? { _id: r.universityId, name: r.universityName } : null,
  student: r.studentUsername ? { username: r.studentUsername, name: r.studentName } : null,
  submission: r.submissionId ? { _id: r.submissionId, subject: r.subject, labNumber: r.labNumber, attempt: r.attempt } : null,
  details: r.details,
});
export type AuditEventView = ReturnType<typeof toView>;

/** The audit log (who played which recording, who changed which grade), for administrators only. */
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async page(principal: Principal, filter: AuditFilter, page: number) {
    requireAccess(principal, 'audit.read', { kind: 'allUniversities' });
    const { rows, total } = await this.repository.page(filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
    return { events: rows.map(toView), total, page, pageSize: AUDIT_PAGE_SIZE };
  }

  /** audit_log.csv: English column keys, ISO times in UTC, one row per event (formula-like cells neutralised). */
  async csv(principal: Principal, filter: AuditFilter): Promise<string> {
    requireAccess(principal, 'audit.read', { kind: 'allUniversities' });
    const rows = await this.repository.all(filter, AUDIT_CSV_MAX_ROWS);
    return toCsv(
      ['time', 'kind', 'actor', 'actor_name', 'university', 'student', 'student_name', 'subject', 'lab', 'attempt', 'submission_id', 'details'],
      rows.map((r) => [
        r.createdAt.toISOString(),
        r.kind,
        r.actorUsername,
        r.actorName,
        r.universityName,
        r.studentUsername,
        r.studentName,
        r.subject,
        r.labNumber,
        r.attempt,
        r.submissionId,
        JSON.stringify(r.details),
      ]),
    );
  }
}
