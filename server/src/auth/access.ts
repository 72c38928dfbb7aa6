import type { MessageCode, Subject } from '@nurselab/core';
import { forbidden, notFound } from '../http/errors.js';
import { requireApproved, type Principal } from './guards.js';

/** A background job acting on the system's behalf (evaluate, transcode). */
export interface JobActor {
  role: 'job';
  job: string;
}
export type Actor = Principal | JobActor;

export type Action =
  /** Open a subject's labs, list them, submit to them. */
  | 'subject.use'
  /** A submission's view, media and live stream. */
  | 'submission.read'
  /** Review, override or release a submission's result. */
  | 'submission.review'
  /** Give a submission's attempt back to its student (professors of the university, admins). */
  | 'submission.giveBack'
  /** Evaluate or transcode a submission (jobs only). */
  | 'submission.process'
  /** Delete a recording past its university's retention setting (the retention job only). */
  | 'submission.expireMedia'
  /** Delete a student's personal data at their request; read the record of such deletions and the retention log (administrators). */
  | 'privacy.administer'
  /** A student's labs and attempts, for their professors. */
  | 'student.read'
  /** Issue a one-time password-reset link for a member of a course (its lecturers, administrators). */
  | 'account.reset'
  /** A university's dashboards, queue and score exports. */
  | 'university.read'
  /** Set or clear a lab's due date in a course (its lecturers, admins). */
  | 'university.teach'
  /** How far automatic grades agree with lecturers: one university's, or every university's (administrators). */
  | 'agreement.read'
  /** Download, enable or switch off speech models on this server (administrators). */
  | 'speech.manage'
  /** Register LMSs (LTI), make dynamic registration links, rotate the tool's keys (administrators). */
  | 'lti.manage'
  /** Create and change universities, their capacity, register codes and lecturers (administrators). */
  | 'university.administer'
  /** Open one lab: a built-in lab of the course, or one its university's lecturers wrote. */
  | 'lab.use'
  /** Write, try, publish, export and import a university's own labs (its lecturers, administrators). */
  | 'lab.author'
  /** Approve or refuse a new student of a university that requires it (its lecturers, administrators). */
  | 'student.approve'
  /** Read and export the audit log, settle student-ID conflicts (administrators). */
  | 'audit.read'
  /** Download all of a person's data as one archive (PDPA s.30-31): their own, or anyone's for an administrator. */
  | 'data.export'
  /** Read how one's own data is handled: the data controller of one's university (everyone, for themselves). */
  | 'privacy.read';

export type Resource =
  | { kind: 'subject'; subject: Subject }
  /** A lab; universityId null for a built-in lab. */
  | { kind: 'lab'; subject: Subject; universityId: string | null }
  | { kind: 'submission'; ownerId: string; universityId: string | null }
  | { kind: 'student'; userId: string; universityId: string | null }
  | { kind: 'university'; universityId: string }
  /** Every university at once. */
  | { kind: 'allUniversities' }
  /** This installation's own settings (speech models). */
  | { kind: 'server' }
  /** A person's own data, whatever their role. */
  | { kind: 'person'; userId: string };

/** Administrators are staff of every university; a lecturer of each course (university) they teach, whichever is active. */
const isStaffOf = (principal: Principal, universityId: string | null) =>
  principal.role === 'admin' || (principal.role === 'professor' && universityId !== null && principal.courses.includes(universityId));

/**
 * The one access rule of the product. Students use their own course and read their own work;
 * professors read and review their own university; administrators everything; jobs process
 * submissions and nothing else.
 */
export function mayAccess(actor: Actor, action: Action, resource: Resource): boolean {
  if (actor.role === 'job') return action === 'submission.process' || action === 'submission.expireMedia';
  if (action === 'submission.process' || action === 'submission.expireMedia') return false;
  switch (resource.kind) {
    case 'subject':
      // A student a lecturer has not approved (where the university requires it) does not use the course yet.
      return action === 'subject.use' && (actor.role === 'admin' || (actor.course === resource.subject && actor.approval === undefined));
    case 'lab':
      return (
        action === 'lab.use' &&
        mayAccess(actor, 'subject.use', { kind: 'subject', subject: resource.subject }) &&
        (resource.universityId === null || isStaffOf(actor, resource.universityId) || actor.universityId === resource.universityId)
      );
    case 'submission':
      if (action === 'submission.read') return actor.userId === resource.ownerId || isStaffOf(actor, resource.universityId);
      return (action === 'submission.review' || action === 'submission.giveBack') && isStaffOf(actor, resource.universityId);
    case 'student':
      if (action === 'privacy.administer') return actor.role === 'admin';
      return (action === 'student.read' || action === 'account.reset' || action === 'student.approve') && isStaffOf(actor, resource.universityId);
    case 'university':
      if (action === 'university.administer') return actor.role === 'admin';
      return (action === 'university.read' || action === 'university.teach' || action === 'agreement.read' || action === 'lab.author') && isStaffOf(actor, resource.universityId);
    case 'allUniversities':
      return (action === 'agreement.read' || action === 'privacy.administer' || action === 'audit.read' || action === 'university.administer') && actor.role === 'admin';
    case 'server':
      return (action === 'speech.manage' || action === 'lti.manage') && actor.role === 'admin';
    case 'person':
      return (action === 'data.export' || action === 'privacy.read') && (actor.userId === resource.userId || actor.role === 'admin');
  }
}

/** Throws 403 unless the actor may do the action on the resource. */
export function requireAccess(actor: Actor, action: Action, resource: Resource): void {
  if (mayAccess(actor, action, resource)) return;
  // Told why: the student waits for (or was refused) a lecturer's approval.
  if (actor.role === 'student' && resource.kind === 'subject') requireApproved(actor);
  throw forbidden();
}

/**
 * 404 unless the actor may open the lab: another university's own lab does not exist for them,
 * a lab of another course is refused (403) as before.
 */
export function requireLabUse(actor: Principal, lab: { subject: string; universityId: string | null }, notFoundCode: MessageCode = 'request.notFound'): void {
  const subject = lab.subject as Subject;
  requireAccess(actor, 'subject.use', { kind: 'subject', subject });
  if (!mayAccess(actor, 'lab.use', { kind: 'lab', subject, universityId: lab.universityId })) throw notFound(notFoundCode);
}

/**
 * The university a staff request is about: a lecturer's active course unless they name another
 * course they teach (naming one they do not teach is refused), or the one an administrator names.
 */
export function staffUniversity(principal: Principal, requested?: string): string {
  if (principal.role === 'admin' && !requested) throw notFound();
  const universityId = requested ?? principal.universityId;
  if (!universityId) throw forbidden();
  requireAccess(principal, 'university.read', { kind: 'university', universityId });
  return universityId;
}
