import {
  buildAttemptEvidence,
  buildJudgesSideBySide,
  CRITICAL_SCORE_CAP,
  isLanguage,
  isLate,
  PASS_MARK,
  reviewFeedbackLines,
  scoreFromItems,
  type AttemptEvidence,
  type LabFile,
  type Subject,
} from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { DangerVerdict, DangerVerdictRow } from '../db/schema/index.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import type { NotificationService } from '../notifications/service.js';
import type { SubmissionEvents } from '../submissions/events.js';
import type { ReviewWrite, SubmissionRecord, SubmissionRepository } from '../submissions/repository.js';
import type { UrlSigner } from '../submissions/signing.js';
import { currentLabId } from '../submissions/history.js';
import { releaseReasonCodes, waitingReasonsOf } from '../submissions/visibility.js';
import { professorAttempts, toReview } from './attempts.js';
import type { StaffScope } from './staffScope.js';

export interface ReviewInput {
  itemsMet: string[];
  score: number;
  pros: string[];
  recommendations: string[];
  reason?: string;
}

export const REVIEW_QUEUE_RECENT = 50;

/** The review reason stored with a grade a danger verdict applies. */
export const DANGER_REVIEW_REASONS: Record<DangerVerdict, string> = { confirmed: 'danger confirmed', rejected: 'danger rejected' };

/** Release reasons that hold an answer for a lecturer's full grade whatever the danger verdict ('audit' holds nothing). */
const blocksBesidesDanger = (codes: string[]) => codes.filter((code) => code !== 'danger' && code !== 'audit');

/** The review queue, the grading form and the review itself, for a university's professors. */
export class ReviewService {
  constructor(
    private readonly repository: SubmissionRepository,
    private readonly scope: StaffScope,
    private readonly catalogue: CatalogueService,
    private readonly signer: UrlSigner,
    private readonly events: SubmissionEvents,
    private readonly notifications?: NotificationService,
  ) {}

  /** The review queue of the university the lecturer works in (or names). */
  async queue(principal: Principal, requested: string | undefined) {
    return this.queueOf(await this.scope.university(principal, requested));
  }

  private async queueOf(universityId: string) {
    const [{ waiting, check, recent, held }, dues] = await Promise.all([
      this.repository.professor.reviewQueue(universityId, REVIEW_QUEUE_RECENT),
      this.repository.professor.dueDates.ofUniversity(universityId),
    ]);
    const entry = (group: 'waiting' | 'check' | 'recent') =>
      ({ reviewCount, createdAt, auditSample, labId, ...rest }: (typeof waiting)[number]) => ({
        ...rest,
        createdAt: createdAt.toISOString(),
        late: isLate(createdAt, dues.get(labId)),
        reviewed: reviewCount > 0,
        auditSample,
        group,
      });
    const entries = [...waiting.map(entry('waiting')), ...check.map(entry('check')), ...recent.map(entry('recent'))];
    return {
      entries,
      counts: {
        needsReview: waiting.filter((e) => e.status === 'needs_review').length,
        flagged: waiting.filter((e) => e.criticalFlag).length,
        check: check.length,
        held,
      },
    };
  }

  /** A submission staff may review: 404 when missing, 403 when of another university. */
  private async reviewable(principal: Principal, submissionId: string): Promise<SubmissionRecord> {
    const record = await this.repository.findRecord(submissionId);
    if (!record) throw notFound('submission.notFound');
    requireAccess(principal, 'submission.review', { kind: 'submission', ownerId: record.row.userId, universityId: record.ownerUniversityId });
    return record;
  }

  /** Everything the grading form needs: the attempt, the lab's rubric in every language, a suggestion, the next attempt. */
  async form(principal: Principal, submissionId: string) {
    const record = await this.reviewable(principal, submissionId);
    const { row } = record;
    const [content, student, [attempt], verdicts] = await Promise.all([
      this.catalogue.versionContent(row.labVersionId),
      this.repository.studentOf(row.userId),
      professorAttempts(this.repository.professor, this.catalogue, this.signer, [row], record, principal.userId),
      this.repository.professor.dangerVerdictsOf([submissionId]),
    ]);
    const rejected = new Set(verdicts.filter((v) => v.verdict === 'rejected').map((v) => v.itemId));
    return {
      submission: {
        ...attempt,
        student: { _id: row.userId, firstName: student?.firstName ?? '', lastName: student?.lastName ?? '', studentId: student?.studentId ?? null },
        releaseReasons: releaseReasonCodes(row.evaluation),
        /** The automatic grade's score (evaluation.automatic), also when it was held from the student. */
        automaticScore: storedGrade(row.evaluation).automatic,
        dangerVerdicts: verdicts.map(toVerdictView),
        /** The score each verdict gives (null: no danger found). */
        dangerScores: attempt.evidence?.critical.length
          ? { confirmed: dangerGrade(row, content, attempt.evidence, 'confirmed').score, rejected: dangerGrade(row, content, attempt.evidence, 'rejected').score }
          : null,
        judges: buildJudgesSideBySide(content.questions, row.evaluation, row.language),
      },
      lab: labRubric(record, content),
      suggested: suggestion(content, attempt.reviews.at(-1), attempt.evidence ?? null, row.language, rejected),
      next: record.ownerUniversityId ? await this.nextAfter(record.ownerUniversityId, submissionId) : null,
    };
  }

  async review(principal: Principal, submissionId: string, input: ReviewInput) {
    const record = await this.reviewable(principal, submissionId);
    const content = await this.catalogue.versionContent(record.row.labVersionId);
    const known = new Set(content.questions.flatMap((q) => [...q.rubric.map((i) => i.id), ...(q.critical ?? []).map((c) => c.id)]));
    const itemsMet = [...new Set(input.itemsMet)];
    if (itemsMet.some((id) => !known.has(id))) throw new ApiError(400, 'review.unknownItem', [{ field: 'itemsMet', code: 'review.unknownItem' }]);
    const score = Math.round(input.score * 10) / 10;
    const stored = await this.repository.professor.recordReview(
      reviewWrite(submissionId, principal.userId, content, itemsMet, score, { pros: clean(input.pros), recommendations: clean(input.recommendations) }, input.reason?.trim() || null),
    );
    this.events.publish(submissionId);
    const [attempt] = await professorAttempts(this.repository.professor, this.catalogue, this.signer, [stored.submission], record, principal.userId);
    if (!attempt.held) await this.notifications?.notifyStudent(submissionId, { kind: 'gradeReleased', actorId: principal.userId });
    const [reviewer] = attempt.reviews.filter((r) => r._id === stored.review.id);
    return {
      review: reviewer ?? toReview({ review: stored.review, reviewer: { _id: principal.userId, username: principal.username, firstName: '', lastName: '' } }),
      submission: attempt,
      next: record.ownerUniversityId ? await this.nextAfter(record.ownerUniversityId, submissionId) : null,
    };
  }

  /**
   * Gives the attempt of a submission back to its student (a lecturer's decision, e.g. an answer
   * that waited long or could not be judged): idempotent, recorded, the student's page updated live.
   */
  async giveBack(principal: Principal, submissionId: string) {
    const record = await this.repository.findRecord(submissionId);
    if (!record) throw notFound('submission.notFound');
    requireAccess(principal, 'submission.giveBack', { kind: 'submission', ownerId: record.row.userId, universityId: record.ownerUniversityId });
    const result = await this.repository.giveBackByLecturer(submissionId, principal.userId);
    if (result.givenBack) {
      this.events.publish(submissionId);
      await this.notifications?.notifyStudent(submissionId, { kind: 'attemptReturned', actorId: principal.userId });
    }
    const after = await this.repository.findRecord(submissionId);
    return { ...result, returnedAt: result.returnedAt?.toISOString() ?? null, attemptsLeft: after?.attemptsLeft ?? record.attemptsLeft };
  }

  /**
   * A lecturer's verdict on the dangers the grader found (every finding of the answer at once):
   * confirmed, the attempt fails with the danger explained (the automatic, capped score; the met
   * items and the dangers); rejected, the rule misfired and the grade stands (the uncapped score;
   * the met items only). One verdict per finding, recorded against the rule and grader version,
   * with the grade applied through the review path in the same transaction. A rejected danger
   * of an answer held for other reasons too (hearing, near the pass mark...) leaves it waiting
   * for the lecturer's full grade.
   */
  async danger(principal: Principal, submissionId: string, verdict: DangerVerdict) {
    const record = await this.reviewable(principal, submissionId);
    const { row } = record;
    if (row.status !== 'graded' && row.status !== 'needs_review') throw conflict('review.notReady');
    const content = await this.catalogue.versionContent(row.labVersionId);
    const evidence = buildAttemptEvidence(content.questions, row.evaluation, row.language);
    const findings = evidence?.critical ?? [];
    if (!findings.length) throw conflict('danger.none');
    const { criticalIds, itemsMet, score } = dangerGrade(row, content, evidence, verdict);
    const otherReasons = blocksBesidesDanger(releaseReasonCodes(row.evaluation));
    const appliesGrade = verdict === 'confirmed' || otherReasons.length === 0 || row.status === 'graded';
    const answerLanguage = isLanguage(row.language) ? row.language : 'en';
    const feedback = reviewFeedbackLines(content.questions, evidence, itemsMet, answerLanguage);
    const result = await this.repository.professor.recordDangerVerdict({
      submissionId,
      reviewerId: principal.userId,
      verdict,
      findings: criticalIds.map((itemId) => ({ itemId, quote: findings.find((f) => f.itemId === itemId)!.evidence.quote })),
      graderVersion: storedGrade(row.evaluation).graderVersion ?? 'unknown',
      review: appliesGrade ? reviewWrite(submissionId, principal.userId, content, itemsMet, score, feedback, DANGER_REVIEW_REASONS[verdict]) : null,
    });
    this.events.publish(submissionId);
    const after = result.reviewed?.submission ?? row;
    const [attempt] = await professorAttempts(this.repository.professor, this.catalogue, this.signer, [after], record, principal.userId);
    if (result.reviewed && !attempt.held) await this.notifications?.notifyStudent(submissionId, { kind: 'gradeReleased', actorId: principal.userId });
    return {
      verdicts: result.verdicts.map(toVerdictView),
      /** The grade was applied; false: the answer still waits for the lecturer's full grade. */
      graded: result.reviewed !== null,
      waitingReasons: waitingReasonsOf(after, true),
      submission: attempt,
      next: result.reviewed && record.ownerUniversityId ? await this.nextAfter(record.ownerUniversityId, submissionId) : null,
    };
  }

  async releaseOne(principal: Principal, submissionId: string): Promise<{ released: number }> {
    await this.reviewable(principal, submissionId);
    return this.released(await this.repository.professor.release({ submissionId }, principal.userId), principal.userId);
  }

  /** Releases every held result of a lab in the course the lecturer works in (or names). */
  async releaseLab(principal: Principal, requested: string | undefined, subject: Subject, labNumber: number): Promise<{ released: number }> {
    const target = await this.scope.target(principal, requested, subject);
    const labId = await currentLabId(this.catalogue, target.subject, labNumber, target.universityId);
    const universityId = target.universityId;
    return this.released(await this.repository.professor.release({ universityId, labId }, principal.userId), principal.userId);
  }

  async released(ids: string[], by: string): Promise<{ released: number }> {
    for (const id of ids) this.events.publish(id);
    for (const id of ids) await this.notifications?.notifyStudent(id, { kind: 'gradeReleased', actorId: by });
    return { released: ids.length };
  }

  /** The queue entry after this one (or the first other one), to open after saving. */
  private async nextAfter(universityId: string, submissionId: string): Promise<string | null> {
    const { entries } = await this.queueOf(universityId);
    // What waits for a person first, then the audit checks.
    const waiting = [...entries.filter(waitsForPerson), ...entries.filter((e) => e.group === 'check')];
    const at = waiting.findIndex((e) => e._id === submissionId);
    const next = (at >= 0 ? waiting.slice(at + 1) : waiting).find((e) => e._id !== submissionId) ?? waiting.find((e) => e._id !== submissionId);
    return next?._id ?? null;
  }
}

/** An entry of the queue's first part: needs a person's grade, or said something harmful and nobody checked it yet. */
const waitsForPerson = (entry: { status: string; criticalFlag: boolean; reviewed: boolean }) => entry.status === 'needs_review' || (entry.criticalFlag && !entry.reviewed);

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The parts of the stored evaluation a danger verdict grades from (older rows may lack them). */
function storedGrade(evaluation: unknown): { automatic: number | null; uncapped: number | null; graderVersion: string | null } {
  const e = (evaluation ?? {}) as { automatic?: { score?: unknown }; uncappedScore?: unknown; graderVersion?: unknown };
  return {
    automatic: typeof e.automatic?.score === 'number' ? e.automatic.score : null,
    uncapped: typeof e.uncappedScore === 'number' ? e.uncappedScore : null,
    graderVersion: typeof e.graderVersion === 'string' ? e.graderVersion : null,
  };
}

/**
 * The grade a verdict gives: confirmed, the automatic (capped) score with the met items and the
 * dangers; rejected, the uncapped score with the met items only.
 */
function dangerGrade(row: SubmissionRecord['row'], content: LabFile, evidence: AttemptEvidence | null, verdict: DangerVerdict) {
  const stored = storedGrade(row.evaluation);
  const criticalIds = [...new Set((evidence?.critical ?? []).map((f) => f.itemId))];
  const metItems = (evidence?.questions ?? []).flatMap((q) => q.items.filter((i) => i.met).map((i) => i.itemId));
  const itemsMet = verdict === 'confirmed' ? [...new Set([...metItems, ...criticalIds])] : [...new Set(metItems)];
  const score = round1(
    verdict === 'confirmed'
      ? (stored.automatic ?? (row.status === 'graded' && row.score !== null ? row.score : Math.min(stored.uncapped ?? scoreFromItems(content.questions, itemsMet), CRITICAL_SCORE_CAP)))
      : (stored.uncapped ?? scoreFromItems(content.questions, itemsMet)),
  );
  return { criticalIds, itemsMet, score };
}

const toVerdictView = (v: DangerVerdictRow) => ({ itemId: v.itemId, verdict: v.verdict, reviewerId: v.reviewerId, createdAt: v.createdAt.toISOString() });

const clean = (lines: string[]) => lines.map((l) => l.trim()).filter(Boolean);

/** A lecturer's grade as the repository stores it: the items met give the items score, the score the pass. */
function reviewWrite(
  submissionId: string,
  reviewerId: string,
  content: LabFile,
  itemsMet: string[],
  score: number,
  lines: { pros: string[]; recommendations: string[] },
  reason: string | null,
): ReviewWrite {
  return { submissionId, reviewerId, itemsMet, itemsScore: scoreFromItems(content.questions, itemsMet), score, isPass: score >= PASS_MARK, ...lines, reason };
}

function labRubric(record: SubmissionRecord, content: LabFile) {
  return {
    subject: record.subject,
    labNumber: record.labNumber,
    title: content.title,
    questions: content.questions.map((q) => ({
      number: q.number,
      points: q.points,
      text: q.text,
      rubric: q.rubric.map((i) => ({ id: i.id, weight: i.weight, phrasings: i.phrasings, feedback: i.feedback })),
      critical: (q.critical ?? []).map((c) => ({ id: c.id, phrasings: c.phrasings, danger: c.danger })),
    })),
  };
}

/**
 * The form's starting point: the latest review if there is one, else the items the automatic
 * grader found, with pros and recommendations drafted by core's feedback rule (the words said,
 * quoted; what is missing; never praise on harmful words), else nothing ticked.
 */
function suggestion(content: LabFile, latest: ReturnType<typeof toReview> | undefined, evidence: AttemptEvidence | null, language: string, rejected: Set<string> = new Set()) {
  if (latest) return { itemsMet: latest.itemsMet, score: latest.scoreAfter, pros: latest.pros, recommendations: latest.recommendations };
  const answerLanguage = isLanguage(language) ? language : 'en';
  // A danger a lecturer rejected is not ticked again.
  const itemsMet = evidence
    ? [...evidence.questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => i.itemId)), ...evidence.critical.map((c) => c.itemId).filter((id) => !rejected.has(id))]
    : [];
  return { itemsMet, score: scoreFromItems(content.questions, itemsMet), ...reviewFeedbackLines(content.questions, evidence, itemsMet, answerLanguage) };
}
