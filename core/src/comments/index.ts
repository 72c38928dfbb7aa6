import { z } from 'zod';

export const COMMENT_MAX_LENGTH = 4000;

const commentText = z.string().trim().min(1, 'comments.textRequired').max(COMMENT_MAX_LENGTH, 'comments.textTooLong');
const atSeconds = z.number('comments.badTime').min(0, 'comments.badTime').max(36_000, 'comments.badTime');
const rubricItemId = z.string().min(1).max(100, 'comments.unknownRubricItem');

/** A new comment: pinned to a moment (atSeconds) and/or a rubric item, or general; a reply names its parent. */
export const commentInputSchema = z.object({
  text: commentText,
  atSeconds: atSeconds.nullish(),
  rubricItemId: rubricItemId.nullish(),
  replyTo: z.uuid('comments.unknownParent').nullish(),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** An edit by the author: the text, the moment or the rubric item (null unpins). */
export const commentEditSchema = z.object({ text: commentText.optional(), atSeconds: atSeconds.nullish(), rubricItemId: rubricItemId.nullish() });
export type CommentEdit = z.infer<typeof commentEditSchema>;

export const commentRevisionSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  atSeconds: z.number().nullable(),
  rubricItemId: z.string().nullable(),
  deleted: z.boolean(),
  changedAt: z.string(),
});

export const commentViewSchema = z.object({
  _id: z.string(),
  submissionId: z.string(),
  replyTo: z.string().nullable(),
  atSeconds: z.number().nullable(),
  rubricItemId: z.string().nullable(),
  /** The rubric item as the reader's language words it ("Q1 · clean water"). */
  rubricItemLabel: z.string().nullable(),
  /** Empty once deleted (the words stay in the history lecturers read). */
  text: z.string(),
  author: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), role: z.enum(['admin', 'professor', 'student']) }),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  edited: z.boolean(),
  deleted: z.boolean(),
  /** Every version, oldest first; for lecturers and administrators only (null for the student). */
  history: z.array(commentRevisionSchema).nullable(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

export const NOTIFICATION_KINDS = ['gradeReleased', 'comment', 'reply', 'attemptReturned', 'answerWaiting', 'registerCodeSweep', 'studentWaiting', 'resultRegraded'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationViewSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  submissionId: z.string().nullable(),
  commentId: z.string().nullable(),
  actor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** The attempt's lab and student, for the line the bell shows. */
  lab: z.object({ subject: z.string(), labNumber: z.number().int() }).nullable(),
  student: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationViewSchema), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Mark these notifications read, or all of them when ids is left out. */
export const markReadSchema = z.object({ ids: z.array(z.uuid()).max(500).optional() });

export const notificationSettingsSchema = z.object({
  email: z.union([z.literal(''), z.string().trim().max(200, 'notifications.email').pipe(z.email('notifications.email'))]).nullable(),
  emailEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
