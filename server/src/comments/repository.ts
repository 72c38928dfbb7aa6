import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { submissionCommentRevisions, submissionComments, users, type CommentRow } from '../db/schema/index.js';

export interface CommentAuthor {
  id: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'professor' | 'student';
}
export type CommentWithAuthor = CommentRow & { author: CommentAuthor };
export type CommentRevision = typeof submissionCommentRevisions.$inferSelect;

type Pin = { text: string; atSeconds: number | null; rubricItemId: string | null };

/** The queries on comments and their kept versions. */
export class CommentRepository {
  constructor(private readonly db: Db) {}

  async list(submissionId: string): Promise<CommentWithAuthor[]> {
    const rows = await this.db
      .select({ comment: submissionComments, author: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role } })
      .from(submissionComments)
      .innerJoin(users, eq(users.id, submissionComments.authorId))
      .where(eq(submissionComments.submissionId, submissionId))
      .orderBy(asc(submissionComments.createdAt), asc(submissionComments.id));
    return rows.map((r) => ({ ...r.comment, author: r.author }));
  }

  async find(submissionId: string, commentId: string): Promise<CommentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(submissionComments)
      .where(and(eq(submissionComments.id, commentId), eq(submissionComments.submissionId, submissionId)));
    return row;
  }

  async revisions(commentIds: string[]): Promise<CommentRevision[]> {
    if (commentIds.length === 0) return [];
    return this.db
      .select()
      .from(submissionCommentRevisions)
      .where(inArray(submissionCommentRevisions.commentId, commentIds))
      .orderBy(asc(submissionCommentRevisions.commentId), asc(submissionCommentRevisions.version));
  }

  /** The comment and its first version, in one transaction. */
  async create(values: Pin & { submissionId: string; authorId: string; replyTo: string | null }): Promise<CommentRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(submissionComments).values(values).returning();
      await tx.insert(submissionCommentRevisions).values({ commentId: row!.id, version: 1, ...pinOf(values), changedBy: values.authorId });
      return row!;
    });
  }

  /**
   * A new version by its author: the row is locked and its version bumped in the same transaction
   * that keeps the version, so two edits at once both land, one after the other. Undefined when the
   * comment is gone, deleted or not the author's.
   */
  async change(commentId: string, authorId: string, next: (current: CommentRow) => Pin & { deleted?: boolean }): Promise<CommentRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(submissionComments).where(eq(submissionComments.id, commentId)).for('update');
      if (!current || current.authorId !== authorId || current.deletedAt) return undefined;
      const { deleted = false, ...pin } = next(current);
      const version = current.version + 1;
      const [row] = await tx
        .update(submissionComments)
        .set({ ...pin, version, updatedAt: sql`now()`, ...(deleted ? { deletedAt: sql`now()` } : {}) })
        .where(eq(submissionComments.id, commentId))
        .returning();
      await tx.insert(submissionCommentRevisions).values({ commentId, version, ...pin, deleted, changedBy: authorId });
      return row;
    });
  }

  /** Everyone who wrote in the thread of an attempt. */
  async participants(submissionId: string): Promise<CommentAuthor[]> {
    return this.db
      .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(submissionComments)
      .innerJoin(users, eq(users.id, submissionComments.authorId))
      .where(eq(submissionComments.submissionId, submissionId));
  }
}

function pinOf(values: Pin): Pin {
  return { text: values.text, atSeconds: values.atSeconds, rubricItemId: values.rubricItemId };
}
