import type { CommentEdit, CommentInput, CommentView, Language, LabFile } from '@nurselab/core';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService } from '../catalogue/service.js';
import { ApiError, notFound } from '../http/errors.js';
import type { NotificationService } from '../notifications/service.js';
import type { SubmissionService } from '../submissions/service.js';
import type { CommentRepository, CommentRevision, CommentWithAuthor } from './repository.js';

const badField = (field: string, code: 'comments.unknownRubricItem' | 'comments.unknownParent') => new ApiError(400, code, [{ field, code }]);

/**
 * Comments on an attempt, pinned to a moment and/or a rubric item, with replies. Whoever may see
 * the attempt (its student, the professors of the student's university, administrators) reads and
 * writes the thread; only the author edits or deletes a comment, and every version is kept.
 */
export class CommentService {
  constructor(
    private readonly repository: CommentRepository,
    private readonly submissions: SubmissionService,
    private readonly catalogue: CatalogueService,
    private readonly notifications: NotificationService,
  ) {}

  async list(principal: Principal, submissionId: string, language: Language = 'en'): Promise<{ comments: CommentView[] }> {
    const record = await this.submissions.accessible(principal, submissionId);
    const rows = await this.repository.list(submissionId);
    const staff = record.row.userId !== principal.userId;
    const history = staff ? groupBy(await this.repository.revisions(rows.map((r) => r.id))) : undefined;
    const labels = rubricLabels(await this.catalogue.versionContent(record.row.labVersionId), language);
    return { comments: rows.map((row) => toView(row, labels, history?.get(row.id))) };
  }

  async create(principal: Principal, submissionId: string, input: CommentInput, language: Language = 'en'): Promise<CommentView> {
    const record = await this.submissions.accessible(principal, submissionId);
    const rubricItemId = input.rubricItemId ?? null;
    if (rubricItemId) await this.requireRubricItem(record.row.labVersionId, rubricItemId);
    let replyTo: string | null = null;
    if (input.replyTo) {
      const parent = await this.repository.find(submissionId, input.replyTo);
      if (!parent || parent.deletedAt) throw badField('replyTo', 'comments.unknownParent');
      // Threads are one level deep: a reply to a reply joins its thread.
      replyTo = parent.replyTo ?? parent.id;
    }
    const row = await this.repository.create({ submissionId, authorId: principal.userId, replyTo, text: input.text, atSeconds: input.atSeconds ?? null, rubricItemId });
    await this.tell(principal, record.row.userId, record.ownerUniversityId, submissionId, row.id, replyTo !== null);
    const [view] = (await this.list(principal, submissionId, language)).comments.filter((c) => c._id === row.id);
    return view!;
  }

  async edit(principal: Principal, submissionId: string, commentId: string, input: CommentEdit, language: Language = 'en'): Promise<CommentView> {
    const record = await this.submissions.accessible(principal, submissionId);
    await this.requireOwn(principal, submissionId, commentId);
    if (input.rubricItemId) await this.requireRubricItem(record.row.labVersionId, input.rubricItemId);
    const changed = await this.repository.change(commentId, principal.userId, (current) => ({
      text: input.text ?? current.text,
      atSeconds: input.atSeconds === undefined ? current.atSeconds : input.atSeconds,
      rubricItemId: input.rubricItemId === undefined ? current.rubricItemId : input.rubricItemId,
    }));
    if (!changed) throw new ApiError(409, 'comments.deleted');
    const [view] = (await this.list(principal, submissionId, language)).comments.filter((c) => c._id === commentId);
    return view!;
  }

  async remove(principal: Principal, submissionId: string, commentId: string): Promise<void> {
    await this.submissions.accessible(principal, submissionId);
    await this.requireOwn(principal, submissionId, commentId);
    const changed = await this.repository.change(commentId, principal.userId, (current) => ({ text: current.text, atSeconds: current.atSeconds, rubricItemId: current.rubricItemId, deleted: true }));
    if (!changed) throw new ApiError(409, 'comments.deleted');
  }

  private async requireOwn(principal: Principal, submissionId: string, commentId: string) {
    const comment = await this.repository.find(submissionId, commentId);
    if (!comment) throw notFound('comments.notFound');
    if (comment.authorId !== principal.userId) throw new ApiError(403, 'comments.notAuthor');
    if (comment.deletedAt) throw new ApiError(409, 'comments.deleted');
  }

  private async requireRubricItem(labVersionId: string, itemId: string) {
    const lab = await this.catalogue.versionContent(labVersionId);
    if (!lab.questions.some((q) => q.rubric.some((item) => item.id === itemId))) throw badField('rubricItemId', 'comments.unknownRubricItem');
  }

  /**
   * A lecturer's comment tells the student and the other lecturers in the thread; a student's
   * tells the lecturers in the thread, or the university's professors when none wrote yet.
   */
  private async tell(principal: Principal, ownerId: string, universityId: string | null, submissionId: string, commentId: string, isReply: boolean) {
    const lecturers = (await this.repository.participants(submissionId)).filter((p) => p.role !== 'student').map((p) => p.id);
    const byStudent = principal.userId === ownerId;
    const recipients = byStudent ? (lecturers.length || !universityId ? lecturers : await this.notifications.professorsOf(universityId)) : [ownerId, ...lecturers];
    await this.notifications.notify(recipients, { kind: isReply ? 'reply' : 'comment', submissionId, commentId, actorId: principal.userId });
  }
}

function groupBy(revisions: CommentRevision[]): Map<string, CommentRevision[]> {
  const map = new Map<string, CommentRevision[]>();
  for (const r of revisions) map.set(r.commentId, [...(map.get(r.commentId) ?? []), r]);
  return map;
}

/** "Q1 · clean water": the question and the item's first phrasing in the reader's language. */
function rubricLabels(lab: LabFile, language: Language): Map<string, string> {
  const labels = new Map<string, string>();
  for (const q of lab.questions) for (const item of q.rubric) labels.set(item.id, `Q${q.number} · ${(item.phrasings[language] ?? item.phrasings.en ?? [])[0] ?? item.id}`);
  return labels;
}

function toView(row: CommentWithAuthor, labels: Map<string, string>, history?: CommentRevision[]): CommentView {
  const deleted = row.deletedAt !== null;
  return {
    _id: row.id,
    submissionId: row.submissionId,
    replyTo: row.replyTo,
    atSeconds: row.atSeconds,
    rubricItemId: row.rubricItemId,
    rubricItemLabel: row.rubricItemId ? (labels.get(row.rubricItemId) ?? row.rubricItemId) : null,
    text: deleted ? '' : row.text,
    author: { _id: row.author.id, firstName: row.author.firstName, lastName: row.author.lastName, role: row.author.role },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    edited: row.version > 1 && !deleted,
    deleted,
    history: history
      ? history.map((h) => ({ version: h.version, text: h.text, atSeconds: h.atSeconds, rubricItemId: h.rubricItemId, deleted: h.deleted, changedAt: h.changedAt.toISOString() }))
      : null,
  };
}
