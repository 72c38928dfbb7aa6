import type { LabSubmission, Subject, SubmissionView } from '@nurselab/core';
import type { Principal } from '../auth/guards.js';
import { requireAccess, requireLabUse } from '../auth/access.js';
import { notFound } from '../http/errors.js';
import { EstimateService } from './estimates.js';
import { finaliseSubmission, finaliseTarget, labToAnswer, type FinaliseDeps, type FinaliseInput } from './finalise.js';
import { currentLabId, labHistory } from './history.js';
import { mediaLink, type MediaLink } from './mediaLinks.js';
import { toSubmissionView } from './records.js';
import type { SubmissionRecord } from './repository.js';
import { UrlSigner } from './signing.js';
import { waitsOnDanger, type Audience } from './visibility.js';
import { waitForFinalView, watchSubmission } from './watch.js';

export const STREAM_TICKET_TTL_SECONDS = 60;

/** Submissions: finalising uploads, reading them with access checks, live state, signed links. */
export class SubmissionService {
  readonly estimates: EstimateService;

  constructor(
    private readonly deps: FinaliseDeps,
    readonly signer: UrlSigner,
    evaluationWorkers = 1,
  ) {
    this.estimates = new EstimateService(deps.repository.db, undefined, evaluationWorkers);
  }

  /** A submission from the student's finished upload, to a lab of their course they may open. */
  async finalise(principal: Principal, input: FinaliseInput): Promise<SubmissionView> {
    const answer = await finaliseTarget(this.deps, principal, input);
    requireAccess(principal, 'subject.use', { kind: 'subject', subject: answer.target.subject });
    const current = await labToAnswer(this.deps.catalogue, answer.target);
    // Another university's own lab (its record says whose) does not exist for this student.
    requireLabUse(principal, current.lab, 'submission.labNotFound');
    const row = await finaliseSubmission(this.deps, principal, answer, current, input.confirmWhileWaiting);
    return this.view(row.id);
  }

  /** The signed-in student's attempts on a lab of a course they use, newest first. */
  async ownLabHistory(principal: Principal, subject: Subject, labNumber: number): Promise<LabSubmission[]> {
    requireAccess(principal, 'subject.use', { kind: 'subject', subject });
    const labId = await currentLabId(this.deps.catalogue, subject, labNumber, principal.universityId);
    return labHistory(this.deps.repository, this.deps.catalogue, this.signer, principal.userId, labId);
  }

  /** The current view, without access checks (for code that already checked). */
  async view(id: string, audience: Audience = 'student'): Promise<SubmissionView> {
    const record = await this.deps.repository.findRecord(id);
    if (!record) throw notFound('submission.notFound');
    return this.toView(record, audience);
  }

  /** The view, for those who may see it. */
  async viewFor(principal: Principal, id: string): Promise<SubmissionView> {
    const record = await this.accessible(principal, id);
    return this.toView(record, record.row.userId === principal.userId ? 'student' : 'staff');
  }

  private async toView(record: SubmissionRecord, audience: Audience): Promise<SubmissionView> {
    const [lab, decided, estimate] = await Promise.all([
      this.deps.catalogue.versionContent(record.row.labVersionId),
      waitsOnDanger(record.row) ? this.deps.repository.dangerDecided([record.row.id]) : new Set<string>(),
      this.estimates.estimate(record.row),
    ]);
    return { ...toSubmissionView(record, audience, lab.questions, decided.has(record.row.id)), estimate };
  }

  /** The submission if the principal may see it: 404 when it does not exist, 403 when not theirs to see. */
  async accessible(principal: Principal, id: string): Promise<SubmissionRecord> {
    const record = await this.deps.repository.findRecord(id);
    if (!record) throw notFound('submission.notFound');
    requireAccess(principal, 'submission.read', { kind: 'submission', ownerId: record.row.userId, universityId: record.ownerUniversityId });
    return record;
  }

  async mediaLink(principal: Principal, id: string): Promise<MediaLink & { fileType: 'audio' | 'video' }> {
    const { row } = await this.accessible(principal, id);
    // Staff's links name them: the audit log records who played the recording.
    const viewerId = row.userId === principal.userId ? undefined : principal.userId;
    return { ...mediaLink(this.signer, row, { viewerId }), fileType: row.fileType };
  }

  /** A URL for EventSource (which cannot send headers), valid for a minute. */
  async streamTicket(principal: Principal, id: string): Promise<{ url: string; expiresAt: string }> {
    await this.accessible(principal, id);
    const expires = UrlSigner.expiry(STREAM_TICKET_TTL_SECONDS);
    const ticket = `${expires}.${this.signer.sign('events', [id, principal.userId], expires)}.${principal.userId}`;
    return { url: `/api/v1/submissions/${id}/events?ticket=${encodeURIComponent(ticket)}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** Whether a ticket from streamTicket is genuine, unexpired and for this submission. */
  verifyStreamTicket(id: string, ticket: string): boolean {
    const [expires, signature, userId] = ticket.split('.');
    if (!expires || !signature || !userId) return false;
    return this.signer.verify('events', [id, userId], Number(expires), signature);
  }

  /** Whom a genuine stream ticket was given to: the submission's student, or staff. */
  async ticketAudience(id: string, ticket: string): Promise<Audience> {
    const record = await this.deps.repository.findRecord(id);
    if (!record) throw notFound('submission.notFound');
    return ticket.split('.')[2] === record.row.userId ? 'student' : 'staff';
  }

  watch(id: string, audience: Audience, onChange: (view: SubmissionView) => void): () => void {
    return watchSubmission({ submissionId: id, events: this.deps.events, load: () => this.view(id, audience), onChange });
  }

  waitForResult(id: string, timeoutMs: number): Promise<SubmissionView | undefined> {
    return waitForFinalView({ submissionId: id, events: this.deps.events, load: () => this.view(id) }, timeoutMs);
  }
}
