import type { CommentView } from '@nurselab/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import type { SeekTo } from '../../evidence';
import { useCommentActions, useComments } from '../api/comments';
import { COMMENTS_NS } from '../locales';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { TimelineMarkers } from './TimelineMarkers';
import { typingIn } from './useMediaClock';

export interface CommentsPanelProps {
  submissionId: string;
  mediaRef: RefObject<HTMLMediaElement | null>;
  onSeek: SeekTo;
  /** The lab's rubric items, for pinning a comment to one (lecturers' pages). */
  rubricItems?: { id: string; label: string }[];
  headingLevel?: 2 | 3 | 4;
}

const byMoment = (a: CommentView, b: CommentView) => (a.atSeconds ?? Infinity) - (b.atSeconds ?? Infinity) || a.createdAt.localeCompare(b.createdAt);

/**
 * The comments of an attempt beside its recording: markers on the timeline, threads ordered by
 * the moment they are pinned to, replies, and a form that pins a new comment at the player's
 * current time. The C key (outside text fields) pauses the player and starts a comment there.
 */
export function CommentsPanel({ submissionId, mediaRef, onSeek, rubricItems, headingLevel = 3 }: CommentsPanelProps) {
  const { t, i18n } = useTranslation(COMMENTS_NS);
  const session = useSession();
  const comments = useComments(submissionId);
  const actions = useCommentActions(submissionId);
  const [pinnedAt, setPinnedAt] = useState<number | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const Heading = `h${headingLevel}` as const;

  const pinNow = () => {
    const media = mediaRef.current;
    if (media) {
      media.pause();
      setPinnedAt(Math.round(media.currentTime * 10) / 10);
    }
    textRef.current?.focus();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'c' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      pinNow();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const all = comments.data ?? [];
  const roots = all.filter((c) => c.replyTo === null).sort(byMoment);
  const repliesOf = (id: string) => all.filter((c) => c.replyTo === id);
  const item = (c: CommentView) => (
    <CommentItem comment={c} mine={c.author._id === session?.user._id} rubricLabel={c.rubricItemLabel ?? undefined} onSeek={onSeek} actions={actions} dateLanguage={i18n.language} />
  );

  return (
    <section aria-labelledby={`comments-${submissionId}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="comments-panel">
      <Heading id={`comments-${submissionId}`} className="text-lg font-semibold">
        {t('title', { count: all.filter((c) => !c.deleted).length })}
      </Heading>
      <TimelineMarkers comments={all} mediaRef={mediaRef} onSeek={onSeek} />
      {comments.isError && <p role="alert">{t('loadFailed')}</p>}
      {roots.length === 0 && comments.isSuccess && <p className="text-slate-700">{t('empty')}</p>}
      <ol className="flex flex-col gap-4">
        {roots.map((root) => (
          <li key={root._id} className="flex flex-col gap-2 border-l-4 border-brand-700 pl-3">
            {item(root)}
            <ol className="ml-4 flex flex-col gap-2">
              {repliesOf(root._id).map((reply) => (
                <li key={reply._id} className="border-l-2 border-slate-300 pl-3">
                  {item(reply)}
                </li>
              ))}
            </ol>
            {!root.deleted &&
              (replyingTo === root._id ? (
                <CommentForm
                  id={`reply-${root._id}`}
                  label={t('replyLabel')}
                  submitLabel={t('sendReply')}
                  pending={actions.add.isPending}
                  error={actions.add.error}
                  onSubmit={async (draft) => {
                    await actions.add.mutateAsync({ text: draft.text, replyTo: root._id });
                    setReplyingTo(null);
                  }}
                  onCancel={() => setReplyingTo(null)}
                />
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    actions.add.reset();
                    setReplyingTo(root._id);
                  }}
                  className="min-h-9 self-start rounded px-2 text-sm font-medium text-brand-800 underline underline-offset-2"
                  data-testid="comment-reply"
                >
                  {t('reply')}
                </button>
              ))}
          </li>
        ))}
      </ol>
      <CommentForm
        ref={textRef}
        id={`new-comment-${submissionId}`}
        label={t('newLabel')}
        submitLabel={t('post')}
        pinnedAt={pinnedAt}
        onUnpin={() => setPinnedAt(null)}
        onPinNow={pinNow}
        rubricItems={rubricItems}
        pending={actions.add.isPending && replyingTo === null}
        error={replyingTo === null ? actions.add.error : null}
        onSubmit={async (draft) => {
          await actions.add.mutateAsync({ text: draft.text, atSeconds: draft.atSeconds, rubricItemId: draft.rubricItemId });
          setPinnedAt(null);
        }}
      />
      <p className="text-sm text-slate-600">{t('shortcutHint')}</p>
    </section>
  );
}
