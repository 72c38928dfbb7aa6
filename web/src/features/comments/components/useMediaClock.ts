import { useEffect, useState, type RefObject } from 'react';

/** The player's length in seconds (null until known; recordings without one stay null). */
export function useMediaDuration(mediaRef: RefObject<HTMLMediaElement | null>) {
  const [duration, setDuration] = useState<number | null>(null);
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const update = () => setDuration(Number.isFinite(media.duration) && media.duration > 0 ? media.duration : null);
    update();
    media.addEventListener('loadedmetadata', update);
    media.addEventListener('durationchange', update);
    return () => {
      media.removeEventListener('loadedmetadata', update);
      media.removeEventListener('durationchange', update);
    };
  });
  return duration;
}

/** True when a key press is meant for a text field, not a page shortcut. */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
