import { formatClock, type CommentView } from '@nurselab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeekTo } from '../../evidence';
import { COMMENTS_NS } from '../locales';
import { CommentForm } from './CommentForm';
import type { useCommentActions } from '../api/comments';

const linkButton = 'min-h-9 rounded px-2 font-medium text-brand-800 underline underline-offset-2';

/** One comment: its moment (seeks the player), rubric item, author and words; the author may edit or delete it. */
export function CommentItem({
  comment,
  mine,
  rubricLabel,
  onSeek,
  actions,
  dateLanguage,
}: {
  comment: CommentView;
  mine: boolean;
  rubricLabel?: string;
  onSeek: SeekTo;
  actions: ReturnType<typeof useCommentActions>;
  dateLanguage: string;
}) {
  const { t } = useTranslation(COMMENTS_NS);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim();
  const role = comment.author.role === 'student' ? t('roleStudent') : t('roleLecturer');
  const date = new Intl.DateTimeFormat(dateLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(comment.createdAt));
  return (
    <article className="flex flex-col gap-1" data-testid="comment" data-comment-id={comment._id}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {comment.atSeconds !== null && (
          <button
            type="button"
            onClick={() => onSeek(comment.atSeconds!)}
            aria-label={t('seekTo', { time: formatClock(comment.atSeconds) })}
            className="inline-flex min-h-9 items-center gap-1 rounded-md border border-brand-700 bg-white px-2 font-mono text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            data-testid="comment-seek"
            data-at={comment.atSeconds}
          >
            <span aria-hidden="true">▶</span>
            {formatClock(comment.atSeconds)}
          </button>
        )}
        <span className="font-semibold text-slate-900">{name}</span>
        <span>· {role}</span>
        <span>· {date}</span>
        {comment.edited && <span>· {t('edited')}</span>}
      </p>
      {rubricLabel && (
        <p className="self-start rounded bg-amber-50 px-2 py-0.5 text-sm text-amber-900" data-testid="comment-rubric-item">
          {t('onRubricItem', { item: rubricLabel })}
        </p>
      )}
      {comment.deleted ? (
        <p className="italic text-slate-600">{t('deleted')}</p>
      ) : editing ? (
        <CommentForm
          id={`comment-edit-${comment._id}`}
          label={t('editLabel')}
          submitLabel={t('save')}
          initial={{ text: comment.text }}
          pinnedAt={comment.atSeconds}
          pending={actions.edit.isPending}
          error={actions.edit.error}
          onSubmit={async (draft) => {
            await actions.edit.mutateAsync({ id: comment._id, text: draft.text });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="whitespace-pre-wrap break-words" data-testid="comment-text">
          {comment.text}
        </p>
      )}
      {mine && !comment.deleted && !editing && (
        <div className="flex flex-wrap gap-1 text-sm">
          <button type="button" className={linkButton} onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
          {confirming ? (
            <>
              <span className="self-center">{t('confirmDelete')}</span>
              <button type="button" className={`${linkButton} text-red-800`} onClick={() => void actions.remove.mutateAsync(comment._id).finally(() => setConfirming(false))}>
                {t('delete')}
              </button>
              <button type="button" className={linkButton} onClick={() => setConfirming(false)}>
                {t('cancel')}
              </button>
            </>
          ) : (
            <button type="button" className={linkButton} onClick={() => setConfirming(true)}>
              {t('delete')}
            </button>
          )}
        </div>
      )}
      {comment.history && comment.history.length > 1 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer">{t('history', { count: comment.history.length })}</summary>
          <ol className="ml-5 list-decimal">
            {comment.history.map((h) => (
              <li key={h.version}>
                {new Intl.DateTimeFormat(dateLanguage, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(h.changedAt))}
                {h.atSeconds !== null && ` · ${formatClock(h.atSeconds)}`} · {h.deleted ? t('deletedVersion') : h.text}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
