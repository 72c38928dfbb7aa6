import { formatClock, type CommentView } from '@nurselab/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeekTo } from '../../evidence';
import { COMMENTS_NS } from '../locales';
import { useMediaDuration } from './useMediaClock';

/** The pinned comments as markers along the recording's timeline; each seeks the player. */
export function TimelineMarkers({ comments, mediaRef, onSeek }: { comments: CommentView[]; mediaRef: RefObject<HTMLMediaElement | null>; onSeek: SeekTo }) {
  const { t } = useTranslation(COMMENTS_NS);
  const duration = useMediaDuration(mediaRef);
  const pinned = comments.filter((c) => c.atSeconds !== null && !c.deleted && c.replyTo === null);
  if (!pinned.length) return null;
  const end = Math.max(duration ?? 0, ...pinned.map((c) => c.atSeconds! + 1));
  return (
    <div className="flex flex-col gap-1">
      <p id="comment-timeline-label" className="text-sm font-medium text-slate-700">
        {t('timeline')}
      </p>
      <ul aria-labelledby="comment-timeline-label" className="relative h-8 w-full max-w-2xl rounded-full bg-slate-200" data-testid="comment-timeline">
        {pinned.map((c) => (
          <li key={c._id} className="absolute top-1/2 -translate-x-1/2 -translate-y-1/2" style={{ left: `${Math.min(100, (c.atSeconds! / end) * 100)}%` }}>
            <button
              type="button"
              onClick={() => onSeek(c.atSeconds!)}
              aria-label={t('markerLabel', { time: formatClock(c.atSeconds!), text: c.text })}
              title={`${formatClock(c.atSeconds!)} ${c.text}`}
              className="block h-6 w-6 rounded-full border-2 border-white bg-brand-700 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              data-testid="comment-marker"
              data-at={c.atSeconds!}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
